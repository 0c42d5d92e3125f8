import { MessageCircle } from 'lucide-react';
import { Link } from 'wouter';
import type { WtbListing } from '@/shared/schemas/wtb';
import { Button, buttonClasses } from '@/client/components/ui/button';
import { DialogClose } from '@/client/components/ui/dialog';
import { useAuth } from '@/client/lib/auth';
import { useShellActions } from '@/client/lib/shell-actions';
import { WtbOwnerButtons, type WtbOwnerActions } from './wtb-owner-actions';

/**
 * How a person can respond to a WTB request (docs/product.md, Screens and Permissions): the poster
 * changes it; other signed-in people offer what they have (once messaging provides the conversation
 * opener, never a dead button); visitors are asked to sign in.
 */
export function WtbCardActions({ wtb, owner }: { wtb: WtbListing; owner: WtbOwnerActions }) {
  const { user } = useAuth();
  const { openWtbConversation } = useShellActions();

  // Above the card's stretched title button, so these stay clickable on their own.
  let actions = null;
  if (!user) {
    actions = (
      <Link
        href="/login"
        className={buttonClasses({ variant: 'outline', size: 'sm', className: 'w-full' })}
      >
        Sign in to message
      </Link>
    );
  } else if (user.id === wtb.buyer.id) {
    actions = <WtbOwnerButtons wtb={wtb} actions={owner} place="card" />;
  } else if (openWtbConversation) {
    actions = (
      <Button
        variant="outline"
        size="sm"
        aria-label={`I Have This: ${wtb.title}`}
        onClick={() => openWtbConversation(wtb)}
        className="w-full"
      >
        <MessageCircle aria-hidden="true" className="size-3.5" />I Have This
      </Button>
    );
  }
  if (!actions) return null;
  return <div className="relative z-10 mt-auto pt-4">{actions}</div>;
}

/** The same choices in the detail dialog: Bump and Found, Message, or Sign in to message this user. */
export function WtbDialogActions({ wtb, owner }: { wtb: WtbListing; owner: WtbOwnerActions }) {
  const { user } = useAuth();
  const { openWtbConversation } = useShellActions();

  if (!user) {
    return (
      <DialogClose asChild>
        <Link href="/login" className={buttonClasses({ size: 'lg', className: 'mt-6 w-full' })}>
          Sign in to message this user
        </Link>
      </DialogClose>
    );
  }
  if (user.id === wtb.buyer.id) return <WtbOwnerButtons wtb={wtb} actions={owner} place="dialog" />;
  if (!openWtbConversation) return null;
  return (
    <DialogClose asChild>
      <Button size="lg" onClick={() => openWtbConversation(wtb)} className="mt-6 w-full">
        <MessageCircle aria-hidden="true" className="size-4" />
        Message
      </Button>
    </DialogClose>
  );
}

import { Lock } from 'lucide-react';
import { useState } from 'react';
import type { AuthUser } from '@/shared/schemas/user';
import { USERNAME_RULES } from '@/shared/schemas/user';
import { usernameLockedUntil } from '@/shared/username-cooldown';
import { Button } from '@/client/components/ui/button';
import { Notice } from '@/client/components/ui/notice';
import { UsernameForm } from './username-form';

const lockDate = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/**
 * docs/product.md, Username change (view, edit, then saved or cancelled) with the rules
 * (docs/product.md, Validation) and the messages (docs/product.md, Error catalogue). Locked for 7
 * days after a change, with the date it opens again; the first choice after sign-up locks nothing.
 */
export function UsernameSettings({ user, onDone }: { user: AuthUser; onDone: () => void }) {
  const [editing, setEditing] = useState(false);
  const lockedUntil = usernameLockedUntil(user.usernameLastChanged);

  if (editing) {
    return <UsernameForm user={user} onCancel={() => setEditing(false)} onDone={onDone} />;
  }
  return (
    <div className="grid gap-4">
      <div>
        <p className="text-sm text-zinc-600">Current username</p>
        <p className="mt-0.5 text-lg font-semibold break-all">{user.username}</p>
      </div>
      {!user.usernameChosen && (
        <Notice look="info" title="Choose your username">
          <p>
            We made this one up for you. Pick your own now: your first choice does not start the
            weekly lock.
          </p>
        </Notice>
      )}
      {lockedUntil ? (
        <Notice look="info" title="Username recently changed">
          <p>You can change your username again on {lockDate.format(lockedUntil)}.</p>
        </Notice>
      ) : null}
      <p className="text-sm text-zinc-600">{USERNAME_RULES}</p>
      <div>
        <Button variant="outline" onClick={() => setEditing(true)} disabled={lockedUntil !== null}>
          {lockedUntil && <Lock aria-hidden="true" className="size-4" />}
          Change Username
        </Button>
      </div>
    </div>
  );
}

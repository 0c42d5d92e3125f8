import { Ban } from 'lucide-react';
import { useBlockUser } from '@/client/lib/blocking';
import { ConfirmDialog } from './ui/confirm-dialog';
import { ActionsMenuItem, useMenuDialog, type MenuDialogControls } from './actions-menu';

function BlockDialog({
  username,
  close,
  onCloseAutoFocus,
}: { username: string } & MenuDialogControls) {
  const block = useBlockUser(username, close);
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={`Block ${username}?`}
      description={`You and ${username} won't be able to message each other or start new conversations, and their listings and WTB requests leave your feeds. Your existing conversations stay readable. You can unblock them in Settings.`}
      confirmLabel="Block"
      pendingLabel="Blocking..."
      pending={block.isPending}
      onConfirm={() => block.mutate()}
      onCloseAutoFocus={onCloseAutoFocus}
    />
  );
}

/** "Block" in an ActionsMenu about a person: asks first (docs/product.md, Safety, Blocking). */
export function BlockMenuItem({ username }: { username: string }) {
  const openDialog = useMenuDialog();
  return (
    <ActionsMenuItem
      destructive
      onSelect={() => openDialog((controls) => <BlockDialog username={username} {...controls} />)}
    >
      <Ban aria-hidden="true" className="size-4" />
      Block {username}
    </ActionsMenuItem>
  );
}

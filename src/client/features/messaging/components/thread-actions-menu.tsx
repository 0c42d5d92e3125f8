import { Camera } from 'lucide-react';
import { ActionsMenu, ActionsMenuItem } from '@/client/components/actions-menu';
import { BlockMenuItem } from '@/client/components/block-menu-item';
import { ReportMenuItem } from '@/client/components/report-actions';

/**
 * The ⋯ menu of a thread's header, about the other person (docs/product.md, Messages): ask for a
 * tagged photo (sent as a message, so not once either side blocked), report them, block them.
 */
export function ThreadActionsMenu({
  username,
  onRequestPhoto,
  blocked,
}: {
  username: string;
  /** Null until the conversation exists. */
  onRequestPhoto: (() => void) | null;
  blocked: boolean;
}) {
  return (
    <ActionsMenu label={`More actions for @${username}`}>
      {onRequestPhoto && !blocked && (
        <ActionsMenuItem onSelect={onRequestPhoto}>
          <Camera aria-hidden="true" className="size-4" />
          Request a tagged photo
        </ActionsMenuItem>
      )}
      <ReportMenuItem target={{ targetType: 'user', targetId: username, name: `@${username}` }} />
      {!blocked && <BlockMenuItem username={username} />}
    </ActionsMenu>
  );
}

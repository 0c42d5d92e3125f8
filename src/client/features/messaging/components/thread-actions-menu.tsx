import { ActionsMenu } from '@/client/components/actions-menu';
import { BlockMenuItem } from '@/client/components/block-menu-item';

/** The ⋯ menu of a thread's header, about the other person (docs/product.md, Messages). */
export function ThreadActionsMenu({ username }: { username: string }) {
  return (
    <ActionsMenu label={`More actions for @${username}`}>
      <BlockMenuItem username={username} />
    </ActionsMenu>
  );
}

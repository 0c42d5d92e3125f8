import { ActionsMenu } from '@/client/components/actions-menu';
import { BlockMenuItem } from '@/client/components/block-menu-item';

/** The ⋯ menu beside one of the other person's messages (docs/product.md, Messages). */
export function MessageActionsMenu({ username }: { username: string }) {
  return (
    <ActionsMenu label={`Message actions: @${username}`} triggerClassName="mt-0.5 size-7">
      <BlockMenuItem username={username} />
    </ActionsMenu>
  );
}

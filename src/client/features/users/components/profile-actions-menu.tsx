import { ActionsMenu } from '@/client/components/actions-menu';
import { BlockMenuItem } from '@/client/components/block-menu-item';

/** The ⋯ menu of someone else's profile (docs/product.md, Profile page). */
export function ProfileActionsMenu({ username }: { username: string }) {
  return (
    <ActionsMenu label={`More actions for ${username}`}>
      <BlockMenuItem username={username} />
    </ActionsMenu>
  );
}

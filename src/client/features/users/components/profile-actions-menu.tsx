import { ActionsMenu } from '@/client/components/actions-menu';
import { BlockMenuItem } from '@/client/components/block-menu-item';
import { ReportMenuItem } from '@/client/components/report-actions';

/** The ⋯ menu of someone else's profile (docs/product.md, Profile page). */
export function ProfileActionsMenu({ username }: { username: string }) {
  return (
    <ActionsMenu label={`More actions for ${username}`}>
      <ReportMenuItem target={{ targetType: 'user', targetId: username, name: `@${username}` }} />
      <BlockMenuItem username={username} />
    </ActionsMenu>
  );
}

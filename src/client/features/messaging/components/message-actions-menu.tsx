import { ActionsMenu } from '@/client/components/actions-menu';
import { BlockMenuItem } from '@/client/components/block-menu-item';
import { ReportMenuItem } from '@/client/components/report-actions';

/** The ⋯ menu beside one of the other person's messages (docs/product.md, Messages). */
export function MessageActionsMenu({
  messageId,
  username,
  blocked,
}: {
  messageId: number;
  username: string;
  blocked: boolean;
}) {
  return (
    <ActionsMenu label={`Message actions: message from @${username}`} triggerClassName="size-6">
      <ReportMenuItem
        target={{
          targetType: 'message',
          targetId: String(messageId),
          name: `this message from @${username}`,
        }}
      />
      {!blocked && <BlockMenuItem username={username} />}
    </ActionsMenu>
  );
}

import { Camera } from 'lucide-react';
import type { ChatParty } from '@/shared/schemas/chat';
import { ReportMenuItem } from '@/client/components/report-actions';
import { MoreActionsItem, MoreActionsMenu } from '@/client/components/ui/more-actions-menu';
import { useReportDialog } from '@/client/lib/report-slot';

/**
 * The thread header's More actions (⋯) menu: ask the other person for a tagged photo (once the
 * conversation exists: it is sent as a message) and report them.
 */
export function ThreadMoreActions({
  other,
  onRequestPhoto,
}: {
  other: ChatParty;
  onRequestPhoto: (() => void) | null;
}) {
  const report = useReportDialog({
    targetType: 'user',
    targetId: other.username,
    name: `@${other.username}`,
  });
  if (!onRequestPhoto && !report.canReport) return null;
  return (
    <>
      <MoreActionsMenu label={`More actions for the conversation with @${other.username}`}>
        {onRequestPhoto && (
          <MoreActionsItem onSelect={onRequestPhoto}>
            <Camera aria-hidden="true" className="size-4" />
            Request a tagged photo
          </MoreActionsItem>
        )}
        {report.canReport && <ReportMenuItem onSelect={report.openReport} />}
      </MoreActionsMenu>
      {report.reportDialog}
    </>
  );
}

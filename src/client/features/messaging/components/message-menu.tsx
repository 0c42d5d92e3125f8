import { ReportMenuItem } from '@/client/components/report-actions';
import { MoreActionsMenu } from '@/client/components/ui/more-actions-menu';
import { useReportDialog } from '@/client/lib/report-slot';

/** The menu beside the other person's message: Report (signed-in people only, as always here). */
export function MessageMenu({ messageId, sender }: { messageId: number; sender: string }) {
  const report = useReportDialog({
    targetType: 'message',
    targetId: String(messageId),
    name: `this message from @${sender}`,
  });
  if (!report.canReport) return null;
  return (
    <>
      <MoreActionsMenu label={`Message actions: message from @${sender}`} className="size-6">
        <ReportMenuItem onSelect={report.openReport} />
      </MoreActionsMenu>
      {report.reportDialog}
    </>
  );
}

import { Flag } from 'lucide-react';
import { useReportDialog, type ReportTarget } from '@/client/lib/report-slot';
import { Button } from './ui/button';
import { MoreActionsItem } from './ui/more-actions-menu';

/** "Report" in a More actions menu; the dialog it opens lives outside the menu (useReportDialog). */
export function ReportMenuItem({ onSelect }: { onSelect: () => void }) {
  return (
    <MoreActionsItem onSelect={onSelect}>
      <Flag aria-hidden="true" className="size-4" />
      Report
    </MoreActionsItem>
  );
}

/** A quiet "Report …" button with its dialog, for signed-in people only (visitors see nothing). */
export function ReportButton({ target, label }: { target: ReportTarget; label: string }) {
  const { canReport, openReport, reportDialog } = useReportDialog(target);
  if (!canReport) return null;
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        onClick={openReport}
        className="self-start justify-self-start"
      >
        <Flag aria-hidden="true" className="size-4" />
        {label}
      </Button>
      {reportDialog}
    </>
  );
}

import { Flag } from 'lucide-react';
import { useAuth } from '@/client/lib/auth';
import {
  useReportDialog,
  useReportDialogComponent,
  type ReportTarget,
} from '@/client/lib/report-slot';
import { ActionsMenuItem, useMenuDialog } from './actions-menu';
import { Button } from './ui/button';

/**
 * "Report" in an ActionsMenu, for signed-in people only; its dialog is the menu's (useMenuDialog),
 * so it outlives the menu and gives focus back to the ⋯ button.
 */
export function ReportMenuItem({ target }: { target: ReportTarget }) {
  const { user } = useAuth();
  const ReportDialog = useReportDialogComponent();
  const openDialog = useMenuDialog();
  if (!user || !ReportDialog) return null;
  return (
    <ActionsMenuItem
      onSelect={() =>
        openDialog(({ close }) => (
          <ReportDialog
            target={target}
            open
            onOpenChange={(open) => {
              if (!open) close();
            }}
          />
        ))
      }
    >
      <Flag aria-hidden="true" className="size-4" />
      Report
    </ActionsMenuItem>
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

import { createContext, useContext, useState, type ComponentType, type ReactNode } from 'react';
import type { ReportTargetType } from '@/shared/schemas/safety';
import { useAuth } from './auth';

/** What a report is about, and how the dialog names it ("this listing", "@sam"). */
export type ReportTarget = { targetType: ReportTargetType; targetId: string; name: string };

export type ReportDialogProps = {
  target: ReportTarget;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * The reports feature's dialog, for the features that offer "Report" (listings, WTB requests,
 * profiles, threads) without importing it: app.tsx provides it; tests that provide none get no
 * dialog.
 */
export const ReportDialogContext = createContext<ComponentType<ReportDialogProps> | null>(null);

/** The reports feature's dialog, or null where none is provided. */
export function useReportDialogComponent(): ComponentType<ReportDialogProps> | null {
  return useContext(ReportDialogContext);
}

/**
 * "Report" for a signed-in person: `openReport` for a button or menu item, and the dialog to
 * render outside any menu (a menu's content unmounts when it closes). Visitors get `canReport:
 * false` and nothing to render.
 */
export function useReportDialog(target: ReportTarget): {
  canReport: boolean;
  openReport: () => void;
  reportDialog: ReactNode;
} {
  const { user } = useAuth();
  const Dialog = useReportDialogComponent();
  const [open, setOpen] = useState(false);
  const canReport = Boolean(user && Dialog);
  return {
    canReport,
    openReport: () => setOpen(true),
    reportDialog:
      canReport && open && Dialog ? <Dialog target={target} open onOpenChange={setOpen} /> : null,
  };
}

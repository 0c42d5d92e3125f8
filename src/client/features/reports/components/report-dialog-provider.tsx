import { lazy, Suspense, type ReactNode } from 'react';
import { ReportDialogContext, type ReportDialogProps } from '@/client/lib/report-slot';

// Loaded when first opened, so no page's first load carries it.
const LazyReportDialog = lazy(async () => ({
  default: (await import('./report-dialog')).ReportDialog,
}));

function ReportDialogSlot(props: ReportDialogProps) {
  return (
    <Suspense fallback={null}>
      <LazyReportDialog {...props} />
    </Suspense>
  );
}

/** Gives every feature the report dialog (lib/report-slot.tsx). */
export function ReportDialogProvider({ children }: { children: ReactNode }) {
  return <ReportDialogContext value={ReportDialogSlot}>{children}</ReportDialogContext>;
}

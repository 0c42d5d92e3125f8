import { useMutation } from '@tanstack/react-query';
import type { ReportInput, ReportReceipt } from '@/shared/schemas/safety';
import { request } from '@/client/lib/request';

/** POST /api/reports. Failures are shown in the dialog (a duplicate, the daily limit). */
export function useFileReport() {
  return useMutation({
    mutationFn: (input: ReportInput) =>
      request<ReportReceipt>('POST', '/api/reports', { json: input }),
  });
}

import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { ReportQueue, SuspendInput } from '@/shared/schemas/moderation';
import type { ReportTargetType } from '@/shared/schemas/safety';
import { request } from '@/client/lib/request';
import { toastFailure, toastSuccess } from '@/client/lib/mutation-toasts';
import { AUDIT_LOG_KEY, REPORT_QUEUE_KEY } from './keys';

type Target = { targetType: ReportTargetType; targetId: string };

/** What an admin can do from a queue card, with the request each one makes. */
export type ModerationAction =
  | { kind: 'dismiss'; note: string }
  | { kind: 'delete'; reason: string }
  | { kind: 'suspend'; username: string; input: SuspendInput }
  | { kind: 'unsuspend'; username: string; reason: string };

const path = (segment: string) => encodeURIComponent(segment);

/** The API call for an action on a card's object (docs/product.md, API, Moderation). */
function send(target: Target, action: ModerationAction): Promise<unknown> {
  switch (action.kind) {
    case 'dismiss':
      return request('POST', '/api/admin/reports/dismiss', {
        json: { ...target, note: action.note },
      });
    case 'delete': {
      const base = { listing: 'listings', wtb: 'wtb', message: 'messages', user: null }[
        target.targetType
      ];
      if (!base) throw new Error('A user is suspended, not deleted');
      return request('DELETE', `/api/admin/${base}/${path(target.targetId)}`, {
        json: { reason: action.reason },
      });
    }
    case 'suspend':
      return request('POST', `/api/admin/users/${path(action.username)}/suspend`, {
        json: action.input,
      });
    case 'unsuspend':
      return request('POST', `/api/admin/users/${path(action.username)}/unsuspend`, {
        json: { reason: action.reason },
      });
  }
}

const DONE: Record<ModerationAction['kind'], string> = {
  dismiss: 'Reports dismissed',
  delete: 'Done: the reports are resolved',
  suspend: 'User suspended',
  unsuspend: 'User unsuspended',
};

/** Takes the object's card out of the loaded queue at once; the next fetch agrees. */
function withoutGroup(data: InfiniteData<ReportQueue> | undefined, target: Target) {
  if (!data) return data;
  const other = (group: Target) =>
    group.targetType !== target.targetType || group.targetId !== target.targetId;
  return {
    ...data,
    pages: data.pages.map((page) => ({ ...page, groups: page.groups.filter(other) })),
  };
}

/**
 * One action on one card's object. Dismissing or deleting it, or suspending its owner, resolves
 * its reports, so the card leaves the queue at once (a suspension's other cards about that person
 * leave with the refetch); an unsuspension only changes the account's facts on the card.
 */
export function useModerate(target: Target) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: ModerationAction) => send(target, action),
    onSuccess: (_, action) => {
      if (action.kind !== 'unsuspend') {
        queryClient.setQueryData<InfiniteData<ReportQueue>>(REPORT_QUEUE_KEY, (data) =>
          withoutGroup(data, target),
        );
      }
      void queryClient.invalidateQueries({ queryKey: REPORT_QUEUE_KEY });
      void queryClient.invalidateQueries({ queryKey: AUDIT_LOG_KEY });
      toastSuccess(DONE[action.kind]);
    },
    onError: (error) => toastFailure(error, 'That did not work. Please try again.'),
  });
}

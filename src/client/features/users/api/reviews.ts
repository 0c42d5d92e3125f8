import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { Reputation, Review, ReviewPage } from '@/shared/schemas/deals';
import { apiGet, request, withQuery } from '@/client/lib/request';
import { toastFailure, toastSuccess } from '@/client/lib/mutation-toasts';

const userPath = (username: string) => `/api/users/${encodeURIComponent(username)}`;

/** GET /api/users/{username}/reputation: rating, review count, counted deals, member since. */
export function reputationQueryOptions(username: string) {
  return queryOptions({
    queryKey: [`${userPath(username)}/reputation`],
    queryFn: ({ signal }) => apiGet<Reputation>(`${userPath(username)}/reputation`, signal),
  });
}

export function useReputation(username: string) {
  return useQuery(reputationQueryOptions(username));
}

/** GET /api/users/{username}/reviews: the reviews of a person, newest first. */
export function useUserReviews(username: string) {
  const path = `${userPath(username)}/reviews`;
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: [path],
      queryFn: ({ pageParam, signal }) =>
        apiGet<ReviewPage>(withQuery(path, { cursor: pageParam }), signal),
      initialPageParam: null as string | null,
      getNextPageParam: (lastPage) => lastPage.nextCursor,
    }),
  );
}

/**
 * A change to someone's reviews: afterwards their reviews and reputation are read again (query
 * keys are API paths, so one prefix covers both).
 */
function useReviewChange<Variables>(
  username: string,
  change: (variables: Variables) => Promise<unknown>,
  done: { success: string; failure: string },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: async () => {
      toastSuccess(done.success);
      await Promise.all(
        ['reviews', 'reputation'].map((part) =>
          queryClient.invalidateQueries({ queryKey: [`${userPath(username)}/${part}`] }),
        ),
      );
    },
    onError: (error) => toastFailure(error, done.failure),
  });
}

/** POST /api/deals/{id}/review: `username` is the reviewed person. */
export function useReviewDeal(dealId: number, username: string) {
  return useReviewChange(
    username,
    (input: { rating: number; text: string }) =>
      request<Review>('POST', `/api/deals/${dealId}/review`, { json: input }),
    { success: 'Your review is posted.', failure: 'Failed to post the review' },
  );
}

/** PATCH /api/reviews/{id}: its author changes it within 48 hours; `username` is the reviewed person. */
export function useEditReview(reviewId: number, username: string) {
  return useReviewChange(
    username,
    (input: { rating: number; text: string }) =>
      request<Review>('PATCH', `/api/reviews/${reviewId}`, { json: input }),
    { success: 'Your review is updated.', failure: 'Failed to update the review' },
  );
}

/** POST /api/reviews/{id}/reply, by the reviewed person `username`. */
export function useReplyToReview(reviewId: number, username: string) {
  return useReviewChange(
    username,
    (text: string) => request<Review>('POST', `/api/reviews/${reviewId}/reply`, { json: { text } }),
    { success: 'Your reply is posted.', failure: 'Failed to post the reply' },
  );
}

/** DELETE /api/reviews/{id} (admins), from the profile of `username`. */
export function useRemoveReview(reviewId: number, username: string) {
  return useReviewChange(
    username,
    (reason: string) => request('DELETE', `/api/reviews/${reviewId}`, { json: { reason } }),
    { success: 'The review is removed.', failure: 'Failed to remove the review' },
  );
}

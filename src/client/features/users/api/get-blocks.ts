import { queryOptions } from '@tanstack/react-query';
import type { BlockedUser } from '@/shared/schemas/safety';
import { BLOCKS_KEY } from '@/client/lib/blocking';
import { apiGet } from '@/client/lib/request';

/** GET /api/blocks: the people the signed-in user blocked, newest block first. */
export function blocksQueryOptions() {
  return queryOptions({
    queryKey: BLOCKS_KEY,
    queryFn: async ({ signal }) =>
      (await apiGet<{ blocked: BlockedUser[] }>(BLOCKS_KEY[0], signal)).blocked,
  });
}

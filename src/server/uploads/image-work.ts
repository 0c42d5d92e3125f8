import os from 'node:os';
import pLimit from 'p-limit';

/**
 * Image decoding and encoding is CPU-bound: running more at once than there are cores only makes
 * every upload slower together (and holds every decoded image in memory at once). Uploads beyond
 * this wait their turn; measured in docs/performance.md (Uploads).
 */
export const imageWork = pLimit(Math.max(1, os.availableParallelism()));

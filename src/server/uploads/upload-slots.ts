/**
 * How many uploads are in progress on this instance, in total and per person. An upload holds
 * its slot from before its body is read until its answer is ready, so the slots bound both the
 * files being received and the image work waiting for a core (uploads/image-work.ts): one
 * account cannot fill the queue, and the queue cannot grow without end.
 *
 * Per instance on purpose: the cap protects this process's memory, disk and CPU, and a counter in
 * PostgreSQL would outlive a crashed instance's uploads. With several instances one person may
 * have `perUser` uploads on each; the per-minute allowance (UPLOAD_RATE_LIMIT) is the shared cap.
 */
export class UploadSlots {
  private total = 0;
  private readonly byUser = new Map<string, number>();

  constructor(readonly limits: { perUser: number; perInstance: number }) {}

  /** A slot for `userId`, with the function that gives it back (once), or why there is none. */
  take(userId: string): { release: () => void } | { refused: 'user' | 'instance' } {
    const mine = this.byUser.get(userId) ?? 0;
    if (mine >= this.limits.perUser) return { refused: 'user' };
    if (this.total >= this.limits.perInstance) return { refused: 'instance' };
    this.total += 1;
    this.byUser.set(userId, mine + 1);
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        this.total -= 1;
        const left = (this.byUser.get(userId) ?? 1) - 1;
        if (left === 0) this.byUser.delete(userId);
        else this.byUser.set(userId, left);
      },
    };
  }

  /** Uploads in progress: all of them, or one person's. */
  inProgress(userId?: string): number {
    return userId === undefined ? this.total : (this.byUser.get(userId) ?? 0);
  }
}

import { clsx } from 'clsx';

/** The red dot of an unread conversation, named for screen readers. */
export function UnreadDot({ className }: { className?: string }) {
  return (
    <span
      role="img"
      aria-label="Unread"
      className={clsx('inline-block size-2.5 shrink-0 rounded-full bg-red-600', className)}
    />
  );
}

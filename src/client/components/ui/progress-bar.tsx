import { clsx } from 'clsx';

/** A thin determinate progress bar; `value` is a fraction from 0 to 1. */
export function ProgressBar({
  value,
  label,
  className,
}: {
  value: number;
  label: string;
  className?: string;
}) {
  const percent = Math.round(Math.max(0, Math.min(1, value)) * 100);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className={clsx('h-1.5 w-full overflow-hidden rounded-full bg-zinc-200', className)}
    >
      <div
        className="h-full rounded-full bg-zinc-900 transition-[width] duration-200 ease-out"
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}

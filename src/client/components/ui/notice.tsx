import { clsx } from 'clsx';
import { AlertCircle, CheckCircle2, Info } from 'lucide-react';
import type { ReactNode } from 'react';

const looks = {
  success: { box: 'border-green-200 bg-green-50 text-green-900', icon: CheckCircle2 },
  error: { box: 'border-red-200 bg-red-50 text-red-900', icon: AlertCircle },
  info: { box: 'border-zinc-200 bg-zinc-50 text-zinc-800', icon: Info },
} as const;

/**
 * A message box inside a page or form. Errors are alerts; the others are polite status messages,
 * so a screen reader announces them when they appear.
 */
export function Notice({
  look,
  title,
  children,
  className,
}: {
  look: keyof typeof looks;
  title?: string;
  children?: ReactNode;
  className?: string;
}) {
  const { box, icon: Icon } = looks[look];
  return (
    <div
      role={look === 'error' ? 'alert' : 'status'}
      className={clsx('flex gap-3 rounded-lg border p-3 text-sm', box, className)}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="grid gap-1">
        {title && <p className="font-semibold">{title}</p>}
        {children}
      </div>
    </div>
  );
}

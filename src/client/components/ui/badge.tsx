import { clsx } from 'clsx';
import type { ReactNode } from 'react';

const looks = {
  neutral: 'bg-zinc-100 text-zinc-700',
  admin: 'bg-amber-100 text-amber-900 ring-1 ring-amber-300 ring-inset',
  sold: 'bg-zinc-900 text-white',
  discount: 'bg-red-600 text-white',
} as const;

export function Badge({
  look = 'neutral',
  className,
  children,
}: {
  look?: keyof typeof looks;
  className?: string;
  children: ReactNode;
}) {
  return (
    <span
      className={clsx(
        'inline-flex items-center rounded px-1.5 py-0.5 text-[11px] leading-none font-semibold tracking-wide uppercase',
        looks[look],
        className,
      )}
    >
      {children}
    </span>
  );
}

/** Marks admins wherever their name shows (docs/product.md, Permissions). */
export function AdminBadge({ className }: { className?: string }) {
  return (
    <Badge look="admin" className={className}>
      ADMIN
    </Badge>
  );
}

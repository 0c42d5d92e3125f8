import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';

/** A header navigation link that marks the current page for sighted and screen-reader users. */
export function NavLink({ href, children }: { href: string; children: ReactNode }) {
  const [path] = useLocation();
  const active = path === href;
  return (
    <Link
      href={href}
      aria-current={active ? 'page' : undefined}
      className={clsx(
        'rounded-md px-2.5 py-2 text-sm font-medium transition-colors hover:bg-zinc-100 hover:text-zinc-900',
        active ? 'bg-zinc-100 text-zinc-900' : 'text-zinc-600',
      )}
    >
      {children}
    </Link>
  );
}

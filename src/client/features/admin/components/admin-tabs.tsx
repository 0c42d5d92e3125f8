import { clsx } from 'clsx';
import { Link, useLocation } from 'wouter';

const TABS = [
  { href: '/admin', label: 'Reports' },
  { href: '/admin/audit', label: 'Audit log' },
] as const;

/** The admin pages' heading and their two tabs. */
export function AdminTabs() {
  const [location] = useLocation();
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
      <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Admin</h1>
      <nav aria-label="Admin" className="flex gap-1 rounded-lg bg-zinc-100 p-1">
        {TABS.map((tab) => (
          <Link
            key={tab.href}
            href={tab.href}
            aria-current={location === tab.href ? 'page' : undefined}
            className={clsx(
              'rounded-md px-3 py-1.5 text-sm font-medium',
              location === tab.href ? 'bg-white shadow-sm' : 'text-zinc-600 hover:text-zinc-900',
            )}
          >
            {tab.label}
          </Link>
        ))}
      </nav>
    </div>
  );
}

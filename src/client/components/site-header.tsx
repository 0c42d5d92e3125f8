import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import { useAuth } from '@/client/lib/auth';
import { HeaderSearch } from './header-search';
import { NavLink } from './nav-link';
import { buttonClasses } from './ui/button';

const SignedInActions = lazy(() => import('./signed-in-actions'));

function AccountArea() {
  const { user, loading } = useAuth();
  if (loading) return <span className="px-2 text-sm text-zinc-500">Loading</span>;
  if (!user) {
    return (
      <Link href="/login" className={buttonClasses({ size: 'sm' })}>
        Sign In
      </Link>
    );
  }
  return (
    <Suspense fallback={null}>
      <SignedInActions user={user} />
    </Suspense>
  );
}

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-zinc-200 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:gap-4 sm:px-6 lg:px-8">
        <Link
          href="/"
          className="mr-1 rounded-md text-xl font-black tracking-tight uppercase sm:mr-2"
        >
          Rotation
        </Link>
        <nav aria-label="Main" className="flex items-center">
          <NavLink href="/wtb">WTB</NavLink>
          <NavLink href="/about">About</NavLink>
        </nav>
        <HeaderSearch className="mx-auto hidden w-full max-w-md md:block" />
        <div className="ml-auto flex items-center md:ml-0">
          <AccountArea />
        </div>
      </div>
    </header>
  );
}

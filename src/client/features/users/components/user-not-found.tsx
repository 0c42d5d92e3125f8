import { Link } from 'wouter';
import { buttonClasses } from '@/client/components/ui/button';

/** docs/product.md, Profile page: the view for a username nobody has. */
export function UserNotFound() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center px-4 py-20 text-center">
      <p className="text-sm font-semibold tracking-[0.3em] text-zinc-500">404</p>
      <h1 className="mt-3 text-3xl font-semibold tracking-tight">User not found</h1>
      <p className="mt-2 text-zinc-600">The user does not exist</p>
      <Link href="/" className={buttonClasses({ className: 'mt-8' })}>
        Go Home
      </Link>
    </div>
  );
}

import { LogIn } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClasses } from '../components/ui/button';
import { useDocumentTitle } from '../lib/use-document-title';

/** A placeholder until accounts arrive: it says plainly that signing in is not available yet. */
export default function LoginPage() {
  useDocumentTitle('Sign in');
  return (
    <div className="mx-auto flex max-w-md flex-col items-center px-4 py-20 text-center">
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-zinc-100">
        <LogIn aria-hidden="true" className="size-6 text-zinc-700" />
      </span>
      <h1 className="mt-5 text-2xl font-semibold tracking-tight">Sign in to Rotation</h1>
      <p className="mt-3 text-zinc-600">
        Accounts are coming soon. Until then you can browse listings, seller profiles and the Want
        to Buy board without signing in; selling and messaging open up once sign-in is live.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link href="/" className={buttonClasses()}>
          Browse Listings
        </Link>
        <Link href="/wtb" className={buttonClasses({ variant: 'outline' })}>
          Want to Buy Board
        </Link>
      </div>
    </div>
  );
}

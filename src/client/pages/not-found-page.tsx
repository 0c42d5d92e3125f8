import { Link, useLocation } from 'wouter';
import { buttonClasses } from '@/client/components/ui/button';
import { useDocumentTitle } from '@/client/lib/use-document-title';

/** Any path that is not a route of docs/product.md, Screens. */
export default function NotFoundPage() {
  const [path] = useLocation();
  useDocumentTitle('Page Not Found');
  return (
    <div className="mx-auto flex max-w-md flex-col items-center px-4 py-20 text-center">
      <p className="text-sm font-semibold tracking-[0.3em] text-zinc-500">404</p>
      <h1 className="mt-3 text-3xl font-semibold tracking-tight">Page Not Found</h1>
      <p className="mt-2 break-words text-zinc-600">
        There is nothing at{' '}
        <code className="rounded bg-zinc-100 px-1.5 py-0.5 text-sm">{path}</code>.
      </p>
      <Link href="/" className={buttonClasses({ className: 'mt-8' })}>
        Go Home
      </Link>
    </div>
  );
}

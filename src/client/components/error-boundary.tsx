import { Component, type ErrorInfo, type ReactNode } from 'react';
import { buttonClasses } from './ui/button';

/**
 * The top-level failure screen (docs/product.md, Screens): "Something went wrong." with the error
 * text. It also catches a route chunk that fails to load after a deploy, which a reload fixes.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <main className="mx-auto flex min-h-screen max-w-lg flex-col items-center justify-center px-6 text-center">
        <h1 className="text-2xl font-semibold">Something went wrong.</h1>
        <p className="mt-3 rounded-lg bg-zinc-100 px-4 py-3 font-mono text-sm break-words text-zinc-700">
          {error.message}
        </p>
        <div className="mt-6 flex gap-3">
          <button
            type="button"
            onClick={() => window.location.reload()}
            className={buttonClasses()}
          >
            Reload page
          </button>
          <a href="/" className={buttonClasses({ variant: 'outline' })}>
            Go Home
          </a>
        </div>
      </main>
    );
  }
}

import { Spinner } from './ui/spinner';

/**
 * What shows for the moment a dialog's code is fetched (once per visit): the dim overlay the
 * dialog will open on, with a spinner, so the click visibly did something.
 */
export function LazyDialogFallback() {
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-black/50">
      <span className="rounded-full bg-white p-3 shadow-lg">
        <Spinner label="Loading" />
      </span>
    </div>
  );
}

import { Spinner } from '@/client/components/ui/spinner';

/** Holds the form's place in its dialog while the form code loads (once per visit). */
export function WtbFormFallback() {
  return (
    <div className="flex min-h-72 items-center justify-center">
      <Spinner label="Loading form" />
    </div>
  );
}

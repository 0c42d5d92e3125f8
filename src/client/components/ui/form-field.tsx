import { useId, type ReactNode } from 'react';

export type FieldIds = { id: string; describedBy: string | undefined; invalid: boolean };

/**
 * A labelled form control with an optional hint and an inline error. The control is rendered by
 * the caller from the ids it is handed, so any input fits; the hint and the error are tied to it
 * with aria-describedby, and aria-invalid marks it while the error shows.
 */
export function FormField({
  label,
  hint,
  error,
  labelAside,
  children,
}: {
  label: string;
  hint?: ReactNode;
  error?: string | null;
  /** Something at the end of the label row, such as a "Forgot password?" link. */
  labelAside?: ReactNode;
  children: (ids: FieldIds) => ReactNode;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className="grid gap-1.5">
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-medium text-zinc-900">
          {label}
        </label>
        {labelAside}
      </div>
      {children({ id, describedBy: describedBy || undefined, invalid: Boolean(error) })}
      {hint && (
        <div id={hintId} className="text-xs text-zinc-600">
          {hint}
        </div>
      )}
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

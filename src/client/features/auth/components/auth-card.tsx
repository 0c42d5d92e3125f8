import type { ReactNode } from 'react';

/** The centred card the sign-in, sign-up and password pages share. */
export function AuthCard({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="px-4 py-10 sm:py-16">
      <div className="mx-auto w-full max-w-md rounded-2xl border border-zinc-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        {description && <p className="mt-2 text-sm text-zinc-600">{description}</p>}
        <div className="mt-6 grid gap-5">{children}</div>
      </div>
    </div>
  );
}

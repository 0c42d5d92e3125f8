import { CircleCheck } from 'lucide-react';

export function SoldNotice() {
  return (
    <div className="flex gap-3 rounded-xl border border-zinc-200 bg-zinc-50 p-4">
      <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-zinc-700" />
      <div>
        <p className="font-semibold">This item has been sold</p>
        <p className="mt-0.5 text-sm text-zinc-600">
          This listing is no longer available for purchase.
        </p>
      </div>
    </div>
  );
}

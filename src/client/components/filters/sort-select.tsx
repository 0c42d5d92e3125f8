import { useId } from 'react';
import { NativeSelect } from '@/client/components/ui/native-select';

/** The sort of a feed: a labelled native select (the platform's own picker on a phone). */
export function SortSelect<T extends string>({
  value,
  labels,
  onChange,
}: {
  value: T;
  labels: Record<T, string>;
  onChange: (next: T) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm whitespace-nowrap text-zinc-600">
        Sort by
      </label>
      <NativeSelect
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as T)}
        className="h-9 w-auto"
      >
        {(Object.keys(labels) as T[]).map((key) => (
          <option key={key} value={key}>
            {labels[key]}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

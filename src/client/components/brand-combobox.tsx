import { useId, type Ref } from 'react';
import { Input } from './ui/input';

type Props = {
  id?: string;
  label: string;
  hideLabel?: boolean;
  value: string;
  onChange(value: string): void;
  onSelect?(name: string): void;
  placeholder?: string;
  name?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
};

/**
 * A brand field. This plain input keeps the props of the suggesting combobox (GET /api/brands)
 * that replaces it, so the forms and filters that use it need no change.
 */
export function BrandCombobox({
  id,
  label,
  hideLabel = false,
  value,
  onChange,
  // Nothing to suggest from, so nothing is ever picked: Enter submits the surrounding form.
  onSelect: _onSelect,
  placeholder,
  name,
  inputRef,
  className,
  ...aria
}: Props) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <div className={className}>
      <label
        htmlFor={inputId}
        className={hideLabel ? 'sr-only' : 'mb-1.5 block text-sm font-medium'}
      >
        {label}
      </label>
      <Input
        id={inputId}
        ref={inputRef}
        name={name}
        value={value}
        placeholder={placeholder}
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
        {...aria}
      />
    </div>
  );
}

import { clsx } from 'clsx';
import { useEffect, useId, useState, type KeyboardEvent, type Ref } from 'react';
import type { BrandSuggestion } from '@/shared/schemas/brand';
import { useBrandSuggestions } from './brand-suggestions';
import { inputClasses } from './ui/input';

export type BrandComboboxProps = {
  id?: string;
  label: string;
  /** The label is then the input's accessible name only, e.g. when a form field shows its own. */
  hideLabel?: boolean;
  value: string;
  onChange(value: string): void;
  /** A suggestion was picked (after onChange with its name). */
  onSelect?(name: string): void;
  placeholder?: string;
  name?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** For the wrapper; the input inside can be styled with `[&_input]:…`. */
  className?: string;
};

/**
 * A brand text field that suggests brands as you type (docs/product.md, Brand suggestions): an
 * ARIA 1.2 combobox with a listbox popup. ArrowDown and ArrowUp move through the suggestions,
 * Enter picks the active one (and then submits no form), Escape closes the list and keeps the
 * text, Tab leaves, a click picks. Free text is always allowed; see docs/decisions/020.
 */
export function BrandCombobox({
  id,
  label,
  hideLabel = false,
  value,
  onChange,
  onSelect,
  placeholder,
  name,
  'aria-invalid': ariaInvalid,
  'aria-describedby': ariaDescribedBy,
  inputRef,
  className,
}: BrandComboboxProps) {
  const ownId = useId();
  const inputId = id ?? `${ownId}input`;
  const listboxId = `${ownId}listbox`;
  const optionId = (index: number) => `${ownId}option-${index}`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useBrandSuggestions(value, open);
  const expanded = open && suggestions.length > 0;
  const activeIndex = expanded && active < suggestions.length ? active : -1;

  function close() {
    setOpen(false);
    setActive(-1);
  }

  function pick(suggestion: BrandSuggestion) {
    close();
    onChange(suggestion.name);
    onSelect?.(suggestion.name);
  }

  // Escape closes the list and nothing else: marked as handled before a dialog around the field
  // (Radix listens on the document, in the capture phase) would take it as "close the dialog".
  useEffect(() => {
    if (!expanded) return;
    const closeOnEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || (event.target as Element | null)?.id !== inputId) return;
      event.preventDefault();
      close();
    };
    window.addEventListener('keydown', closeOnEscape, true);
    return () => window.removeEventListener('keydown', closeOnEscape, true);
  }, [expanded, inputId]);

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = suggestions.length;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!open) setOpen(true);
      else if (count > 0) setActive((activeIndex + 1) % count);
    } else if (event.key === 'ArrowUp' && expanded) {
      event.preventDefault();
      setActive(activeIndex <= 0 ? count - 1 : activeIndex - 1);
    } else if (event.key === 'Enter' && activeIndex >= 0) {
      event.preventDefault();
      pick(suggestions[activeIndex]!);
    } else if (event.key === 'Enter' || event.key === 'Tab') {
      close();
    }
  }

  return (
    <div className={clsx('relative', !hideLabel && 'grid gap-1.5', className)}>
      {!hideLabel && (
        <label htmlFor={inputId} className="text-sm font-medium text-zinc-900">
          {label}
        </label>
      )}
      <input
        id={inputId}
        ref={inputRef}
        name={name}
        type="text"
        role="combobox"
        aria-label={hideLabel ? label : undefined}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
        aria-invalid={ariaInvalid || undefined}
        aria-describedby={ariaDescribedBy}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        value={value}
        placeholder={placeholder}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={close}
        className={inputClasses()}
      />
      <ul
        id={listboxId}
        role="listbox"
        aria-label={`${label}: suggestions`}
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-50 mt-1 overflow-hidden rounded-lg border border-zinc-200 bg-white py-1 shadow-lg"
      >
        {expanded &&
          suggestions.map((suggestion, index) => (
            <li
              key={suggestion.name}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              // Keeps the focus in the input, so the click picks and the list closes cleanly.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(suggestion)}
              className={clsx(
                'flex cursor-pointer items-baseline justify-between gap-3 px-3 py-2 text-sm text-zinc-900',
                index === activeIndex ? 'bg-zinc-100' : 'hover:bg-zinc-50',
              )}
            >
              <span className="truncate">{suggestion.name}</span>
              <span className="shrink-0 text-xs text-zinc-500">
                <span aria-hidden="true">· </span>
                {suggestion.listings.toLocaleString('en-US')}
                <span className="sr-only"> available</span>
              </span>
            </li>
          ))}
      </ul>
    </div>
  );
}

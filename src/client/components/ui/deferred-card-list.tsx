import { useDeferredValue, type ReactNode } from 'react';

/**
 * A list of cards drawn in two renders: the first `firstRender` (a first screen at any width) in
 * the render that shows the list, the others in a background render React can pause for input,
 * with `placeholder` holding their place, so a page of cards arriving (or being adopted from the
 * server's page) is not one long task (docs/performance.md, Lighthouse). Cards past the first
 * screen also carry `offScreenClass`: `content-visibility: auto` with the card's usual height,
 * so the browser lays them out only when they come near the view. Tailwind reads class names from
 * the source, so callers pass that class whole.
 */
export function DeferredCardList<Item extends { id: string }>({
  items,
  label,
  className,
  firstRender,
  offScreenClass,
  card,
  placeholder,
}: {
  items: Item[];
  label: string;
  className: string;
  firstRender: number;
  offScreenClass: string;
  card: (item: Item, index: number) => ReactNode;
  placeholder: ReactNode;
}) {
  // On the first render the first screen's worth; then (and after each new page) all of them.
  const drawn = useDeferredValue(items.length, Math.min(items.length, firstRender));
  return (
    <ul aria-label={label} className={className}>
      {items.map((item, index) => (
        <li key={item.id} className={index >= firstRender ? offScreenClass : undefined}>
          {index < drawn ? card(item, index) : placeholder}
        </li>
      ))}
    </ul>
  );
}

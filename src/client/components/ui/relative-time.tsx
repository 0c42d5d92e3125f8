import { formatRelativeTime } from '@/shared/format';

/**
 * "3h ago" (after `prefix`, as in "Sold 3h ago") in a `<time>`. A page the server drew says it as
 * of the moment it was drawn; the browser's first render, a moment later, may say "4h ago" and
 * keeps the server's words until it draws the element again, instead of failing to adopt the page
 * over one word (React's suppressHydrationWarning covers this element's own text only).
 */
export function RelativeTime({
  date,
  prefix = '',
  className,
}: {
  date: string;
  prefix?: string;
  className?: string;
}) {
  return (
    <time dateTime={date} className={className} suppressHydrationWarning>
      {`${prefix}${formatRelativeTime(date)}`}
    </time>
  );
}

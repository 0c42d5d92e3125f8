import { clsx } from 'clsx';
import { Star } from 'lucide-react';

/** Five stars filled to the nearest whole `rating`, with the number in words for screen readers. */
export function RatingStars({ rating, size = 'sm' }: { rating: number; size?: 'sm' | 'md' }) {
  const filled = Math.round(rating);
  return (
    <span className="inline-flex items-center gap-0.5">
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={clsx(
            size === 'md' ? 'size-5' : 'size-4',
            n <= filled ? 'fill-amber-400 text-amber-400' : 'fill-zinc-200 text-zinc-200',
          )}
        />
      ))}
      <span className="sr-only">{rating} out of 5</span>
    </span>
  );
}

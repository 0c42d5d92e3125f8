import { ImageOff, MessageSquareQuote, Search } from 'lucide-react';
import { Link } from 'wouter';
import { formatPrice, formatRelativeTime } from '@/shared/format';
import type { Review } from '@/shared/schemas/deals';
import { Avatar } from '@/client/components/ui/avatar';
import { EmptyState } from '@/client/components/ui/empty-state';
import { LoadError } from '@/client/components/ui/load-error';
import { LoadMore } from '@/client/components/ui/load-more';
import { Spinner } from '@/client/components/ui/spinner';
import { useUserReviews } from '@/client/features/users/api/reviews';
import { canStillEdit, EditReviewButton } from './edit-review-button';
import { RatingStars } from './rating-stars';
import { RemoveReviewDialog } from './remove-review-dialog';
import { ReviewReplyForm } from './review-reply-form';

/** The deal's item: a listing links to its page; a WTB request has no page of its own. */
function ReviewItem({ item }: { item: NonNullable<Review['item']> }) {
  const content = (
    <>
      <span className="flex size-8 shrink-0 items-center justify-center overflow-hidden rounded bg-zinc-100">
        {item.thumbnailUrl ? (
          <img src={item.thumbnailUrl} alt="" className="size-full object-cover" />
        ) : item.kind === 'wtb' ? (
          <Search aria-hidden="true" className="size-4 text-zinc-500" />
        ) : (
          <ImageOff aria-hidden="true" className="size-4 text-zinc-500" />
        )}
      </span>
      <span className="truncate">
        {item.kind === 'wtb' && <span className="text-zinc-500">WTB: </span>}
        {item.title}
      </span>
    </>
  );
  const classes = 'flex min-w-0 items-center gap-2 rounded';
  return item.kind === 'listing' ? (
    <Link href={`/listing/${encodeURIComponent(item.id)}`} className={`${classes} hover:underline`}>
      {content}
    </Link>
  ) : (
    <span className={classes}>{content}</span>
  );
}

function ReviewCard({
  review,
  username,
  canReply,
  canRemove,
  canEdit,
}: {
  review: Review;
  username: string;
  canReply: boolean;
  canRemove: boolean;
  /** The viewer wrote it, less than 48 hours ago. */
  canEdit: boolean;
}) {
  return (
    <li className="rounded-xl border border-zinc-200 p-4">
      <div className="flex items-start gap-3">
        <Avatar
          username={review.reviewer.username}
          imageUrl={review.reviewer.profileImageUrl}
          size="sm"
        />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <Link
              href={`/profile/${encodeURIComponent(review.reviewer.username)}`}
              className="font-semibold hover:underline"
            >
              @{review.reviewer.username}
            </Link>
            <span className="text-xs text-zinc-500">
              {review.reviewerRole === 'buyer' ? 'Bought' : 'Sold'} ·{' '}
              <time dateTime={review.createdAt}>{formatRelativeTime(review.createdAt)}</time>
            </span>
            {!review.counted && (
              <span
                className="text-xs text-zinc-500"
                title="Only one deal a week between the same two people counts toward the rating, and only reviews from accounts at least a week old when the deal was confirmed."
              >
                Not counted in the rating
              </span>
            )}
          </div>
          <div className="mt-1">
            <RatingStars rating={review.rating} />
          </div>
          {review.text && (
            <p className="mt-2 text-sm whitespace-pre-line break-words">{review.text}</p>
          )}
          <div className="mt-2 flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1 text-xs text-zinc-600">
            {review.item ? <ReviewItem item={review.item} /> : <span>Item no longer listed</span>}
            <span className="font-semibold text-zinc-900">{formatPrice(review.price)}</span>
          </div>
          {review.reply !== null && (
            <div className="mt-3 rounded-lg bg-zinc-50 p-3 text-sm">
              <p className="text-xs font-semibold text-zinc-700">Reply from @{username}</p>
              <p className="mt-1 whitespace-pre-line break-words">{review.reply}</p>
            </div>
          )}
          {canReply && review.reply === null && (
            <ReviewReplyForm reviewId={review.id} username={username} />
          )}
        </div>
        {canEdit && <EditReviewButton review={review} username={username} />}
        {canRemove && <RemoveReviewDialog reviewId={review.id} username={username} />}
      </div>
    </li>
  );
}

/**
 * docs/product.md, Profile page, Reviews tab: newest first, each with the deal's item, rating,
 * text, date and reply; the reviewed person may reply, its author may change it for 48 hours,
 * an admin may remove it.
 */
export function ReviewsTab({
  username,
  viewer,
  isOwnProfile,
  isAdmin,
}: {
  username: string;
  /** The signed-in viewer's username, or null for a visitor. */
  viewer: string | null;
  isOwnProfile: boolean;
  isAdmin: boolean;
}) {
  const query = useUserReviews(username);
  if (query.isPending) return <Spinner label="Loading reviews" />;
  if (query.isError) {
    return <LoadError title="Failed to load reviews" error={query.error} onRetry={query.refetch} />;
  }
  const reviews = query.data.pages.flatMap((page) => page.reviews);
  if (reviews.length === 0) {
    return <EmptyState icon={MessageSquareQuote} title="No reviews yet" />;
  }
  return (
    <>
      <ul aria-label="Reviews" className="grid max-w-3xl gap-3">
        {reviews.map((review) => (
          <ReviewCard
            key={review.id}
            review={review}
            username={username}
            canReply={isOwnProfile}
            canRemove={isAdmin}
            canEdit={review.reviewer.username === viewer && canStillEdit(review)}
          />
        ))}
      </ul>
      <LoadMore query={query} label="Loading more reviews" />
    </>
  );
}

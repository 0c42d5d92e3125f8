import { Handshake, TriangleAlert } from 'lucide-react';
import { accountAge } from '@/shared/account-age';
import { formatMonthYear } from '@/shared/format';
import type { Reputation } from '@/shared/schemas/deals';
import type { ReputationVariant } from '@/client/lib/person-slots';
import { useReputation } from '@/client/features/users/api/reviews';
import { RatingStars } from './rating-stars';

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/** "4.7 out of 5, 12 reviews", or "No reviews yet": the stars show the same to sighted readers. */
export function ratingSentence(reputation: Pick<Reputation, 'rating' | 'reviewCount'>): string {
  if (reputation.rating === null) return 'No reviews yet';
  return `${reputation.rating.toFixed(1)} out of 5, ${plural(reputation.reviewCount, 'review', 'reviews')}`;
}

/** "from 3 people", "from 1 person": who wrote the reviews the rating counts. */
export function reviewersPhrase(reviewers: number): string {
  return `from ${plural(reviewers, 'person', 'people')}`;
}

/** The stars and the sentence; on the profile (`withReviewers`) also how many people rated. */
function Rating({
  reputation,
  withReviewers = false,
}: {
  reputation: Reputation;
  withReviewers?: boolean;
}) {
  return (
    <span className="inline-flex flex-wrap items-center gap-x-1.5">
      {reputation.rating !== null && (
        <span aria-hidden="true" className="contents">
          <RatingStars rating={reputation.rating} />
        </span>
      )}
      <span className="whitespace-nowrap">{ratingSentence(reputation)}</span>
      {withReviewers && reputation.rating !== null && (
        <span className="whitespace-nowrap">{reviewersPhrase(reputation.reviewers)}</span>
      )}
    </span>
  );
}

/** How long ago they joined; under two weeks in a warning colour and said in words too. */
function AccountAge({ memberSince }: { memberSince: string }) {
  const { joined, isNew } = accountAge(memberSince);
  if (!isNew) return <span className="whitespace-nowrap">{joined}</span>;
  return (
    <span className="inline-flex items-center gap-1 font-medium whitespace-nowrap text-amber-800">
      <TriangleAlert aria-hidden="true" className="size-3.5" />
      New account · {joined}
    </span>
  );
}

/**
 * docs/product.md, Reputation: a person's rating, counted deals and join date, as the listing
 * page's seller card and the thread header show it (`compact`: one line, total deals) and the
 * profile header (how many people rated, deals as buyer and as seller; the header shows the join
 * date itself); the thread header's (`thread`) says how old the account is and counts confirmed
 * deals (docs/product.md, Safety, Scam warnings). Fed by GET /api/users/{username}/reputation.
 */
export function ReputationSummary({
  username,
  variant = 'compact',
}: {
  username: string;
  variant?: ReputationVariant | 'full';
}) {
  const reputation = useReputation(username);
  if (reputation.isPending) {
    return (
      <span aria-hidden="true" className="block h-4 w-48 animate-pulse rounded-md bg-zinc-100" />
    );
  }
  // Reputation is extra: without it, the card still says who the person is.
  if (reputation.isError) return null;
  const data = reputation.data;
  const deals = data.dealsAsBuyer + data.dealsAsSeller;
  if (variant === 'thread') {
    return (
      <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-zinc-600">
        <AccountAge memberSince={data.memberSince} />
        <span className="whitespace-nowrap">
          {plural(deals, 'confirmed deal', 'confirmed deals')}
        </span>
        <Rating reputation={data} />
      </span>
    );
  }
  if (variant === 'compact') {
    return (
      <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-zinc-600">
        <Rating reputation={data} />
        <span className="whitespace-nowrap">{plural(deals, 'deal', 'deals')}</span>
        <span className="whitespace-nowrap">Member since {formatMonthYear(data.memberSince)}</span>
      </span>
    );
  }
  return (
    <div className="grid gap-1 text-sm text-zinc-600">
      <Rating reputation={data} withReviewers />
      <p className="flex items-center gap-1.5">
        <Handshake aria-hidden="true" className="size-4" />
        {plural(data.dealsAsBuyer, 'deal', 'deals')} as buyer ·{' '}
        {plural(data.dealsAsSeller, 'deal', 'deals')} as seller
      </p>
    </div>
  );
}

import { Star } from 'lucide-react';
import { z } from 'zod';
import { REVIEW_RATING, type Review, reviewInputSchema } from '@/shared/schemas/deals';
import { Dialog, DialogContent } from '@/client/components/ui/dialog';
import { DialogFormActions } from '@/client/components/ui/dialog-form-actions';
import { FormField } from '@/client/components/ui/form-field';
import { Textarea } from '@/client/components/ui/input';
import type { ReviewDialogProps } from '@/client/lib/person-slots';
import { useReturnFocus } from '@/client/lib/use-return-focus';
import { submitHandler, useSchemaForm } from '@/client/lib/use-schema-form';
import { useEditReview, useReviewDeal } from '@/client/features/users/api/reviews';
import { CharacterCount } from './character-count';

/** The form holds text; the rating is read as the number the API takes. */
const reviewFormSchema = reviewInputSchema.extend({
  rating: z.coerce
    .number({ error: REVIEW_RATING })
    .int(REVIEW_RATING)
    .min(1, REVIEW_RATING)
    .max(5, REVIEW_RATING),
});

const RATING_WORDS = ['Terrible', 'Poor', 'Okay', 'Good', 'Excellent'];

/** Five radio buttons drawn as stars: arrow keys move between them as in any radio group. */
function RatingRadios({
  name,
  value,
  onChange,
  invalid,
  describedBy,
}: {
  name: string;
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
  describedBy: string | undefined;
}) {
  const chosen = Number(value) || 0;
  return (
    <div
      role="radiogroup"
      aria-label="Rating"
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      className="flex gap-1"
    >
      {RATING_WORDS.map((word, index) => {
        const rating = index + 1;
        return (
          <label
            key={rating}
            className="cursor-pointer rounded-md p-0.5 has-focus-visible:ring-2 has-focus-visible:ring-zinc-900"
          >
            <input
              type="radio"
              name={name}
              value={rating}
              checked={chosen === rating}
              onChange={() => onChange(String(rating))}
              className="sr-only"
            />
            <Star
              aria-hidden="true"
              className={
                rating <= chosen
                  ? 'size-8 fill-amber-400 text-amber-400'
                  : 'size-8 fill-zinc-100 text-zinc-300'
              }
            />
            <span className="sr-only">
              {rating} out of 5: {word}
            </span>
          </label>
        );
      })}
      <span aria-hidden="true" className="ml-2 self-center text-sm text-zinc-600">
        {chosen ? RATING_WORDS[chosen - 1] : ''}
      </span>
    </div>
  );
}

function ReviewForm({
  dealId,
  username,
  editing,
  onDone,
}: {
  dealId: number;
  username: string;
  editing: Review | undefined;
  onDone: () => void;
}) {
  const form = useSchemaForm(reviewFormSchema, {
    rating: editing ? String(editing.rating) : '',
    text: editing?.text ?? '',
  });
  const post = useReviewDeal(dealId, username);
  const edit = useEditReview(editing?.id ?? 0, username);
  const review = editing ? edit : post;
  const length = form.watch('text').length;
  const submit = submitHandler(form, review.isPending, (parsed) =>
    review.mutate(parsed, { onSuccess: onDone }),
  );
  return (
    <form noValidate onSubmit={submit} className="mt-5 grid gap-4">
      <FormField form={form} name="rating" label="Rating">
        {(control, setValue) => (
          <RatingRadios
            name={control.name}
            value={control.value}
            onChange={setValue}
            invalid={control['aria-invalid'] === true}
            describedBy={control['aria-describedby']}
          />
        )}
      </FormField>
      <FormField
        form={form}
        name="text"
        label="Review (optional)"
        hint={<CharacterCount length={length} />}
      >
        {(control) => (
          <Textarea {...control} rows={4} placeholder={`How was dealing with @${username}?`} />
        )}
      </FormField>
      <DialogFormActions
        pending={review.isPending}
        submitLabel={editing ? 'Save Review' : 'Post Review'}
        pendingLabel={editing ? 'Saving...' : 'Posting...'}
      />
    </form>
  );
}

/**
 * docs/product.md, Review dialog: a rating from 1 to 5 and an optional text about the other
 * party of a confirmed deal (`username`), opened from a deal's `review` action.
 */
export function ReviewDialog({
  dealId,
  username,
  open,
  onOpenChange,
  onReviewed,
  review,
}: ReviewDialogProps) {
  const returnFocus = useReturnFocus();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={review ? `Edit your review of @${username}` : `Review @${username}`}
        description={
          review
            ? 'You can change a review for 48 hours after writing it.'
            : 'Your review shows on their profile. You can change it for 48 hours.'
        }
        showDescription
        onCloseAutoFocus={returnFocus}
      >
        <ReviewForm
          dealId={dealId}
          username={username}
          editing={review}
          onDone={() => {
            onOpenChange(false);
            onReviewed?.();
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

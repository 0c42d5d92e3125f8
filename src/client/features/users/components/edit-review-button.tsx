import { useState } from 'react';
import { REVIEW_EDIT_HOURS, type Review } from '@/shared/schemas/deals';
import { Button } from '@/client/components/ui/button';
import { ReviewDialog } from './review-dialog';

const EDIT_WINDOW_MS = REVIEW_EDIT_HOURS * 60 * 60 * 1000;

/** Whether the review's author may still change it (the server checks the same window). */
export function canStillEdit(review: Review, now = Date.now()): boolean {
  return now < new Date(review.createdAt).getTime() + EDIT_WINDOW_MS;
}

/** The author's Edit on their own review, for 48 hours: the review form, filled in. */
export function EditReviewButton({ review, username }: { review: Review; username: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        aria-label={`Edit your review of @${username}`}
        onClick={() => setOpen(true)}
      >
        Edit
      </Button>
      <ReviewDialog
        dealId={review.dealId}
        username={username}
        review={review}
        open={open}
        onOpenChange={setOpen}
      />
    </>
  );
}

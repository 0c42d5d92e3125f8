import { REVIEW_TEXT_MAX } from '@/shared/schemas/deals';

/** "44/1,000 characters" under a review or reply field, read out as it changes. */
export function CharacterCount({ length }: { length: number }) {
  return (
    <span aria-live="polite" className="tabular-nums">
      {length.toLocaleString('en-US')}/{REVIEW_TEXT_MAX.toLocaleString('en-US')} characters
    </span>
  );
}

import { idCursor } from '@/server/http/cursor';

/** A position in someone's reviews: the oldest review id shown so far; the next page is older. */
const reviewCursor = idCursor('r');
export const encodeReviewCursor = reviewCursor.encode;
export const decodeReviewCursor = reviewCursor.decode;

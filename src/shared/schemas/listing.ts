import { z } from 'zod';
import {
  BRAND_MAX,
  CATEGORIES,
  COMPRESSED_IMAGE_MAX_BYTES,
  CONDITIONS,
  DESCRIPTION_MAX,
  LISTING_SIZE_MAX,
  MAX_IMAGES_PER_LISTING,
  TITLE_MAX,
} from '@/shared/constants';
import { moneyString, optionalText, requiredText } from './fields';
import { sellerSchema } from './user';

export const PRICE_REQUIRED = 'Price is required';
export const PRICE_RANGE = 'Price must be a positive number up to $10,000,000';
export const IMAGES_REQUIRED = 'Please upload at least one image.';
export const IMAGES_TOO_MANY = `You can upload up to ${MAX_IMAGES_PER_LISTING} images only.`;

/**
 * The message (docs/product.md, Validation) for a compressed listing photo over the cap, or null
 * when it may be sent. The cap is the server's (COMPRESSED_IMAGE_MAX_BYTES), so the two never
 * disagree.
 */
export function checkListingPhotoSize(photo: { size: number }, name: string): string | null {
  if (photo.size <= COMPRESSED_IMAGE_MAX_BYTES) return null;
  return `File ${name} is too large (max ${COMPRESSED_IMAGE_MAX_BYTES / 1024 / 1024}MB)`;
}

const listingFields = {
  title: requiredText('Title', TITLE_MAX),
  description: optionalText('Description', DESCRIPTION_MAX),
  brand: requiredText('Brand', BRAND_MAX),
  category: z.enum(CATEGORIES, { error: 'Category is required' }),
  size: requiredText('Size', LISTING_SIZE_MAX),
  condition: z.enum(CONDITIONS, { error: 'Condition is required' }),
  images: z
    .array(z.string().max(2048), { error: IMAGES_REQUIRED })
    .min(1, IMAGES_REQUIRED)
    .max(MAX_IMAGES_PER_LISTING, IMAGES_TOO_MANY),
};

/** POST /api/listings */
export const createListingSchema = z.object({
  ...listingFields,
  price: moneyString(PRICE_REQUIRED, PRICE_RANGE),
});
export type CreateListingInput = z.input<typeof createListingSchema>;

/** PUT /api/listings/{id}: the same body without price. */
export const updateListingSchema = z.object(listingFields);
export type UpdateListingInput = z.input<typeof updateListingSchema>;

/** PATCH /api/listings/{id}/discount, and the discount form (which also knows the current price). */
export const discountSchema = z.object({
  newPrice: z
    .string({ error: 'New Price is required' })
    .trim()
    .min(1, 'New Price is required')
    // Whole cents only, as numeric(12,2) stores them: "0.001" would round to 0.00, which is not
    // a positive price.
    .refine(
      (value) => /^\d*(\.\d{0,2})?$/.test(value) && Number(value) > 0,
      'Price must be a positive number',
    ),
});

export function discountFormSchema(currentPrice: number) {
  return discountSchema.refine((body) => Number(body.newPrice) < currentPrice, {
    message: 'New price must be lower than current price',
    path: ['newPrice'],
  });
}

export const listingSchema = z.object({
  id: z.string(),
  sellerId: z.string(),
  seller: sellerSchema,
  title: z.string(),
  description: z.string().nullable(),
  brand: z.string(),
  category: z.enum(CATEGORIES),
  size: z.string(),
  condition: z.enum(CONDITIONS),
  price: z.string(),
  originalPrice: z.string().nullable(),
  isDiscounted: z.boolean(),
  isSold: z.boolean(),
  soldAt: z.string().nullable(),
  createdAt: z.string(),
  bumpedAt: z.string(),
  /** When the price was last reduced (the recently-reduced sort); null until the first. */
  discountedAt: z.string().nullable(),
  /** Display images (longest side 1800 px), in order. */
  images: z.array(z.string()),
  /** Card thumbnails (longest side 600 px), in the same order as images. */
  thumbnails: z.array(z.string()),
});
export type Listing = z.infer<typeof listingSchema>;

/** PATCH /api/listings/{id}/discount: the listing after the discount, and whether it moved up. */
export const discountedListingSchema = listingSchema.extend({
  /** True when the discount also moved the listing to the top (and counted as its bump). */
  movedToTop: z.boolean(),
});
export type DiscountedListing = z.infer<typeof discountedListingSchema>;

/** DELETE /api/admin/listings/{id}: a sentence confirming the deletion. */
export const listingDeletedSchema = z.object({ message: z.string() });

export const listingPageSchema = z.object({
  listings: z.array(listingSchema),
  nextCursor: z.string().nullable(),
});
export type ListingPage = z.infer<typeof listingPageSchema>;

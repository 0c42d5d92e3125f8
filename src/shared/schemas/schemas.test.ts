import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { checkChatImage, textMessageSchema } from './chat';
import {
  checkListingPhotoSize,
  createListingSchema,
  discountFormSchema,
  updateListingSchema,
} from './listing';
import { listingsQuerySchema } from './listing-filters';

import { loginFormSchema, USERNAME_RULES, usernameSchema } from './user';
import { wtbInputSchema } from './wtb';

/** The first message the schema gives for this input, or null when it passes. */
function firstError(schema: z.ZodType, input: unknown): string | null {
  const result = schema.safeParse(input);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

const validListing = {
  title: 'Box Logo Hoodie',
  description: 'Pit to pit 24"',
  brand: 'Supreme',
  category: 'Tops',
  size: 'L',
  condition: 'Gently used',
  price: '250',
  images: ['/uploads/u1/1-a.webp'],
};

describe('listing form (docs/product.md, Validation)', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['title missing', { title: '' }, 'Title is required'],
    ['title blank', { title: '   ' }, 'Title is required'],
    ['title invisible (zero-width space, NEL)', { title: '\u200b\u0085' }, 'Title is required'],
    ['title too long', { title: 't'.repeat(101) }, 'Title must be less than 100 characters'],
    [
      'description too long',
      { description: 'd'.repeat(1501) },
      'Description must be less than 1,500 characters',
    ],
    ['brand missing', { brand: '' }, 'Brand is required'],
    ['brand too long', { brand: 'b'.repeat(51) }, 'Brand must be less than 50 characters'],
    ['category missing', { category: '' }, 'Category is required'],
    ['category unknown', { category: 'Hats' }, 'Category is required'],
    ['condition missing', { condition: undefined }, 'Condition is required'],
    ['size missing', { size: '' }, 'Size is required'],
    ['size too long', { size: 'XXXXXL' }, 'Size must be less than 5 characters'],
    ['price missing', { price: '' }, 'Price is required'],
    ['price absent', { price: undefined }, 'Price is required'],
    ['price zero', { price: '0' }, 'Price must be a positive number up to $10,000,000'],
    [
      'price too high',
      { price: '10000000.01' },
      'Price must be a positive number up to $10,000,000',
    ],
    ['price not a number', { price: '12abc' }, 'Price must be a positive number up to $10,000,000'],
    ['price negative', { price: '-5' }, 'Price must be a positive number up to $10,000,000'],
    ['no images', { images: [] }, 'Please upload at least one image.'],
    [
      'nine images',
      { images: Array.from({ length: 9 }, (_, i) => `/uploads/u/${i}.webp`) },
      'You can upload up to 8 images only.',
    ],
  ];

  it.each(cases)('%s', (_name, change, message) => {
    expect(firstError(createListingSchema, { ...validListing, ...change })).toBe(message);
  });

  it('accepts a valid listing, trims text and normalises the price', () => {
    const parsed = createListingSchema.parse({
      ...validListing,
      title: '  Hoodie  ',
      price: '10000000',
    });
    expect(parsed.title).toBe('Hoodie');
    expect(parsed.price).toBe('10000000.00');
    expect(createListingSchema.parse({ ...validListing, description: '' }).description).toBeNull();
  });

  it('refuses a compressed photo over the server cap of 15 MB by name', () => {
    expect(checkListingPhotoSize({ size: 15 * 1024 * 1024 }, 'a.jpg')).toBeNull();
    expect(checkListingPhotoSize({ size: 15 * 1024 * 1024 + 1 }, 'IMG_1.jpg')).toBe(
      'File IMG_1.jpg is too large (max 15MB)',
    );
  });

  it('edits without a price', () => {
    const { price: _price, ...edit } = validListing;
    expect(updateListingSchema.safeParse(edit).success).toBe(true);
  });
});

describe('WTB form (docs/product.md, Validation)', () => {
  const valid = {
    title: 'Dunk Low Panda',
    brand: 'Nike',
    size: '10.5',
    maxPrice: '120',
    description: '',
  };
  const cases: [string, Record<string, unknown>, string][] = [
    ['title missing', { title: ' ' }, 'Title is required'],
    ['title too long', { title: 't'.repeat(101) }, 'Title must be less than 100 characters'],
    ['brand missing', { brand: '' }, 'Brand is required'],
    ['brand too long', { brand: 'b'.repeat(51) }, 'Brand must be less than 50 characters'],
    ['size missing', { size: '' }, 'Size is required'],
    ['size too long', { size: 's'.repeat(11) }, 'Size must be less than 10 characters'],
    ['budget missing', { maxPrice: '' }, 'Budget is required'],
    ['budget zero', { maxPrice: '0' }, 'Budget must be a positive number up to $10,000,000'],
    [
      'budget too high',
      { maxPrice: '20000000' },
      'Budget must be a positive number up to $10,000,000',
    ],
    [
      'budget with exponent',
      { maxPrice: '1e5' },
      'Budget must be a positive number up to $10,000,000',
    ],
    [
      'description too long',
      { description: 'd'.repeat(1501) },
      'Description must be less than 1,500 characters',
    ],
  ];

  it.each(cases)('%s', (_name, change, message) => {
    expect(firstError(wtbInputSchema, { ...valid, ...change })).toBe(message);
  });

  it('trims values and allows a 10-character size', () => {
    const parsed = wtbInputSchema.parse({ ...valid, title: ' Dunk ', size: '1234567890' });
    expect(parsed).toMatchObject({
      title: 'Dunk',
      size: '1234567890',
      maxPrice: '120.00',
      description: null,
    });
  });
});

describe('discount form (docs/product.md, Validation)', () => {
  const schema = discountFormSchema(100);
  it.each([
    ['', 'New Price is required'],
    ['abc', 'Price must be a positive number'],
    ['0', 'Price must be a positive number'],
    ['100', 'New price must be lower than current price'],
    ['150', 'New price must be lower than current price'],
  ])('%j gives %s', (newPrice, message) => {
    expect(firstError(schema, { newPrice })).toBe(message);
  });

  it('accepts a lower price', () => {
    expect(firstError(schema, { newPrice: '89.99' })).toBeNull();
  });
});

describe('username (docs/product.md, Validation)', () => {
  it.each([
    ['', 'Username cannot be empty'],
    ['has space', 'Username can only contain letters and numbers'],
    ['émile', 'Username can only contain letters and numbers'],
    ['ab', 'Username must be at least 3 characters long'],
    ['a'.repeat(21), 'Username must be 20 characters or less'],
  ])('%j gives %s followed by the rules', (username, message) => {
    expect(firstError(usernameSchema, username)).toBe(`${message}. ${USERNAME_RULES}`);
  });

  it('accepts 3 to 20 letters and digits', () => {
    expect(firstError(usernameSchema, 'abc')).toBeNull();
    expect(firstError(usernameSchema, 'Abc123'.padEnd(20, 'x'))).toBeNull();
  });
});

describe('login form', () => {
  it('requires a valid e-mail and a password', () => {
    expect(firstError(loginFormSchema, { email: '', password: 'x' })).toBe('Email is required');
    expect(firstError(loginFormSchema, { email: 'not-an-email', password: 'x' })).toBe(
      'Please enter a valid email address',
    );
    expect(firstError(loginFormSchema, { email: 'a@b.co', password: '' })).toBe(
      'Password is required',
    );
  });
});

describe('chat (docs/product.md, Validation)', () => {
  it('refuses blank and over-long text', () => {
    const id = '00000000-0000-4000-8000-000000000000';
    expect(
      firstError(textMessageSchema, { conversationId: id, type: 'text', content: '  \n ' }),
    ).toBe('Message cannot be empty');
    expect(
      firstError(textMessageSchema, {
        conversationId: id,
        type: 'text',
        content: 'x'.repeat(2001),
      }),
    ).toBe('Messages are limited to 2,000 characters');
  });

  it('checks chat image type and size with the spec messages', () => {
    expect(checkChatImage({ type: 'application/pdf', size: 10 })?.description).toBe(
      'Please select a valid image file (JPEG, PNG, GIF, or WebP).',
    );
    expect(checkChatImage({ type: 'image/png', size: 10 * 1024 * 1024 + 1 })?.description).toBe(
      'Image file is too large. Please choose a smaller image (max 10MB).',
    );
    expect(checkChatImage({ type: 'image/webp', size: 10 * 1024 * 1024 })).toBeNull();
  });
});

describe('list queries', () => {
  it('defaults the page size to 48 and refuses limits outside 1 to 100', () => {
    expect(listingsQuerySchema.parse({}).limit).toBe(48);
    expect(listingsQuerySchema.parse({ limit: '100' }).limit).toBe(100);
    for (const limit of ['-1', '0', '101', '1.5', 'x']) {
      expect(firstError(listingsQuerySchema, { limit })).toBe(
        'limit must be a whole number from 1 to 100',
      );
    }
    expect(listingsQuerySchema.parse({ q: '   ' }).q).toBeUndefined();
  });
});

import { z } from 'zod';
import { CHAT_IMAGE_MAX_BYTES, MESSAGE_MAX_LENGTH } from '../constants';

export const CHAT_IMAGE_TYPES = [
  'image/jpeg',
  'image/jpg',
  'image/png',
  'image/gif',
  'image/webp',
] as const;

export const chatErrors = {
  self: {
    title: 'Cannot message yourself',
    description: 'You cannot send messages in a conversation with yourself.',
  },
  invalidType: {
    title: 'Invalid file type',
    description: 'Please select a valid image file (JPEG, PNG, GIF, or WebP).',
  },
  tooLarge: {
    title: 'File too large',
    description: 'Image file is too large. Please choose a smaller image (max 10MB).',
  },
} as const;

/** Returns the SPEC.md §5 error for a chat image, or null when it may be sent. */
export function checkChatImage(file: { type: string; size: number }) {
  if (!(CHAT_IMAGE_TYPES as readonly string[]).includes(file.type)) return chatErrors.invalidType;
  if (file.size > CHAT_IMAGE_MAX_BYTES) return chatErrors.tooLarge;
  return null;
}

export const textMessageSchema = z.object({
  conversationId: z.uuid(),
  type: z.literal('text'),
  content: z
    .string()
    .refine((value) => value.trim().length > 0, 'Message cannot be empty')
    .refine(
      (value) => value.length <= MESSAGE_MAX_LENGTH,
      `Messages are limited to ${MESSAGE_MAX_LENGTH.toLocaleString('en-US')} characters`,
    ),
});

import { isCanonicalKey, privateUrlFor } from '@/server/storage/storage';

/** A chat image's file name as the upload route makes it (`uploads/keys.ts`). */
export const CHAT_IMAGE_FILE = /^\d+-[0-9a-f]{12}(?:-thumb)?\.webp$/;

const CHAT_KEY_AT_END =
  /(?:^|\/)(chatimages\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/\d+-[0-9a-f]{12}(?:-thumb)?\.webp)$/;

/**
 * The URL a participant loads a stored chat image from. Messages store the participant route's
 * URL; rows written before chat images were private name `/uploads/{key}` or a public bucket
 * URL, which no longer serve them, so any reference ending in a chat image key is read as that key.
 */
export function participantImageUrl(reference: string): string {
  const key = CHAT_KEY_AT_END.exec(reference.split(/[?#]/)[0] ?? '')?.[1];
  return key && isCanonicalKey(key) ? privateUrlFor(key) : reference;
}

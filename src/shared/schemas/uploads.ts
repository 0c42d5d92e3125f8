import { z } from 'zod';

const uploadPurposeSchema = z.enum(['listing', 'chat', 'profile'], {
  error: 'purpose must be listing, chat or profile',
});
export type UploadPurpose = z.infer<typeof uploadPurposeSchema>;

/** POST /api/uploads?purpose=&conversationId= (the conversation only for chat images). */
export const uploadQuerySchema = z.object({
  purpose: uploadPurposeSchema,
  conversationId: z.uuid({ error: 'conversationId must be a conversation id' }).optional(),
});

/** One stored image: its URL and the size it was stored at. */
const uploadedImageSchema = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;

/** The answer to POST /api/uploads: the stored images, in the order they were sent. */
export const uploadResultSchema = z.object({ files: z.array(uploadedImageSchema) });
export type UploadResult = z.infer<typeof uploadResultSchema>;

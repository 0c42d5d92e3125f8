import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Message } from '@/shared/schemas/chat';
import type { UploadResult } from '@/shared/schemas/uploads';
import { toastError } from '@/client/lib/mutation-toasts';
import { request, withQuery } from '@/client/lib/request';
import { sendImageError } from '@/client/features/messaging/chat-errors';
import { applySentMessage, refreshIfBlocked, sendMessage } from './send-message';

/** POST /api/uploads?purpose=chat: stored under the conversation it is sent in (10 MB at most). */
async function uploadChatImage(conversationId: string, file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file, file.name);
  const { files } = await request<UploadResult>(
    'POST',
    withQuery('/api/uploads', { purpose: 'chat', conversationId }),
    { form },
  );
  const url = files?.[0]?.url;
  if (!url) throw new Error('The upload did not return an image');
  return url;
}

/** Uploads the image, then sends it as an image message. */
export async function sendImage(conversationId: string, file: File): Promise<Message> {
  const url = await uploadChatImage(conversationId, file);
  return sendMessage({ conversationId, type: 'image', url });
}

export function useSendImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { conversationId: string; file: File }) =>
      sendImage(input.conversationId, input.file),
    onSuccess: (message) => applySentMessage(queryClient, message),
    onError: (error) => {
      refreshIfBlocked(queryClient, error);
      toastError(error, sendImageError(error));
    },
  });
}

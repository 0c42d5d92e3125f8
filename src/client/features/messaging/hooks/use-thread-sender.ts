import { chatErrors, type ChatParty, type Conversation } from '@/shared/schemas/chat';
import { toast } from '@/client/lib/toast';
import { useCreateConversation } from '@/client/features/messaging/api/create-conversation';
import { useSendImage } from '@/client/features/messaging/api/send-image';
import { useSendText } from '@/client/features/messaging/api/send-message';
import { NO_CONVERSATION } from '@/client/features/messaging/chat-errors';
import { otherParty, type ChatTarget, type Selected } from '@/client/features/messaging/selection';

function otherOf(selected: Selected, userId: string): ChatParty | null {
  if (selected.kind === 'conversation') return otherParty(selected.conversation, userId);
  if (selected.kind === 'pending') return selected.target.other;
  return null;
}

/**
 * Sending in the chosen thread: nothing chosen or a conversation with oneself is refused with the
 * toasts (docs/product.md, Validation and Error catalogue); a conversation not started yet is
 * created first (POST /api/conversations), and the message then goes into it.
 */
export function useThreadSender({
  selected,
  userId,
  onCreated,
}: {
  selected: Selected;
  userId: string;
  onCreated: (conversation: Conversation, target: ChatTarget) => void;
}) {
  const create = useCreateConversation();
  const sendText = useSendText();
  const sendImage = useSendImage();

  /** The conversation to send in, created if need be; null when the message must not go. */
  async function conversationFor(kind: keyof typeof NO_CONVERSATION): Promise<string | null> {
    const other = otherOf(selected, userId);
    if (!other) {
      toast({ variant: 'destructive', title: 'Error', description: NO_CONVERSATION[kind] });
      return null;
    }
    if (other.id === userId) {
      toast({ variant: 'destructive', ...chatErrors.self });
      return null;
    }
    if (selected.kind === 'conversation') return selected.conversation.id;
    if (selected.kind !== 'pending' || create.isPending) return null;
    try {
      const conversation = await create.mutateAsync(selected.target);
      onCreated(conversation, selected.target);
      return conversation.id;
    } catch {
      return null;
    }
  }

  return {
    creating: create.isPending,
    sendingImage: sendImage.isPending || create.isPending,
    async text(content: string): Promise<boolean> {
      const conversationId = await conversationFor('text');
      if (!conversationId) return false;
      try {
        await sendText.mutateAsync({ conversationId, content });
        return true;
      } catch {
        return false;
      }
    },
    async image(file: File): Promise<boolean> {
      const conversationId = await conversationFor('image');
      if (!conversationId) return false;
      try {
        await sendImage.mutateAsync({ conversationId, file });
        return true;
      } catch {
        return false;
      }
    },
  };
}

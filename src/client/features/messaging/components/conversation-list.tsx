import { MessageCircle } from 'lucide-react';
import type { Conversation } from '@/shared/schemas/chat';
import { Spinner } from '@/client/components/ui/spinner';
import {
  conversationTitle,
  lastMessagePreview,
  targetTitle,
} from '@/client/features/messaging/preview';
import { otherParty, type ChatTarget } from '@/client/features/messaging/selection';
import { ConversationRow } from './conversation-row';
import { PaneLoadError } from './thread-body';

export const PENDING_KEY = 'pending';

/** The left pane (the only one on a phone until a conversation is chosen). */
export function ConversationList({
  conversations,
  error,
  onRetry,
  userId,
  selectedId,
  pendingTarget,
  pendingSelected,
  onSelect,
  onSelectPending,
}: {
  conversations: Conversation[] | undefined;
  error: unknown;
  onRetry: () => void;
  userId: string;
  selectedId: string | null;
  pendingTarget: ChatTarget | null;
  pendingSelected: boolean;
  onSelect: (id: string) => void;
  onSelectPending: () => void;
}) {
  if (!conversations) {
    if (error) {
      return (
        <div className="px-6 py-10 text-center text-sm">
          <PaneLoadError error={error} onRetry={onRetry} />
        </div>
      );
    }
    return (
      <div className="flex justify-center py-10">
        <Spinner label="Loading conversations" />
      </div>
    );
  }
  if (conversations.length === 0 && !pendingTarget) {
    return (
      <div className="flex flex-col items-center px-6 py-12 text-center">
        <MessageCircle aria-hidden="true" className="size-8 text-zinc-400" strokeWidth={1.5} />
        <p className="mt-3 text-sm font-medium text-zinc-700">No conversations yet</p>
      </div>
    );
  }
  return (
    <ul aria-label="Conversations" className="divide-y divide-zinc-100">
      {pendingTarget && (
        <ConversationRow
          conversationKey={PENDING_KEY}
          other={pendingTarget.other}
          title={targetTitle(pendingTarget)}
          preview={<span className="italic">Starting new conversation...</span>}
          time={null}
          unread={false}
          selected={pendingSelected}
          onSelect={onSelectPending}
        />
      )}
      {conversations.map((conversation) => (
        <ConversationRow
          key={conversation.id}
          conversationKey={conversation.id}
          other={otherParty(conversation, userId)}
          title={conversationTitle(conversation)}
          preview={
            lastMessagePreview(conversation) ?? <span className="italic">No messages yet</span>
          }
          time={conversation.lastMessageAt ?? conversation.createdAt}
          unread={!conversation.isRead}
          selected={conversation.id === selectedId}
          onSelect={() => onSelect(conversation.id)}
        />
      ))}
    </ul>
  );
}

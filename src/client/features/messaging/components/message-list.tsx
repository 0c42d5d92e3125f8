import { useId } from 'react';
import type { Message } from '@/shared/schemas/chat';
import { groupByDay } from '@/client/features/messaging/message-days';
import { latestCardIds, withoutStepActions } from '@/client/features/messaging/trade-cards';
import { MessageActionsMenu } from './message-actions-menu';
import { MessageBubble } from './message-bubble';

/** The messages of a thread, oldest first, under their day separators. */
export function MessageList({
  messages,
  userId,
  otherUsername,
  onImageLoad,
  blocked,
}: {
  messages: Message[];
  userId: string;
  otherUsername: string;
  onImageLoad: () => void;
  /**
   * One of the two blocked the other: no ⋯ menus (Block), and offer and deal cards without the
   * buttons that would write to the other person.
   */
  blocked: boolean;
}) {
  const id = useId();
  const withCard = latestCardIds(messages);
  return (
    <div className="grid gap-4">
      {groupByDay(messages).map((day, index) => (
        <div key={day.key} role="group" aria-labelledby={`${id}-${index}`} className="grid gap-2">
          <p
            id={`${id}-${index}`}
            className="flex items-center gap-3 text-xs font-medium text-zinc-500 before:h-px before:flex-1 before:bg-zinc-200 after:h-px after:flex-1 after:bg-zinc-200"
          >
            {day.label}
          </p>
          <ol className="grid gap-2">
            {day.messages.map((message) => (
              <MessageBubble
                key={message.id}
                message={blocked ? withoutStepActions(message) : message}
                mine={message.senderId === userId}
                onImageLoad={onImageLoad}
                party={withCard.has(message.id) ? { userId, otherUsername } : null}
                menu={
                  message.senderId !== userId ? (
                    <MessageActionsMenu
                      messageId={message.id}
                      username={message.sender.username}
                      blocked={blocked}
                    />
                  ) : null
                }
              />
            ))}
          </ol>
        </div>
      ))}
    </div>
  );
}

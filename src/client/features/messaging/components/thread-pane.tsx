import { useRef, type Ref } from 'react';
import type { Conversation } from '@/shared/schemas/chat';
import { taggedPhotoRequest } from '@/shared/tagged-photo';
import { useMessages } from '@/client/features/messaging/api/get-messages';
import { otherParty, type ChatTarget, type Selected } from '@/client/features/messaging/selection';
import { BlockedNotice } from './blocked-notice';
import { Composer } from './composer';
import { MessageList } from './message-list';
import { LoadOlder } from './load-older';
import { NO_MESSAGES, ThreadLoadError, ThreadLoading, ThreadNotice } from './thread-body';
import { ThreadActionsMenu } from './thread-actions-menu';
import { ThreadHeader, type ThreadSubject } from './thread-header';
import { TradeButtons } from './trade-buttons';
import { useIncomingAnnouncement } from '@/client/features/messaging/hooks/use-incoming-announcement';
import { useMarkReadWhenSeen } from '@/client/features/messaging/hooks/use-mark-read-when-seen';
import { useNewestInView } from '@/client/features/messaging/hooks/use-newest-in-view';
import { useOlderMessages } from '@/client/features/messaging/hooks/use-older-messages';
import { useThreadSender } from '@/client/features/messaging/hooks/use-thread-sender';

function subjectOf(selected: Selected): ThreadSubject {
  if (selected.kind === 'pending') {
    const { target } = selected;
    return target.kind === 'wtb'
      ? { kind: 'wtb', wtb: target.wtb }
      : { kind: 'listing', listing: target.listing };
  }
  if (selected.kind !== 'conversation') return { kind: 'gone' };
  const { conversation } = selected;
  if (conversation.isWTB && conversation.wtbListing) {
    return { kind: 'wtb', wtb: conversation.wtbListing };
  }
  if (!conversation.isWTB && conversation.listing) {
    return { kind: 'listing', listing: conversation.listing };
  }
  return { kind: 'gone' };
}

/**
 * The right pane (the only one on a phone once a conversation is chosen): the header, the
 * messages or the state in their place, and the composer.
 */
export function ThreadPane({
  selected,
  userId,
  onBack,
  onCreated,
  draftKey,
  inputRef,
  choosing,
}: {
  selected: Selected;
  /** The dialog is still choosing a conversation to show: nothing to say yet. */
  choosing: boolean;
  userId: string;
  onBack: () => void;
  onCreated: (conversation: Conversation, target: ChatTarget) => void;
  draftKey: string;
  inputRef: Ref<HTMLInputElement>;
}) {
  const conversation = selected.kind === 'conversation' ? selected.conversation : null;
  const messages = useMessages(conversation?.id ?? null);
  const sender = useThreadSender({ selected, userId, onCreated });
  useMarkReadWhenSeen(conversation, messages.data);
  const announcement = useIncomingAnnouncement(conversation?.id ?? null, messages.data, userId);

  const scroller = useRef<HTMLDivElement>(null);
  const threadKey = conversation?.id ?? selected.kind;
  const newestId = messages.data?.[messages.data.length - 1]?.id ?? null;
  const follow = useNewestInView(scroller, threadKey, newestId);
  const older = useOlderMessages(scroller, messages, messages.data?.[0]?.id ?? null);

  const blocked = conversation?.blocked ?? false;
  const other =
    selected.kind === 'conversation'
      ? otherParty(selected.conversation, userId)
      : selected.kind === 'pending'
        ? selected.target.other
        : null;

  let body;
  if (selected.kind === 'none') {
    body = choosing ? null : <ThreadNotice>Select a conversation to start messaging</ThreadNotice>;
  } else if (sender.creating) {
    body = <ThreadLoading label="Creating conversation..." />;
  } else if (selected.kind === 'pending') {
    body = <ThreadNotice>{NO_MESSAGES}</ThreadNotice>;
  } else if (messages.isPending) {
    body = <ThreadLoading label="Loading messages" />;
  } else if (messages.isError) {
    body = <ThreadLoadError error={messages.error} onRetry={() => void messages.refetch()} />;
  } else if (messages.data.length === 0) {
    body = <ThreadNotice>{NO_MESSAGES}</ThreadNotice>;
  } else {
    body = (
      <>
        <LoadOlder older={messages} onLoad={older.load} />
        <MessageList
          messages={messages.data}
          userId={userId}
          otherUsername={other?.username ?? ''}
          onImageLoad={follow.onContentGrew}
          blocked={blocked}
        />
      </>
    );
  }

  return (
    <div className="flex h-full min-h-0 flex-col">
      {other && (
        <ThreadHeader
          subject={subjectOf(selected)}
          other={other}
          onBack={onBack}
          menu={
            <ThreadActionsMenu
              username={other.username}
              blocked={blocked}
              onRequestPhoto={
                conversation
                  ? () => void sender.text(taggedPhotoRequest(other.username, new Date()))
                  : null
              }
            />
          }
          actions={
            conversation &&
            !blocked && (
              <TradeButtons
                conversationId={conversation.id}
                price={conversation.isWTB ? null : (conversation.listing?.price ?? null)}
              />
            )
          }
        />
      )}
      <div
        ref={scroller}
        onScroll={() => {
          follow.onScroll();
          older.onScroll();
        }}
        className="min-h-0 flex-1 overflow-y-auto px-3 py-4 md:px-5"
        tabIndex={selected.kind === 'conversation' ? 0 : undefined}
        aria-label={other ? `Messages with @${other.username}` : undefined}
        role={other ? 'region' : undefined}
      >
        {body}
      </div>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {conversation && blocked && other ? (
        <BlockedNotice username={other.username} blockedByMe={conversation.blockedByMe} />
      ) : (
        <Composer
          draftKey={draftKey}
          onSendText={sender.text}
          onSendImage={sender.image}
          sendingImage={sender.sendingImage}
          inputRef={inputRef}
        />
      )}
    </div>
  );
}

import { clsx } from 'clsx';
import { Dialog } from 'radix-ui';
import { useEffect, useRef, useState } from 'react';
import { DialogCloseButton } from '@/client/components/ui/dialog';
import { useIsMobile } from '@/client/lib/use-media-query';
import { LoadMore } from '@/client/components/ui/load-more';
import { useConversations } from '@/client/features/messaging/api/get-conversations';
import type { ChatTarget } from '@/client/features/messaging/selection';
import { ConversationList, PENDING_KEY } from './conversation-list';
import { ThreadPane } from './thread-pane';
import { useSelection } from '@/client/features/messaging/hooks/use-selection';

type FocusRequest = { to: 'thread' } | { to: 'row'; key: string } | null;

/**
 * docs/product.md, Messages dialog. Desktop: the conversation list on the left, the thread on the
 * right. Under 768 px: one pane at a time, the thread with a way back to the list.
 */
export default function MessagesDialog({
  userId,
  target,
  conversationId = null,
  onClose,
}: {
  userId: string;
  target: ChatTarget | null;
  /** Opened on this conversation (a link to it). */
  conversationId?: string | null;
  onClose: () => void;
}) {
  const isMobile = useIsMobile();
  const conversations = useConversations();
  const selection = useSelection({
    target,
    conversationId,
    conversations: conversations.data,
    userId,
  });
  const { selected } = selection;
  const selectedId = selected.kind === 'conversation' ? selected.conversation.id : null;
  const showingThread = selected.kind !== 'none';
  // The conversation started here keeps the draft it was started with.
  const [startedId, setStartedId] = useState<string | null>(null);
  const draftKey =
    selected.kind === 'pending' || (selectedId !== null && selectedId === startedId)
      ? 'new'
      : (selectedId ?? 'none');

  const content = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  // On a phone the pane that had focus goes away: focus follows to the pane that replaces it.
  const [focusRequest, setFocusRequest] = useState<FocusRequest>(null);
  useEffect(() => {
    if (!focusRequest) return;
    const selector =
      focusRequest.to === 'thread'
        ? '[data-thread-back]'
        : `[data-conversation="${CSS.escape(focusRequest.key)}"]`;
    content.current?.querySelector<HTMLElement>(selector)?.focus();
    setFocusRequest(null);
  }, [focusRequest]);

  function choose(select: () => void) {
    select();
    if (isMobile) setFocusRequest({ to: 'thread' });
  }

  function back() {
    const key = selectedId ?? (selected.kind === 'pending' ? PENDING_KEY : null);
    selection.clear();
    if (key) setFocusRequest({ to: 'row', key });
  }

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50 data-[state=open]:animate-fade-in" />
        <Dialog.Content
          ref={content}
          onOpenAutoFocus={(event) => {
            // Straight to typing on a desktop; a phone's keyboard would cover the thread.
            if (!isMobile && showingThread && input.current) {
              event.preventDefault();
              input.current.focus();
            }
          }}
          className={clsx(
            'fixed inset-0 z-50 flex flex-col overflow-hidden bg-white data-[state=open]:animate-dialog-in',
            'md:inset-auto md:top-1/2 md:left-1/2 md:grid md:h-[min(46rem,calc(100dvh-4rem))] md:w-[calc(100%-4rem)] md:max-w-5xl md:-translate-x-1/2 md:-translate-y-1/2 md:grid-cols-[20rem_minmax(0,1fr)] md:rounded-2xl md:shadow-xl',
          )}
        >
          <div
            className={clsx(
              'min-h-0 flex-col md:flex md:border-r md:border-zinc-200',
              showingThread ? 'hidden' : 'flex flex-1',
            )}
          >
            <div className="flex h-16 shrink-0 items-center border-b border-zinc-200 px-5">
              <Dialog.Title className="text-lg font-semibold">Messages</Dialog.Title>
            </div>
            <Dialog.Description className="sr-only">
              Your conversations about listings and WTB requests
            </Dialog.Description>
            <div className="min-h-0 flex-1 overflow-y-auto">
              <ConversationList
                conversations={conversations.data}
                error={conversations.error}
                onRetry={() => void conversations.refetch()}
                userId={userId}
                selectedId={selectedId}
                pendingTarget={selection.pendingTarget}
                pendingSelected={selected.kind === 'pending'}
                onSelect={(id) => choose(() => selection.selectConversation(id))}
                onSelectPending={() => choose(selection.selectPending)}
              />
              {conversations.data && (
                <LoadMore query={conversations} label="Loading more conversations" />
              )}
            </div>
          </div>
          <div className={clsx('min-h-0 flex-1', !showingThread && 'max-md:hidden')}>
            <ThreadPane
              selected={selected}
              choosing={selection.choosing}
              userId={userId}
              onBack={back}
              onCreated={(conversation) => {
                setStartedId(conversation.id);
                selection.selectConversation(conversation.id);
              }}
              draftKey={draftKey}
              inputRef={input}
            />
          </div>
          <DialogCloseButton className="top-3.5 right-3.5 size-9" />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

import { clsx } from 'clsx';
import { formatRelativeTime } from '@/shared/format';
import type { ReportGroup } from '@/shared/schemas/moderation';

type MessagePreview = NonNullable<ReportGroup['message']>;

/** The reported message among its neighbours, highlighted; moderators still see removed text. */
export function MessageThread({ preview }: { preview: MessagePreview }) {
  return (
    <ol className="grid gap-1.5" aria-label="The reported message in its conversation">
      {preview.thread.map((message) => {
        const reported = message.id === preview.id;
        return (
          <li
            key={message.id}
            aria-current={reported || undefined}
            className={clsx(
              'rounded-lg px-3 py-2 text-sm',
              reported ? 'bg-amber-50 ring-2 ring-amber-400' : 'bg-zinc-50',
            )}
          >
            <p className="flex flex-wrap items-baseline gap-x-2 text-xs text-zinc-500">
              <span className="font-semibold text-zinc-700">@{message.senderUsername}</span>
              <time dateTime={message.createdAt}>{formatRelativeTime(message.createdAt)}</time>
              {reported && <span className="font-semibold text-amber-800">Reported</span>}
              {message.removed && <span className="italic">Removed</span>}
            </p>
            {message.messageType === 'image' && message.imageUrl ? (
              <a href={message.imageUrl} target="_blank" rel="noopener" className="underline">
                Image (opens in a new tab)
              </a>
            ) : (
              <p className="break-words whitespace-pre-wrap">{message.content}</p>
            )}
          </li>
        );
      })}
    </ol>
  );
}

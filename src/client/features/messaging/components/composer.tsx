import { ImagePlus, SendHorizontal, X } from 'lucide-react';
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent, type Ref } from 'react';
import { MESSAGE_MAX_LENGTH } from '@/shared/constants';
import { checkChatImage, CHAT_IMAGE_TYPES } from '@/shared/schemas/chat';
import { Button } from '@/client/components/ui/button';
import { inputClasses } from '@/client/components/ui/input';
import { toast } from '@/client/lib/toast';

type Preview = { file: File; url: string };

/**
 * docs/product.md, Messages dialog: Enter sends the text (blank text is not sent); the attach
 * button picks an image, checked here first (docs/product.md, Validation), shown as a preview with
 * Send Image and a way back out. The senders resolve to true once the message is sent; on failure
 * the text comes back.
 */
export function Composer({
  draftKey,
  onSendText,
  onSendImage,
  sendingImage,
  inputRef,
}: {
  /** Another thread starts another draft: no text or image meant for one goes to the next. */
  draftKey: string;
  onSendText: (content: string) => Promise<boolean>;
  onSendImage: (file: File) => Promise<boolean>;
  sendingImage: boolean;
  inputRef: Ref<HTMLInputElement>;
}) {
  const [text, setText] = useState('');
  const [preview, setPreview] = useState<Preview | null>(null);
  const [draftFor, setDraftFor] = useState(draftKey);
  if (draftFor !== draftKey) {
    setDraftFor(draftKey);
    setText('');
    setPreview(null);
  }
  const fileInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview.url);
  }, [preview]);

  async function submitText(event: FormEvent) {
    event.preventDefault();
    const content = text.trim();
    if (!content) return;
    setText('');
    const sent = await onSendText(content);
    if (!sent) setText((current) => current || content);
  }

  function pickImage(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = checkChatImage(file);
    if (problem) {
      toast({ variant: 'destructive', ...problem });
      return;
    }
    setPreview({ file, url: URL.createObjectURL(file) });
  }

  async function sendImage() {
    if (!preview || sendingImage) return;
    if (await onSendImage(preview.file)) setPreview(null);
  }

  return (
    <div className="border-t border-zinc-200 bg-white px-2 py-2.5 sm:px-3 md:px-5">
      {preview && (
        <div className="mb-3 flex items-end gap-3 rounded-xl bg-zinc-50 p-2">
          <img
            src={preview.url}
            alt="Image to send"
            className="size-20 shrink-0 rounded-lg object-cover"
          />
          <div className="flex min-w-0 flex-1 flex-wrap items-center justify-end gap-2">
            <Button
              variant="ghost"
              size="sm"
              // While the image is on its way it can no longer be taken back.
              onClick={() => !sendingImage && setPreview(null)}
              aria-disabled={sendingImage || undefined}
            >
              <X aria-hidden="true" className="size-4" />
              Cancel
            </Button>
            <Button
              size="sm"
              onClick={() => void sendImage()}
              aria-disabled={sendingImage || undefined}
            >
              {sendingImage ? 'Sending...' : 'Send Image'}
            </Button>
          </div>
        </div>
      )}
      <form
        onSubmit={(event) => void submitText(event)}
        className="flex items-center gap-1.5 sm:gap-2"
      >
        <input
          ref={fileInput}
          type="file"
          accept={CHAT_IMAGE_TYPES.join(',')}
          onChange={pickImage}
          className="hidden"
          tabIndex={-1}
          aria-hidden="true"
        />
        <Button
          variant="ghost"
          size="icon"
          onClick={() => fileInput.current?.click()}
          aria-label="Attach an image"
          className="size-9 text-zinc-600 sm:size-10"
        >
          <ImagePlus aria-hidden="true" className="size-5" />
        </Button>
        <input
          ref={inputRef}
          type="text"
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={MESSAGE_MAX_LENGTH}
          placeholder="Type a message and press Enter..."
          aria-label="Message"
          autoComplete="off"
          enterKeyHint="send"
          className={inputClasses('min-w-0 flex-1 rounded-full px-3 placeholder:text-sm sm:px-4')}
        />
        <Button
          type="submit"
          size="icon"
          aria-label="Send message"
          className="size-9 rounded-full sm:size-10"
        >
          <SendHorizontal aria-hidden="true" className="size-4" />
        </Button>
      </form>
    </div>
  );
}

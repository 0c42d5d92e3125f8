import { useState } from 'react';
import { reviewReplySchema } from '@/shared/schemas/deals';
import { Button } from '@/client/components/ui/button';
import { FormField } from '@/client/components/ui/form-field';
import { Textarea } from '@/client/components/ui/input';
import { submitHandler, useSchemaForm } from '@/client/lib/use-schema-form';
import { useReplyToReview } from '@/client/features/users/api/reviews';
import { CharacterCount } from './character-count';

/** The reviewed person's one reply to a review, on their own profile. */
export function ReviewReplyForm({ reviewId, username }: { reviewId: number; username: string }) {
  const [open, setOpen] = useState(false);
  const form = useSchemaForm(reviewReplySchema, { text: '' });
  const reply = useReplyToReview(reviewId, username);
  const length = form.watch('text').length;
  const submit = submitHandler(form, reply.isPending, (parsed) => reply.mutate(parsed.text));

  if (!open) {
    return (
      <Button variant="outline" size="sm" className="mt-3" onClick={() => setOpen(true)}>
        Reply
      </Button>
    );
  }
  return (
    <form noValidate onSubmit={submit} className="mt-3 grid gap-2">
      <FormField
        form={form}
        name="text"
        label="Your reply"
        hint={<CharacterCount length={length} />}
      >
        {(control) => <Textarea {...control} rows={3} autoFocus />}
      </FormField>
      <div className="flex gap-2">
        <Button type="submit" size="sm" aria-disabled={reply.isPending || undefined}>
          {reply.isPending ? 'Posting...' : 'Post Reply'}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

import { SAVED_SEARCH_NAME_MAX, savedSearchInputSchema } from '@/shared/schemas/saved-search';
import { Dialog, DialogContent } from '@/client/components/ui/dialog';
import { DialogFormActions } from '@/client/components/ui/dialog-form-actions';
import { TextField } from '@/client/components/ui/form-field';
import { Notice } from '@/client/components/ui/notice';
import { failureMessage } from '@/client/lib/mutation-toasts';
import { useReturnFocus } from '@/client/lib/use-return-focus';
import { submitHandler, useSchemaForm } from '@/client/lib/use-schema-form';
import { useSaveSearch } from '../api/save-search';

const nameSchema = savedSearchInputSchema.pick({ name: true });

function SaveSearchForm({
  query,
  defaultName,
  onDone,
}: {
  query: string;
  defaultName: string;
  onDone: () => void;
}) {
  const form = useSchemaForm(nameSchema, { name: defaultName.slice(0, SAVED_SEARCH_NAME_MAX) });
  const save = useSaveSearch();
  const submit = submitHandler(form, save.isPending, ({ name }) =>
    save.mutate({ name, query }, { onSuccess: onDone }),
  );
  return (
    <form noValidate onSubmit={submit} className="mt-5 grid gap-4">
      <TextField
        form={form}
        name="name"
        label="Name"
        placeholder="Jordans under $300"
        maxLength={SAVED_SEARCH_NAME_MAX}
      />
      {save.isError && (
        <Notice look="error">{failureMessage(save.error, 'Failed to save the search')}</Notice>
      )}
      <DialogFormActions pending={save.isPending} submitLabel="Save" pendingLabel="Saving..." />
    </form>
  );
}

/**
 * docs/product.md, Saved searches: names the feed's current search, filters and sort and saves
 * them; the limit's message shows here, where the person can act on it. Loaded on demand.
 */
export default function SaveSearchDialog({
  query,
  defaultName,
  open,
  onOpenChange,
}: {
  query: string;
  defaultName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const returnFocus = useReturnFocus();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Save search"
        description="Find it again under Saved searches, and hear about new listings that fit it."
        showDescription
        onCloseAutoFocus={returnFocus}
      >
        <SaveSearchForm
          query={query}
          defaultName={defaultName}
          onDone={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}

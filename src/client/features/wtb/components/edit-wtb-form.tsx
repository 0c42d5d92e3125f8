import type { WtbListing } from '@/shared/schemas/wtb';
import { useUpdateWtb } from '@/client/features/wtb/api/update-wtb';
import { WtbForm, wtbFormValues } from './wtb-form';

/** The body of Edit WTB Listing, prefilled with the request as it is now. */
export default function EditWtbForm({ wtb, onSaved }: { wtb: WtbListing; onSaved: () => void }) {
  const update = useUpdateWtb(wtb.id);
  return (
    <WtbForm
      initial={wtbFormValues(wtb)}
      submitLabel="Save Changes"
      pendingLabel="Saving..."
      pending={update.isPending}
      onSubmit={(input) => update.mutate(input, { onSuccess: onSaved })}
    />
  );
}

import { useCreateWtb } from '@/client/features/wtb/api/create-wtb';
import { WtbForm, wtbFormValues } from './wtb-form';

/** The body of Create a WTB Request; loaded when the dialog first opens (it brings zod along). */
export default function CreateWtbForm({ onCreated }: { onCreated: () => void }) {
  const create = useCreateWtb();
  return (
    <WtbForm
      initial={wtbFormValues()}
      submitLabel="Create WTB"
      pendingLabel="Creating..."
      pending={create.isPending}
      onSubmit={(input) => create.mutate(input, { onSuccess: onCreated })}
    />
  );
}

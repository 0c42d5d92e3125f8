import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import {
  EMAIL_FREQUENCIES,
  EMAIL_FREQUENCY_LABELS,
  EMAIL_GROUP_LABELS,
  EMAIL_GROUPS,
  type EmailFrequency,
  type EmailGroup,
  type EmailPreferencesUpdate,
} from '@/shared/schemas/email-preferences';
import { choiceClasses } from '@/client/components/filters/checkbox-group';
import { LoadError } from '@/client/components/ui/load-error';
import { Spinner } from '@/client/components/ui/spinner';
import { toastFailure, toastSuccess } from '@/client/lib/mutation-toasts';
import {
  emailPreferencesQueryOptions,
  updateEmailPreferences,
} from '@/client/features/users/api/email-preferences';

function FrequencyChoice({
  group,
  value,
  disabled,
  onChange,
}: {
  group: EmailGroup;
  value: EmailFrequency;
  disabled: boolean;
  onChange: (frequency: EmailFrequency) => void;
}) {
  const name = useId();
  return (
    <fieldset disabled={disabled}>
      <legend className="text-sm font-medium">{EMAIL_GROUP_LABELS[group]}</legend>
      <div className="mt-1 flex flex-wrap gap-x-4">
        {EMAIL_FREQUENCIES.map((frequency) => (
          <label key={frequency} className={choiceClasses()}>
            <input
              type="radio"
              name={name}
              value={frequency}
              checked={value === frequency}
              onChange={() => onChange(frequency)}
            />
            {EMAIL_FREQUENCY_LABELS[frequency]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * docs/product.md, Profile Settings, E-mail notifications: per group, instant, a daily digest or
 * off. Each choice is saved as it is made.
 */
export function EmailSettings() {
  const queryClient = useQueryClient();
  const query = useQuery(emailPreferencesQueryOptions());
  // The choice being saved, shown at once: a controlled radio that waited for the mutation's
  // state to render would flick back to the old value for a moment after the click.
  const [choosing, setChoosing] = useState<EmailPreferencesUpdate>({});
  const save = useMutation({
    mutationFn: (update: EmailPreferencesUpdate) => updateEmailPreferences(update),
    onSuccess: (saved) => {
      queryClient.setQueryData(emailPreferencesQueryOptions().queryKey, saved);
      toastSuccess('E-mail settings saved');
    },
    onError: (error) => toastFailure(error, 'Could not save your e-mail settings. Try again.'),
    // Saved or not, the stored preferences say what is chosen again.
    onSettled: () => setChoosing({}),
  });

  if (query.isPending) {
    return (
      <div className="flex justify-center py-8">
        <Spinner label="Loading e-mail settings" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <LoadError
        title="Could not load your e-mail settings"
        error={query.error}
        onRetry={query.refetch}
      />
    );
  }
  return (
    <section aria-labelledby="email-notifications-heading" className="grid gap-4">
      <div>
        <h3 id="email-notifications-heading" className="font-semibold">
          E-mail notifications
        </h3>
        <p className="text-sm text-zinc-600">
          Every notification is in the app. Choose which ones are also e-mailed: as they happen, in
          one e-mail a day, or not at all.
        </p>
      </div>
      {EMAIL_GROUPS.map((group) => (
        <FrequencyChoice
          key={group}
          group={group}
          value={choosing[group] ?? query.data[group]}
          disabled={save.isPending}
          onChange={(frequency) => {
            setChoosing({ [group]: frequency });
            save.mutate({ [group]: frequency });
          }}
        />
      ))}
    </section>
  );
}

import { useEffect, useRef, useState } from 'react';
import { Button } from '@/client/components/ui/button';
import { failureMessage, toastFailure } from '@/client/lib/mutation-toasts';
import { useTradeStep } from '@/client/features/messaging/api/trade';
import { StepForm } from './step-form';

/** A step's buttons, or the one field a step asks for (Counter, Cancel) in their place. */
export function StepActions({
  conversationId,
  buttons,
  form,
}: {
  conversationId: string;
  buttons: { label: string; name: string; path: string; primary?: boolean }[];
  form: {
    opener: string;
    openerName: string;
    kind: 'amount' | 'reason';
    label: string;
    submitLabel: string;
    send: (value: string) => { path: string; body: object };
  } | null;
}) {
  const step = useTradeStep(conversationId);
  const [formOpen, setFormOpen] = useState(false);
  // Folding the form away gives focus back to the button that opened it.
  const opener = useRef<HTMLButtonElement>(null);
  const [returnFocus, setReturnFocus] = useState(false);
  useEffect(() => {
    if (formOpen || !returnFocus) return;
    opener.current?.focus();
    setReturnFocus(false);
  }, [formOpen, returnFocus]);
  const closeForm = () => {
    setFormOpen(false);
    setReturnFocus(true);
  };
  if (buttons.length === 0 && !form) return null;
  if (form && formOpen) {
    return (
      <StepForm
        kind={form.kind}
        label={form.label}
        submitLabel={form.submitLabel}
        pending={step.isPending}
        onCancel={closeForm}
        onSubmit={(value, refuse) =>
          step.mutate(form.send(value), {
            onSuccess: closeForm,
            onError: (error) =>
              refuse(failureMessage(error, 'Something went wrong. Please try again.')),
          })
        }
      />
    );
  }
  return (
    <div className="flex flex-wrap gap-2 pt-1">
      {buttons.map((button) => (
        <Button
          key={button.path}
          size="compact"
          variant={button.primary ? 'primary' : 'outline'}
          aria-label={button.name}
          aria-disabled={step.isPending || undefined}
          onClick={() => {
            if (step.isPending) return;
            step.mutate(
              { path: button.path },
              {
                onError: (error) => toastFailure(error, 'Something went wrong. Please try again.'),
              },
            );
          }}
        >
          {button.label}
        </Button>
      ))}
      {form && (
        <Button
          size="compact"
          variant="outline"
          ref={opener}
          aria-label={form.openerName}
          onClick={() => setFormOpen(true)}
        >
          {form.opener}
        </Button>
      )}
    </div>
  );
}

import { z } from 'zod';
import {
  dismissInputSchema,
  moderatorReasonSchema,
  type ReportGroup,
} from '@/shared/schemas/moderation';
import { useModerate } from '@/client/features/admin/api/moderate';
import { ReasonDialog } from './reason-dialog';
import { SuspendDialog } from './suspend-dialog';

/** Dismiss asks for a note; its message is the note's (the form's field is `reason`). */
const dismissSchema = z.object({ reason: dismissInputSchema.shape.note });

const DELETE_LABELS = {
  listing: { label: 'Delete Listing', what: 'listing' },
  wtb: { label: 'Delete Request', what: 'WTB request' },
  message: { label: 'Remove Message', what: 'message' },
} as const;

/** A queue card's buttons: dismiss, delete or remove the object, suspend or unsuspend its owner. */
export function CardActions({ group }: { group: ReportGroup }) {
  const moderate = useModerate(group);
  const run = moderate.mutateAsync;
  const owner = group.owner;
  const objectExists = group.targetType === 'user' || group[group.targetType] !== null;
  const deletion = group.targetType === 'user' ? null : DELETE_LABELS[group.targetType];
  return (
    <div className="flex flex-wrap gap-2">
      <ReasonDialog
        triggerLabel="Dismiss"
        title="Dismiss reports"
        description="Nothing here breaks the rules. The reporters are told their report was reviewed; the note stays in the audit log."
        label="Note"
        placeholder="Why this is fine"
        submitLabel="Dismiss"
        schema={dismissSchema}
        pending={moderate.isPending}
        run={(note) => run({ kind: 'dismiss', note })}
      />
      {deletion && objectExists && (
        <ReasonDialog
          triggerLabel={deletion.label}
          destructive
          title={deletion.label}
          description={
            group.targetType === 'message'
              ? 'Both people will see "Message removed by a moderator" in its place. The reason stays in the audit log.'
              : `The ${deletion.what} is deleted permanently. The reason stays in the audit log.`
          }
          label="Reason"
          placeholder="Which rule it breaks"
          submitLabel={deletion.label}
          schema={moderatorReasonSchema}
          pending={moderate.isPending}
          run={(reason) => run({ kind: 'delete', reason })}
        />
      )}
      {owner && !owner.isAdmin && !owner.suspendedUntil && (
        <SuspendDialog
          username={owner.username}
          pending={moderate.isPending}
          run={(input) => run({ kind: 'suspend', username: owner.username, input })}
        />
      )}
      {owner?.suspendedUntil && (
        <ReasonDialog
          triggerLabel="Unsuspend"
          title={`Unsuspend @${owner.username}`}
          description="They can sign in again, and their listings and requests return to the feeds."
          label="Reason"
          placeholder="Why the suspension ends now"
          submitLabel="Unsuspend"
          schema={moderatorReasonSchema}
          pending={moderate.isPending}
          run={(reason) => run({ kind: 'unsuspend', username: owner.username, reason })}
        />
      )}
    </div>
  );
}

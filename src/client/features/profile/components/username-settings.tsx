import { useQueryClient } from '@tanstack/react-query';
import { Lock } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { USERNAME_MAX } from '@/shared/constants';
import type { AuthUser } from '@/shared/schemas/user';
import { USERNAME_RULES, usernameSchema } from '@/shared/schemas/user';
import { usernameLockedUntil } from '@/shared/username-cooldown';
import { Button } from '@/client/components/ui/button';
import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { Notice } from '@/client/components/ui/notice';
import { useAuth } from '@/client/lib/auth';
import { ApiError } from '@/client/lib/request';
import { toast } from '@/client/lib/toast';
import { invalidateUserData } from '@/client/features/profile/api/invalidate-user-data';
import { updateUsername } from '@/client/features/profile/api/update-username';

const lockDate = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

type Problem = { look: 'error' | 'info'; title?: string; message: string };

/**
 * SPEC.md §4 "Username edit" (view, edit, then saved or cancelled) with §5's rules and §8's
 * messages. Locked for 7 days after a change, with the date it opens again.
 */
export function UsernameSettings({ user, onDone }: { user: AuthUser; onDone: () => void }) {
  const { updateUser } = useAuth();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(user.username);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const lockedUntil = usernameLockedUntil(user.usernameLastChanged);

  function startEditing() {
    setDraft(user.username);
    setEditing(true);
    // The input exists after this render.
    requestAnimationFrame(() => inputRef.current?.select());
  }

  function cancel() {
    setEditing(false);
    setProblem(null);
    setFieldError(null);
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setProblem(null);
    const parsed = usernameSchema.safeParse(draft);
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? 'Invalid username');
      inputRef.current?.focus();
      return;
    }
    const next = parsed.data;
    if (next === user.username) {
      setProblem({
        look: 'info',
        title: 'No changes',
        message: 'Username is already set to this value.',
      });
      return;
    }
    setPending(true);
    try {
      const result = await updateUsername(next);
      updateUser({
        ...user,
        username: result.username,
        usernameLastChanged: result.username_last_changed,
      });
      toast({
        title: 'Success',
        description: 'Username updated successfully! Redirecting to your new profile...',
      });
      onDone();
      navigate(`/profile/${encodeURIComponent(result.username)}`);
      void invalidateUserData(queryClient, 'none');
    } catch (error) {
      setPending(false);
      // A 401 already logs the person out, with its own toast.
      if (error instanceof ApiError && error.status === 401) return;
      setProblem({
        look: 'error',
        message:
          error instanceof ApiError
            ? error.serverMessage || 'Failed to update username'
            : 'An unexpected error occurred. Please try again.',
      });
    }
  }

  if (!editing) {
    return (
      <div className="grid gap-4">
        <div>
          <p className="text-sm text-zinc-600">Current username</p>
          <p className="mt-0.5 text-lg font-semibold break-all">{user.username}</p>
        </div>
        {lockedUntil ? (
          <Notice look="info" title="Username recently changed">
            <p>You can change your username again on {lockDate.format(lockedUntil)}.</p>
          </Notice>
        ) : null}
        <p className="text-sm text-zinc-600">{USERNAME_RULES}</p>
        <div>
          <Button variant="outline" onClick={startEditing} disabled={lockedUntil !== null}>
            {lockedUntil && <Lock aria-hidden="true" className="size-4" />}
            Change Username
          </Button>
        </div>
      </div>
    );
  }

  const length = draft.trim().length;
  return (
    <form noValidate onSubmit={(event) => void save(event)} className="grid gap-4">
      {problem && (
        <Notice look={problem.look} title={problem.title}>
          <p>{problem.message}</p>
        </Notice>
      )}
      <FormField
        label="New username"
        error={fieldError}
        hint={
          <div className="flex items-start justify-between gap-4">
            {/* An error message already ends with the rules. */}
            <span>{fieldError ? null : USERNAME_RULES}</span>
            <span className={length > USERNAME_MAX ? 'font-medium text-red-700' : 'tabular-nums'}>
              {length}/{USERNAME_MAX}
            </span>
          </div>
        }
      >
        {({ id, describedBy, invalid }) => (
          <Input
            ref={inputRef}
            id={id}
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            value={draft}
            onChange={(event) => {
              setDraft(event.target.value);
              setFieldError(null);
              setProblem(null);
            }}
          />
        )}
      </FormField>
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={cancel} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving...' : 'Save Username'}
        </Button>
      </div>
    </form>
  );
}

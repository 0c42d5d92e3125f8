import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { z } from 'zod';
import { USERNAME_MAX } from '@/shared/constants';
import { USERNAME_RULES, usernameSchema, type AuthUser } from '@/shared/schemas/user';
import { Button } from '@/client/components/ui/button';
import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { Notice } from '@/client/components/ui/notice';
import { useAuth } from '@/client/lib/auth';
import { ApiError } from '@/client/lib/request';
import { toast } from '@/client/lib/toast';
import { submitHandler, useSchemaForm } from '@/client/lib/use-schema-form';
import { invalidateUserData } from '@/client/features/users/api/invalidate-user-data';
import { updateUsername } from '@/client/features/users/api/update-username';

const usernameFormSchema = z.object({ username: usernameSchema });

type Problem = { look: 'error' | 'info'; title?: string; message: string };

/**
 * The edit step of the username settings: the new name, checked by the username rules, then
 * saved (and the page moves to the new profile) or cancelled.
 */
export function UsernameForm({
  user,
  onCancel,
  onDone,
}: {
  user: AuthUser;
  onCancel: () => void;
  onDone: () => void;
}) {
  const { updateUser } = useAuth();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const form = useSchemaForm(usernameFormSchema, { username: user.username });
  const [problem, setProblem] = useState<Problem | null>(null);
  const [pending, setPending] = useState(false);
  const fieldError = form.formState.errors.username;
  const length = form.watch('username').trim().length;

  // Opened from Change Username: the current name is selected, ready to be typed over.
  useEffect(() => form.setFocus('username', { shouldSelect: true }), [form]);

  async function save({ username: next }: { username: string }) {
    setProblem(null);
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
        usernameChosen: true,
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

  return (
    <form noValidate onSubmit={submitHandler(form, pending, save)} className="grid gap-4">
      {problem && (
        <Notice look={problem.look} title={problem.title}>
          <p>{problem.message}</p>
        </Notice>
      )}
      <FormField
        form={form}
        name="username"
        label="New username"
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
        {(control) => (
          <Input
            {...control}
            onChange={(event) => {
              control.onChange(event);
              setProblem(null);
            }}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
          />
        )}
      </FormField>
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving...' : 'Save Username'}
        </Button>
      </div>
    </form>
  );
}

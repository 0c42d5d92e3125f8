// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { loginFormSchema } from '@/shared/schemas/user';
import { submitHandler, useSchemaForm } from '@/client/lib/use-schema-form';
import { FormField } from './form-field';

type Sent = { email: string; password: string };

function SignInForm({ sent, busy = false }: { sent: Sent[]; busy?: boolean }) {
  const form = useSchemaForm(loginFormSchema, { email: '', password: '' });
  return (
    <form noValidate onSubmit={submitHandler(form, busy, (values) => sent.push(values))}>
      <FormField form={form} name="email" label="Email" hint="The one you signed up with.">
        {(control) => <input {...control} />}
      </FormField>
      <FormField
        form={form}
        name="password"
        label="Password"
        transform={(previous, typed) => (typed.includes(' ') ? previous : typed)}
      >
        {(control) => <input {...control} type="password" />}
      </FormField>
      <button type="submit">Sign In</button>
    </form>
  );
}

describe('a schema form field', () => {
  afterEach(cleanup);

  it('shows nothing until submitted, then each message, focusing the first invalid field', async () => {
    const user = userEvent.setup();
    const sent: Sent[] = [];
    render(<SignInForm sent={sent} />);
    const email = screen.getByLabelText('Email');
    const password = screen.getByLabelText('Password');

    await user.type(email, 'not-an-address');
    expect(screen.queryByText('Please enter a valid email address')).toBeNull();
    expect(email.getAttribute('aria-invalid')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    const emailError = await screen.findByText('Please enter a valid email address');
    expect(screen.getByText('Password is required')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const hint = screen.getByText('The one you signed up with.');
    expect(email.getAttribute('aria-describedby')).toBe(`${hint.id} ${emailError.id}`);
    expect(password.getAttribute('aria-describedby')).toBe(
      screen.getByText('Password is required').id,
    );
    expect(sent).toEqual([]);
  });

  it('clears a message as its field is edited, without checking the new text yet', async () => {
    const user = userEvent.setup();
    render(<SignInForm sent={[]} />);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await screen.findByText('Email is required');

    await user.type(screen.getByLabelText('Email'), 'x');
    expect(screen.queryByText('Email is required')).toBeNull();
    expect(screen.queryByText('Please enter a valid email address')).toBeNull();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByText('Password is required')).toBeTruthy();
  });

  it('keeps what transform keeps and hands the parsed values over', async () => {
    const user = userEvent.setup();
    const sent: Sent[] = [];
    render(<SignInForm sent={sent} />);
    await user.type(screen.getByLabelText('Email'), '  ana@example.com ');
    await user.type(screen.getByLabelText('Password'), 'no spaces');
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('nospaces');

    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(sent).toEqual([{ email: 'ana@example.com', password: 'nospaces' }]));
  });

  it('does nothing while busy: no check, no messages', async () => {
    const user = userEvent.setup();
    const sent: Sent[] = [];
    render(<SignInForm sent={sent} busy />);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    // A submit that was checked would have shown its messages by the time the next one ends.
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.queryByText('Email is required')).toBeNull();
    expect(sent).toEqual([]);
  });
});

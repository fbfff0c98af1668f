import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { signInSchema } from '../../../shared/schemas/auth';
import { useSchemaForm } from '../../../web/src/lib/schema-form';

/** A sign-in form on the shared schema, its loader counted, its submissions and refusals recorded. */
function SignIn({ load, onValid, onInvalid }: { load: () => Promise<typeof signInSchema>; onValid: (v: unknown) => void; onInvalid: (e: unknown) => void }) {
  const form = useSchemaForm({ schema: load, defaultValues: { email: '', password: '' } });
  const submit = form.handleSubmit(onValid, onInvalid);
  return (
    <form onSubmit={submit} noValidate>
      <label>
        Email <input {...form.register('email')} />
      </label>
      <label>
        Password <input type="password" {...form.register('password')} />
      </label>
      {form.formState.errors.password ? <p role="alert">{form.formState.errors.password.message}</p> : null}
      <button type="submit">Sign In</button>
    </form>
  );
}

function setup() {
  const load = vi.fn(async () => signInSchema);
  const onValid = vi.fn();
  const onInvalid = vi.fn();
  render(<SignIn load={load} onValid={onValid} onInvalid={onInvalid} />);
  return { load, onValid, onInvalid, user: userEvent.setup() };
}

describe('useSchemaForm (the forms on the shared zod schemas)', () => {
  it('loads the schema on the first input, not to paint the form', async () => {
    const { load, user } = setup();
    expect(load).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Email'), 'a');
    expect(load).toHaveBeenCalledTimes(1);
    await user.type(screen.getByLabelText('Email'), 'b');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('refuses with the first message of each field and focuses the first field in error', async () => {
    const { onValid, onInvalid, user } = setup();
    await user.type(screen.getByLabelText('Password'), '123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(onInvalid).toHaveBeenCalledTimes(1));
    expect(onInvalid.mock.calls[0]![0]).toEqual({
      email: { message: 'Invalid email address' },
      password: { message: 'Password must be at least 6 characters' },
    });
    expect(onValid).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Email')).toHaveFocus();
  });

  it('checks a field again as it changes once a submit failed, and submits the parsed values', async () => {
    const { onValid, user } = setup();
    await user.type(screen.getByLabelText('Password'), '123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Password must be at least 6 characters');
    await user.type(screen.getByLabelText('Password'), '456');
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    await user.type(screen.getByLabelText('Email'), '  jo@uni.edu ');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ email: 'jo@uni.edu', password: '123456' }));
  });
});

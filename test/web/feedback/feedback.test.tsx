import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferred, mockApi, ok, type MockReply } from '../support/mock-api';
import { renderApp } from '../support/render';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

type User = ReturnType<typeof renderApp>['user'];
async function fill(user: User, dialog: HTMLElement, values: { name: string; email: string; subject: string; message: string }) {
  await user.type(within(dialog).getByLabelText('Name'), values.name);
  await user.type(within(dialog).getByLabelText('Email'), values.email);
  await user.type(within(dialog).getByLabelText('Subject'), values.subject);
  await user.type(within(dialog).getByLabelText('Message'), values.message);
}

async function openFromFooter() {
  const app = renderApp('/');
  await screen.findByRole('heading', { level: 1 });
  await app.user.click(screen.getByRole('button', { name: 'Contact Us' }));
  const dialog = await screen.findByRole('dialog', { name: 'Send Feedback' });
  return { ...app, dialog };
}

describe('Send Feedback', () => {
  it('opens from the header Feedback button too', async () => {
    mockApi({});
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Feedback' }));
    expect(await screen.findByRole('dialog', { name: 'Send Feedback' })).toBeInTheDocument();
  });

  it('opens from the mobile slide-out titled Navigation', async () => {
    mockApi({});
    const { user } = renderApp('/');
    // Wait for the page itself: until its code arrives the shell shown is a placeholder.
    await screen.findByRole('heading', { level: 1 });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Navigation' });
    expect(within(menu).getAllByRole('link').map((a) => a.textContent)).toEqual([
      'Home',
      'Schools',
      'Greek Life',
      'Events',
      'Organizations',
      'Leader Portal',
      'Sign In',
      'Get Started',
    ]);
    await user.click(within(menu).getByRole('button', { name: 'Feedback' }));
    expect(await screen.findByRole('dialog', { name: 'Send Feedback' })).toBeInTheDocument();
  });

  it('asks for every field, with a Validation Error toast and inline messages', async () => {
    const calls = mockApi({});
    const { user, dialog } = await openFromFooter();
    await user.click(within(dialog).getByRole('button', { name: 'Send Feedback' }));
    expect(await screen.findByText('Validation Error')).toBeInTheDocument();
    expect(within(dialog).getAllByText('Please fill in all fields')).toHaveLength(4);
    expect(within(dialog).getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it('reports the schema messages for a bad email and a too-long name', async () => {
    mockApi({});
    const { user, dialog } = await openFromFooter();
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'x'.repeat(101) } });
    await user.type(within(dialog).getByLabelText('Email'), 'not-an-email');
    await user.type(within(dialog).getByLabelText('Subject'), 'Hi');
    await user.type(within(dialog).getByLabelText('Message'), 'Hello');
    await user.click(within(dialog).getByRole('button', { name: 'Send Feedback' }));
    // The toast carries the first message; each field shows its own.
    expect(await within(dialog).findByText('Name must be less than 100 characters')).toBeInTheDocument();
    expect(within(dialog).getByText('Invalid email address')).toBeInTheDocument();
    const toast = await screen.findByText('Validation Error');
    expect(toast.closest('li')).toHaveTextContent('Name must be less than 100 characters');
  });

  it('counts message characters out of 2000 as the user types, and rejects more', async () => {
    mockApi({});
    const { user, dialog } = await openFromFooter();
    expect(within(dialog).getByText('0/2000')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Message'), 'Great app');
    expect(within(dialog).getByText('9/2000')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Message'), { target: { value: 'y'.repeat(2001) } });
    expect(within(dialog).getByText('2001/2000')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send Feedback' }));
    expect(await within(dialog).findByText('Message must be less than 2000 characters')).toBeInTheDocument();
  });

  it('sends, shows Sending..., then thanks the user, closes and clears the form', async () => {
    const reply = deferred<MockReply>();
    const calls = mockApi({ 'POST /api/feedback': () => reply.promise });
    const { user, dialog } = await openFromFooter();
    await user.type(within(dialog).getByLabelText('Name'), 'Maya Rivera');
    await user.type(within(dialog).getByLabelText('Email'), 'maya@umich.edu');
    await user.type(within(dialog).getByLabelText('Subject'), 'Love it');
    await user.type(within(dialog).getByLabelText('Message'), 'Please add more schools in Ohio.');
    await user.click(within(dialog).getByRole('button', { name: 'Send Feedback' }));

    expect(await within(dialog).findByRole('button', { name: 'Sending...' })).toBeDisabled();
    // Accepted for delivery: the mail goes out from the work queue.
    reply.resolve({ status: 202, body: { ok: true } });
    expect(await screen.findByText('Feedback Sent!')).toBeInTheDocument();
    expect(screen.getByText("Thank you for your feedback. We'll get back to you soon.")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Send Feedback' })).not.toBeInTheDocument());
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/api/feedback',
        search: '',
        body: { name: 'Maya Rivera', email: 'maya@umich.edu', subject: 'Love it', message: 'Please add more schools in Ohio.', feedbackId: expect.stringMatching(UUID) },
      },
    ]);

    await user.click(screen.getByRole('button', { name: 'Contact Us' }));
    const again = await screen.findByRole('dialog', { name: 'Send Feedback' });
    expect(within(again).getByLabelText('Name')).toHaveValue('');
    expect(within(again).getByText('0/2000')).toBeInTheDocument();
  });

  it('sends the same message again under the same id after a failure, and a new message under a new id', async () => {
    let answer: MockReply = { status: 503, body: { message: 'Failed to send feedback. Please try again.' } };
    const calls = mockApi({ 'POST /api/feedback': () => answer });
    const { user, dialog } = await openFromFooter();
    await fill(user, dialog, { name: 'Maya', email: 'maya@umich.edu', subject: 'Bug', message: 'Something broke' });
    const sendButton = within(dialog).getByRole('button', { name: 'Send Feedback' });
    await user.click(sendButton);
    expect(await screen.findByText('Failed to send feedback. Please try again.')).toBeInTheDocument();
    answer = ok({ ok: true });
    await user.click(sendButton);
    expect(await screen.findByText('Feedback Sent!')).toBeInTheDocument();
    const ids = () => calls.map((c) => (c.body as { feedbackId: string }).feedbackId);
    expect(ids()).toHaveLength(2);
    expect(ids()[1]).toBe(ids()[0]);

    // The same words written again after the success are a new message.
    await user.click(screen.getByRole('button', { name: 'Contact Us' }));
    const again = await screen.findByRole('dialog', { name: 'Send Feedback' });
    await fill(user, again, { name: 'Maya', email: 'maya@umich.edu', subject: 'Bug', message: 'Something broke' });
    await user.click(within(again).getByRole('button', { name: 'Send Feedback' }));
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(ids()[2]).toMatch(UUID);
    expect(ids()[2]).not.toBe(ids()[0]);
  });

  it('gives an edited message a new id', async () => {
    const calls = mockApi({ 'POST /api/feedback': { status: 503, body: { message: 'Failed to send feedback. Please try again.' } } });
    const { user, dialog } = await openFromFooter();
    await fill(user, dialog, { name: 'Maya', email: 'maya@umich.edu', subject: 'Bug', message: 'Something broke' });
    await user.click(within(dialog).getByRole('button', { name: 'Send Feedback' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    await user.type(within(dialog).getByLabelText('Message'), ' again');
    await user.click(within(dialog).getByRole('button', { name: 'Send Feedback' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    const [first, second] = calls.map((c) => c.body as { feedbackId: string; message: string });
    expect(second!.message).toBe('Something broke again');
    expect(second!.feedbackId).not.toBe(first!.feedbackId);
  });

  it('keeps the form and says so when sending fails', async () => {
    mockApi({ 'POST /api/feedback': { status: 500, body: { message: 'Internal Server Error' } } });
    const { user, dialog } = await openFromFooter();
    await user.type(within(dialog).getByLabelText('Name'), 'Maya');
    await user.type(within(dialog).getByLabelText('Email'), 'maya@umich.edu');
    await user.type(within(dialog).getByLabelText('Subject'), 'Bug');
    await user.type(within(dialog).getByLabelText('Message'), 'Something broke');
    await user.click(within(dialog).getByRole('button', { name: 'Send Feedback' }));
    expect(await screen.findByText('Failed to send feedback. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Send Feedback' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Maya');
  });

  it('says what the API says when it refuses, e.g. too many messages', async () => {
    const tooMany = 'Too many requests. Please wait a few minutes and try again.';
    mockApi({ 'POST /api/feedback': { status: 429, body: { message: tooMany } } });
    const { user, dialog } = await openFromFooter();
    await user.type(within(dialog).getByLabelText('Name'), 'Maya');
    await user.type(within(dialog).getByLabelText('Email'), 'maya@umich.edu');
    await user.type(within(dialog).getByLabelText('Subject'), 'Bug');
    await user.type(within(dialog).getByLabelText('Message'), 'Something broke');
    await user.click(within(dialog).getByRole('button', { name: 'Send Feedback' }));
    expect(await screen.findByText(tooMany)).toBeInTheDocument();
    expect(screen.queryByText('Failed to send feedback. Please try again.')).not.toBeInTheDocument();
  });
});

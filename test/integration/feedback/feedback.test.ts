/** Send Feedback through the real SES emulator: the mail appears in its store. */
import '../../support/emulators.setup';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { invoke } from '../../support/invoke';
import { storedMails } from '../../support/inbox';

describe('sendFeedback', () => {
  it('delivers the message to the team inbox with Reply-To the sender', async () => {
    const subject = `Love it ${randomUUID()}`;
    const res = await invoke('sendFeedback', {
      body: { name: 'Ann Lee', email: 'ann@ua.edu', subject, message: 'The schools page is great.' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json).toEqual({ ok: true });

    const mail = (await storedMails()).find((m) => m.subject === `[Feedback] ${subject}`);
    expect(mail).toBeDefined();
    expect(mail!.replyTo).toEqual(['ann@ua.edu']);
    expect(mail!.destination.to).toEqual([process.env.FEEDBACK_TO ?? 'feedback@greek-campus.local']);
    expect(mail!.body.text).toContain('The schools page is great.');
  });

  it('sends nothing and answers 400 with the spec message for an empty field', async () => {
    const res = await invoke<{ message: string }>('sendFeedback', {
      body: { name: 'Ann', email: 'ann@ua.edu', subject: '', message: 'Hi' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json.message).toBe('Please fill in all fields');
  });
});

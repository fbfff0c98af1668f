/**
 * The work queue's jobs: one union on `kind` that producers send through and
 * the consumer reads with, one handler per kind, a message from before
 * kinds read as the job it was, and nothing malformed sent or run.
 */
import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetClients } from '../../../functions/lib/aws';
import { JOB_KINDS, type Job } from '../../../functions/lib/queue/jobs';
import { JOB_QUEUE } from '../../../functions/lib/queue/queues';
import { queueJob } from '../../../functions/lib/queue/send';
import { JOB_HANDLERS } from '../../../functions/jobs/job-handlers';
import { withLegacyKind } from '../../../functions/jobs/legacy-messages';
import { readJob } from '../../../functions/jobs/read-job';

const sqs = mockClient(SQSClient);
const feedback = { name: 'Ann Lee', email: 'ann@ua.edu', subject: 'Great site', message: 'Loved it.' };
const waitlist = { waitlistNotice: 'held', to: 'sam@example.edu', eventId: 'e1', title: 'Formal', date: '2031-04-12', time: '21:00', state: 'AL', expiresAt: '2031-04-10T12:00:00.000Z' } as const;

/** One job of each kind. */
const JOBS: readonly Job[] = [
  { kind: 'receipt', ticketId: 't1', to: 'sam@example.edu' },
  { kind: 'notice', notice: 'transferOffered', id: 'tr1', to: 'sam@example.edu' },
  { kind: 'waitlistNotice', ...waitlist },
  { kind: 'refundRetry', refundTicketId: 't1' },
  { kind: 'eventCancellation', cancelledEventId: 'e1' },
  { kind: 'feedback', feedbackId: '5b0c3f4e-8a1d-4c2b-9e7f-1a2b3c4d5e6f', feedback },
  { kind: 'phoneMoveCode', ticketId: 't1', to: 'sam@example.edu', code: '482913' },
  { kind: 'reviewNotice', eventId: 'e1', state: 'returned', comment: 'Name a second sober monitor' },
  { kind: 'requestDecision', requestId: 'r1' },
  {
    kind: 'eventChangeNotice',
    eventId: 'e1',
    editId: 'ed1',
    before: { date: '2031-04-12', time: '21:00', location: '12 Elm St' },
    after: { date: '2031-04-13', time: '21:00', location: '12 Elm St' },
    cursor: null,
  },
];

/** Kinds queued only since jobs carry their kind: no message of theirs was ever sent without it. */
const BORN_WITH_A_KIND: readonly string[] = ['phoneMoveCode', 'reviewNotice', 'requestDecision', 'eventChangeNotice'];

describe('the union of jobs and the table of their handlers', () => {
  it('has these kinds, each with a handler, and the table no other', () => {
    expect([...JOB_KINDS].sort()).toEqual(['eventCancellation', 'eventChangeNotice', 'feedback', 'notice', 'phoneMoveCode', 'receipt', 'refundRetry', 'requestDecision', 'reviewNotice', 'waitlistNotice']);
    expect(Object.keys(JOB_HANDLERS).sort()).toEqual([...JOB_KINDS].sort());
    expect(JOBS.map((job) => job.kind).sort()).toEqual([...JOB_KINDS].sort());
  });

  it('reads a job of every kind as it was sent', () => {
    for (const job of JOBS) expect(readJob(JSON.stringify(job)), job.kind).toEqual({ job });
  });

  it('refuses an unknown kind, a known kind with a wrong payload, and what is not JSON', () => {
    expect(readJob(JSON.stringify({ kind: 'launchRockets', ticketId: 't1', to: 'sam@example.edu' }))).toEqual({ refused: expect.stringContaining('kind') });
    expect(readJob(JSON.stringify({ kind: 'receipt', ticketId: 't1', to: '' }))).toEqual({ refused: expect.stringContaining('to') });
    expect(readJob(JSON.stringify({ kind: 'refundRetry', cancelledEventId: 'e1' }))).toEqual({ refused: expect.stringContaining('refundTicketId') });
    expect(readJob(JSON.stringify([{ kind: 'receipt' }]))).toEqual({ refused: expect.any(String) });
    expect(readJob('{"kind":')).toEqual({ refused: 'not JSON' });
  });
});

describe('messages queued before jobs had a kind', () => {
  it('are read as the job of their shape, a receipt last', () => {
    for (const { kind, ...earlier } of JOBS.filter((job) => !BORN_WITH_A_KIND.includes(job.kind))) expect(readJob(JSON.stringify(earlier)), kind).toEqual({ job: { kind, ...earlier } });
  });

  it('leave a message that names its kind, and what is no object, as they are', () => {
    expect(withLegacyKind({ kind: 'notice', refundTicketId: 't1' })).toEqual({ kind: 'notice', refundTicketId: 't1' });
    expect(withLegacyKind('text')).toBe('text');
    expect(withLegacyKind(null)).toBeNull();
  });

  it('are still refused when their shape is no job of any kind', () => {
    expect(readJob(JSON.stringify({ not: 'a receipt' }))).toEqual({ refused: expect.any(String) });
  });
});

describe('queueJob', () => {
  beforeEach(() => {
    sqs.reset();
    resetClients();
    process.env[JOB_QUEUE.urlEnv] = 'https://sqs.example.test/jobs';
  });
  afterEach(() => {
    delete process.env[JOB_QUEUE.urlEnv];
  });

  it('sends a job as JSON with its kind to the work queue, after its delay', async () => {
    sqs.on(SendMessageCommand).resolves({ MessageId: 'q-1' });
    await queueJob({ kind: 'refundRetry', refundTicketId: 't1' }, 30);
    const sent = sqs.commandCalls(SendMessageCommand).map((call) => call.args[0].input);
    expect(sent.map(({ QueueUrl, DelaySeconds }) => ({ QueueUrl, DelaySeconds }))).toEqual([{ QueueUrl: 'https://sqs.example.test/jobs', DelaySeconds: 30 }]);
    expect(JSON.parse(sent[0]!.MessageBody!)).toEqual({ kind: 'refundRetry', refundTicketId: 't1' });
  });

  it('refuses a job the consumer would refuse, and sends nothing', async () => {
    sqs.on(SendMessageCommand).resolves({ MessageId: 'q-1' });
    await expect(queueJob({ kind: 'receipt', ticketId: '', to: 'sam@example.edu' })).rejects.toThrow();
    // Only the compiler stops a kind the union does not have; at run time the union does too.
    await expect(queueJob({ kind: 'launchRockets' } as unknown as Job)).rejects.toThrow();
    expect(sqs.commandCalls(SendMessageCommand)).toHaveLength(0);
  });
});

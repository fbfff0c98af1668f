/**
 * How the local twin of Lambda's SQS event source mapping reads a handler's
 * answer with `ReportBatchItemFailures` (the loop itself, against the local
 * SQS: test/integration/local/queue-consumer.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { messagesToRetry } from '../../../infra/local/queue-consumer';

const batch = ['m1', 'm2', 'm3'];
const retried = (answer: unknown) => [...messagesToRetry(batch, answer)].sort();

describe('messagesToRetry', () => {
  it('returns the messages the answer names, and only those', () => {
    expect(retried({ batchItemFailures: [{ itemIdentifier: 'm2' }] })).toEqual(['m2']);
    expect(retried({ batchItemFailures: [{ itemIdentifier: 'm3' }, { itemIdentifier: 'm1' }] })).toEqual(['m1', 'm3']);
  });

  it('returns none for no answer, no list, or an empty list', () => {
    for (const answer of [undefined, null, {}, { batchItemFailures: null }, { batchItemFailures: [] }]) expect(retried(answer)).toEqual([]);
  });

  it('returns the whole batch for an answer Lambda cannot read', () => {
    for (const answer of [
      { batchItemFailures: [{ itemIdentifier: 'elsewhere' }] },
      { batchItemFailures: [{ itemIdentifier: '' }] },
      { batchItemFailures: [{ itemIdentifier: null }] },
      { batchItemFailures: [{ messageId: 'm1' }] },
      { batchItemFailures: [null] },
      { batchItemFailures: 'm1' },
    ]) {
      expect(retried(answer), JSON.stringify(answer)).toEqual(batch);
    }
  });
});

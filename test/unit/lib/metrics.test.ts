/** The business metrics' lines: CloudWatch embedded metric format, one per event, with its own dimension. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureLogs } from '../../support/logs';

// As in AWS: metrics on. The local stack's environment turns them off, and another test file of
// this worker may have applied it (process.env outlives a file), so say it before the module loads.
vi.stubEnv('POWERTOOLS_METRICS_DISABLED', 'false');
const { METRICS_NAMESPACE, recordDoorScan, recordPurchaseRefused, recordTicketSold } = await import('../../../functions/lib/metrics');

afterEach(() => vi.restoreAllMocks());

/** What CloudWatch reads from one EMF line: its metric names, dimension sets and values. */
function decoded(line: Record<string, any>) {
  const [directive] = line._aws.CloudWatchMetrics;
  return {
    namespace: directive.Namespace,
    metrics: directive.Metrics,
    dimensions: directive.Dimensions,
    values: Object.fromEntries(directive.Metrics.map((m: { Name: string }) => [m.Name, line[m.Name]])),
    timestamp: line._aws.Timestamp,
  };
}

describe('business metrics', () => {
  it('writes one EMF line per ticket sold, scan and refusal, at once, each with its dimension', () => {
    const logs = captureLogs();
    recordTicketSold('paid');
    recordDoorScan('AlreadyUsed');
    recordPurchaseRefused('SoldOut');
    const lines = logs.metrics();
    expect(lines).toHaveLength(3);
    expect(lines.map(decoded)).toEqual([
      expect.objectContaining({ namespace: METRICS_NAMESPACE, metrics: [{ Name: 'TicketsSold', Unit: 'Count' }], dimensions: [['service', 'Kind']], values: { TicketsSold: 1 } }),
      expect.objectContaining({ metrics: [{ Name: 'DoorScans', Unit: 'Count' }], dimensions: [['service', 'Outcome']], values: { DoorScans: 1 } }),
      expect.objectContaining({ metrics: [{ Name: 'PurchaseRefusals', Unit: 'Count' }], dimensions: [['service', 'Reason']], values: { PurchaseRefusals: 1 } }),
    ]);
    expect(lines.map((l) => [l.Kind, l.Outcome, l.Reason])).toEqual([
      ['paid', undefined, undefined],
      [undefined, 'AlreadyUsed', undefined],
      [undefined, undefined, 'SoldOut'],
    ]);
    expect(lines.every((l) => typeof l.service === 'string' && Number.isInteger(l._aws.Timestamp))).toBe(true);
  });
});

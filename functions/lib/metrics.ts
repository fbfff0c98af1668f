/**
 * Business metrics (Powertools Metrics): CloudWatch embedded metric format
 * lines on stdout, turned into metrics by CloudWatch Logs — no API call, no
 * latency. Each is published as it happens (one line each, with its own
 * dimension), so nothing waits for the end of the invocation and nothing
 * recorded can be lost by a handler that forgets to flush.
 *
 * Namespace `GreekCampus`, dimension `service` (the feature). Locally the
 * stack sets `POWERTOOLS_METRICS_DISABLED` (CloudWatch is not there to read them).
 */
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';

export const METRICS_NAMESPACE = 'GreekCampus';

const metrics = new Metrics({ namespace: METRICS_NAMESPACE, serviceName: process.env.POWERTOOLS_SERVICE_NAME || 'greek-campus' });

function count(name: string, dimension: string, value: string): void {
  const single = metrics.singleMetric();
  single.addDimension(dimension, value);
  single.addMetric(name, MetricUnit.Count, 1);
}

/** A ticket issued: free, or paid (by card, confirmed or from Stripe's webhook). */
export function recordTicketSold(kind: 'free' | 'paid'): void {
  count('TicketsSold', 'Kind', kind);
}

/** Why a purchase was refused after the buyer asked (a paid one is refunded). */
export type PurchaseRefusal = 'SoldOut' | 'EventGone' | 'NoProfile';

/** A purchase refused. */
export function recordPurchaseRefused(reason: PurchaseRefusal): void {
  count('PurchaseRefusals', 'Reason', reason);
}

/** What the door answered a scan. */
export type DoorOutcome = 'Granted' | 'AlreadyUsed' | 'OtherEvent' | 'NotFound' | 'TooYoung' | 'Reentry' | 'Exit' | 'NotInside' | 'Full' | 'NeedsMonitor' | 'Monitor';

/** A scan at the door, granted or refused (`Outcome`). */
export function recordDoorScan(outcome: DoorOutcome): void {
  count('DoorScans', 'Outcome', outcome);
}

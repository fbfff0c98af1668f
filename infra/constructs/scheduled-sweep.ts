/**
 * The scheduled sweep: an EventBridge rule runs the `scheduled`
 * feature's Lambda (functions/scheduled/handler.ts) every
 * `SCHEDULE_MINUTES`; its tasks list says what is due.
 */
import { Duration } from 'aws-cdk-lib';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import { SCHEDULE_MINUTES } from '../features';

export class ScheduledSweep extends Construct {
  readonly rule: events.Rule;

  constructor(scope: Construct, id: string, props: { fn: lambda.IFunction }) {
    super(scope, id);
    this.rule = new events.Rule(this, 'Every5Minutes', {
      description: `Runs the scheduled tasks every ${SCHEDULE_MINUTES} minutes`,
      schedule: events.Schedule.rate(Duration.minutes(SCHEDULE_MINUTES)),
      // A missed run is made up by the next one: no retries that would overlap it.
      targets: [new targets.LambdaFunction(props.fn, { retryAttempts: 0 })],
    });
  }
}

/**
 * Where a data tool's job runs. In AWS: an asynchronous invocation
 * (`InvocationType: 'Event'`) of this same function with `{ dataToolJob }`,
 * so the HTTP request returns at once and the job has up to 15 minutes.
 * Locally (`DATA_TOOLS_RUN=in-process`, set by the local stack): the same
 * module in the local API server's process, not awaited. `held`: recorded
 * and left waiting — for the authorization matrix and the fuzzer, whose
 * "a refused request changes nothing" checks need a table no job is
 * changing (the runs have their own tests).
 */
import { clock } from '../../lib/clock';
import { logger } from '../../lib/logger';
import { runDataToolJob, type Dispatch } from './jobs';

/** The event of an asynchronous job invocation. */
export interface DataToolInvocation {
  dataToolJob: string;
}

export function isDataToolInvocation(event: unknown): event is DataToolInvocation {
  return typeof event === 'object' && event !== null && typeof (event as DataToolInvocation).dataToolJob === 'string';
}

export const dispatchDataTool: Dispatch = async (jobId) => {
  if (process.env.DATA_TOOLS_RUN === 'held') return;
  if (process.env.DATA_TOOLS_RUN === 'in-process') {
    void runDataToolJob(jobId, clock.now).catch((error: unknown) => logger.error('data tool worker failed', { error: error as Error, jobId }));
    return;
  }
  const { InvokeCommand, LambdaClient } = await import('@aws-sdk/client-lambda');
  const payload: DataToolInvocation = { dataToolJob: jobId };
  await new LambdaClient({}).send(
    new InvokeCommand({ FunctionName: process.env.AWS_LAMBDA_FUNCTION_NAME, InvocationType: 'Event', Payload: new TextEncoder().encode(JSON.stringify(payload)) }),
  );
};

/**
 * A Lambda `Context` for locally invoked handlers (the fields our code and
 * middy read; timing as if the function had the 29 s API Gateway budget).
 */
import type { Context } from 'aws-lambda';

/** The context object passed with one invocation of `feature`'s function. */
export function lambdaContext(feature: string, awsRequestId: string, timeoutMs = 29_000): Context {
  const deadline = Date.now() + timeoutMs;
  const functionName = `greek-campus-${feature}`;
  return {
    callbackWaitsForEmptyEventLoop: true,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:us-east-1:000000000000:function:${functionName}`,
    memoryLimitInMB: '512',
    awsRequestId,
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

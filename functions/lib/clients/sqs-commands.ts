/**
 * The SQS client and the one command the functions send, in a module loaded
 * by `import()` (functions/lib/queue/send.ts): in a bundle it is a chunk of
 * its own (infra/constructs/bundling.ts), off the cold start.
 */
export { SendMessageCommand } from '@aws-sdk/client-sqs';
export { sqsClient } from './sqs';

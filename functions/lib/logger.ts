/**
 * The functions' one logger (Powertools Logger): a JSON line per entry with
 * `level`, `message`, `service` (the feature, `POWERTOOLS_SERVICE_NAME` set by
 * CDK), `timestamp` and, inside an invocation, the Lambda request id
 * (`function_request_id`), cold start and the API Gateway request id
 * (`apiRequestId`, as in the stage's access log), added by the handler
 * wrapper. An `Error` in the extra keys is logged with name, message,
 * location and stack; answers never carry any of it.
 */
import { Logger } from '@aws-lambda-powertools/logger';

export const logger = new Logger({ serviceName: process.env.POWERTOOLS_SERVICE_NAME || 'greek-campus' });

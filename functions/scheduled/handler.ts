/**
 * Lambda of the `scheduled` feature: run by an EventBridge rule every 5
 * minutes (locally, by a timer of the local stack), it runs every task of
 * tasks.ts with the injected clock's "now". One task that fails does not stop
 * the others; the run fails (and is logged) when any did, and the next run
 * tries again.
 */
import type { Context } from 'aws-lambda';
import { clock } from '../lib/clock';
import { logger } from '../lib/logger';
import { SCHEDULED_TASKS, type ScheduledTask } from './tasks';

export async function runScheduledTasks(now: Date, tasks: readonly ScheduledTask[] = SCHEDULED_TASKS): Promise<{ failed: string[] }> {
  const failed: string[] = [];
  for (const task of tasks) {
    try {
      await task.run(now);
    } catch (error) {
      logger.error('Scheduled task failed; the next run tries again', { task: task.name, error });
      failed.push(task.name);
    }
  }
  return { failed };
}

export const handler = async (_event: unknown, context?: Context): Promise<{ failed: string[] }> => {
  if (context) logger.addContext(context);
  const result = await runScheduledTasks(clock.now());
  if (result.failed.length) throw new Error(`Scheduled tasks failed: ${result.failed.join(', ')}`);
  return result;
};

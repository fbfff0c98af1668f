import { EVERY_DATE } from '../../domains/keys';

/** What every data tool is: work reporting its progress, ending in a sentence and its figures. */
export interface ToolContext {
  now: Date;
  adminSub: string;
  /** Records `done` of `total` units (throttled by the runner); the page draws it as a bar. */
  progress(done: number, total: number): Promise<void>;
}

export interface ToolOutcome {
  message: string;
  result: Record<string, number>;
}

export type ToolRun = (ctx: ToolContext) => Promise<ToolOutcome>;

/** The lower bound of every event date: a listing "from" it lists past events too, those retired from the lists included. */
export const ALL_DATES = EVERY_DATE;

/** Runs `work` over `items` a few at a time, reporting progress after each. */
export async function forEachWithProgress<T>(items: readonly T[], ctx: ToolContext, work: (item: T) => Promise<void>, concurrency = 4): Promise<void> {
  let done = 0;
  await ctx.progress(0, items.length);
  let next = 0;
  async function lane(): Promise<void> {
    while (next < items.length) {
      const item = items[next++]!;
      await work(item);
      done += 1;
      await ctx.progress(done, items.length);
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, lane));
}

/**
 * The bench's verdicts. Every figure printed beside a goal is judged by the
 * run's one `GoalBook`: the call that compares it returns the word printed
 * after it (ok, OVER, UNDER, or why it may be over) and records it, so a
 * figure cannot print OVER and leave the run green. `settleRun` then fails
 * the run (exit code 1) when any figure missed its goal, an invariant broke,
 * or a part that should have been measured failed.
 *
 * A figure that is not a number (a measure that went wrong) misses its goal.
 */

/** A figure allowed over its goal up to `upTo` (held by a ratchet, or work that grows by design), with why. */
export interface Allowance {
  upTo: number;
  why: string;
}

export interface Judged {
  figure: string;
  /** The figure against its goal, e.g. `0.28 / goal ≤ 0.25`. */
  against: string;
  /** What the table printed after it. */
  verdict: string;
  missed: boolean;
}

/** Up to 4 significant digits, no trailing zeros: what a summary line shows of a figure. */
const shown = (n: number) => (Number.isFinite(n) ? String(Number(n.toPrecision(4))) : String(n));

export class GoalBook {
  private readonly judged: Judged[] = [];

  private record(figure: string, against: string, verdict: string, missed: boolean): string {
    this.judged.push({ figure, against, verdict, missed });
    return verdict;
  }

  /** `value` must be at most `goal` (or within its allowance). */
  atMost(figure: string, value: number, goal: number, allowance?: Allowance): string {
    const against = `${shown(value)} / goal ≤ ${shown(goal)}`;
    if (value <= goal) return this.record(figure, against, 'ok', false);
    if (allowance && value <= allowance.upTo) return this.record(figure, against, allowance.why, false);
    return this.record(figure, against, 'OVER', true);
  }

  /** `value` must be at least `goal`. */
  atLeast(figure: string, value: number, goal: number): string {
    const against = `${shown(value)} / goal ≥ ${shown(goal)}`;
    return value >= goal ? this.record(figure, against, 'ok', false) : this.record(figure, against, 'UNDER', true);
  }

  /** An invariant (exactly N tickets, one entry per ticket): it holds or the run fails. */
  invariant(figure: string, holds: boolean): string {
    return holds ? this.record(figure, 'invariant', 'holds', false) : this.record(figure, 'invariant', 'BROKEN', true);
  }

  /** A part the run was to measure that failed: its goals could not be checked. */
  unmeasured(part: string, error: string): void {
    this.record(part, `not measured: ${error}`, 'FAILED', true);
  }

  missed(): Judged[] {
    return this.judged.filter((j) => j.missed);
  }

  /** How many figures were judged. */
  get size(): number {
    return this.judged.length;
  }
}

/** Prints the verdict of the run and fails it (exit code 1) when anything missed; true when all was met. */
export function settleRun(book: GoalBook, log: (line: string) => void = console.log): boolean {
  const missed = book.missed();
  if (missed.length === 0) {
    log(`\nEvery figure within its goal (${book.size} judged)`);
    return true;
  }
  log(`\n${missed.length} of ${book.size} figures missed their goal (the run fails):`);
  for (const m of missed) log(`  ${m.figure}: ${m.against} ${m.verdict}`);
  process.exitCode = 1;
  return false;
}

/**
 * What a web test leaves behind, undone after each test by `test/web/setup.ts`:
 * helpers that create per-test state (a rendered app's query cache, its
 * user-event session) register here how to end it.
 */
const endings: (() => void)[] = [];

/** Runs `end` once the current test has finished (passed, failed or timed out). */
export function afterThisTest(end: () => void): void {
  endings.push(end);
}

/** Ends everything registered since the last call (setup.ts, after each test). */
export function endTestState(): void {
  for (const end of endings.splice(0).reverse()) end();
}

/**
 * The JSON lines the functions write (Powertools Logger and Metrics write to
 * stdout/stderr through their own `Console`, not the global `console`):
 * captured and parsed, and kept off the test output.
 */
import { vi } from 'vitest';

export interface CapturedLogs {
  /** Every JSON line written since the capture began, parsed. */
  entries(): Record<string, any>[];
  /** The log entries (not metric lines) at a level: `ERROR`, `INFO`… */
  at(level: string): Record<string, any>[];
  /** The embedded-metric-format lines. */
  metrics(): Record<string, any>[];
}

/** Captures what the functions log until the test's mocks are restored (`vi.restoreAllMocks`). */
export function captureLogs(): CapturedLogs {
  const lines: string[] = [];
  const keep = (chunk: unknown) => {
    lines.push(...String(chunk).split('\n').filter((l) => l.trim().startsWith('{')));
    return true;
  };
  vi.spyOn(process.stdout, 'write').mockImplementation(keep);
  vi.spyOn(process.stderr, 'write').mockImplementation(keep);
  const entries = () => lines.map((l) => JSON.parse(l) as Record<string, any>);
  return {
    entries,
    at: (level) => entries().filter((e) => e.level === level),
    metrics: () => entries().filter((e) => e._aws),
  };
}

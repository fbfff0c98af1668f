/**
 * Latency under concurrency: many requests from `concurrency` clients at once,
 * as percentiles. Used for the API endpoints and for their bare DynamoDB
 * reads, measured in the same run so the figures compare as ratios.
 */
export interface LatencyFigure {
  p50: number;
  p95: number;
  requests: number;
  /** Requests per second over the bursts. */
  throughput: number;
}

/** The raw outcome of one burst: every request's latency (ms) and the burst's wall time. */
export interface Burst {
  samples: number[];
  elapsedMs: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** Runs `task` `total` times from `concurrency` parallel clients; returns every latency. */
export async function burst(task: () => Promise<unknown>, { total = 1000, concurrency = 50 } = {}): Promise<Burst> {
  const samples: number[] = [];
  let remaining = total;
  const started = performance.now();
  const client = async () => {
    while (remaining > 0) {
      remaining--;
      const t = performance.now();
      await task();
      samples.push(performance.now() - t);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, client));
  return { samples, elapsedMs: performance.now() - started };
}

/** p50/p95 over several bursts pooled together (bursts of one case taken at different moments). */
export function summarize(bursts: Burst[]): LatencyFigure {
  const samples = bursts.flatMap((b) => b.samples).sort((a, b) => a - b);
  const elapsed = bursts.reduce((sum, b) => sum + b.elapsedMs, 0);
  return {
    p50: percentile(samples, 50),
    p95: percentile(samples, 95),
    requests: samples.length,
    throughput: elapsed > 0 ? (samples.length / elapsed) * 1000 : 0,
  };
}

/** GET a URL and fail loudly unless it answers 2xx (a benchmark of errors is no benchmark). */
export async function getOk(url: string, headers?: Record<string, string>): Promise<void> {
  const res = await fetch(url, headers ? { headers } : undefined);
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  await res.arrayBuffer();
}

/**
 * The URL of an API call, apart from `api()` so that `index.html`'s early
 * script (`app/landing-read.ts`) builds its URL with the same code and none
 * of the client.
 */

/** The API stage prefix: the SPA and the API share an origin (CloudFront in AWS, the Vite proxy locally). */
export const API_BASE = '/api';

/** `/schools/{id}` + `{id: 'a b'}` → `/api/schools/a%20b?state=TX`. */
export function buildUrl(path: string, params?: Record<string, string>, query?: Record<string, unknown>): string {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(value);
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const qs = search.toString();
  return `${API_BASE}${filled}${qs ? `?${qs}` : ''}`;
}

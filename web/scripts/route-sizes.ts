/**
 * Initial JS per route (gzip) of the built SPA, from Vite's manifest: the
 * entry chunk and its static imports, plus the route's lazy chunk and its
 * static imports (what the browser must download before the page renders).
 *
 * Usage: `npm run build:web && npx tsx web/scripts/route-sizes.ts [--json]`.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/** Route path → the page module its `lazy` imports (see web/src/app/routes.tsx). */
export const ROUTE_MODULES: Record<string, string> = {
  '/': 'src/features/landing/LandingPage.tsx',
  '/schools': 'src/features/schools/SchoolsPage.tsx',
  '/schools/{id}': 'src/features/schools/SchoolPage.tsx',
  '/organizations': 'src/features/organizations/DirectoryPage.tsx',
  '/organizations/{id}': 'src/features/organizations/ChapterPage.tsx',
  '/national/{key}': 'src/features/organizations/NationalPage.tsx',
  '/events': 'src/features/greek-events/EventsPage.tsx',
  '/events/{id}': 'src/features/greek-events/EventPage.tsx',
  '/party-events': 'src/features/party-events/PartyEventsPage.tsx',
  '/party-events/{id}': 'src/features/party-events/PartyEventPage.tsx',
  '/my-school': 'src/features/my-school/MySchoolPage.tsx',
  '/my-tickets': 'src/features/my-tickets/MyTicketsPage.tsx',
  '/profile': 'src/features/profile/ProfilePage.tsx',
  '/admin': 'src/features/admin/AdminPage.tsx',
  '/create-event': 'src/features/create-event/CreateEventPage.tsx',
  '/validate-ticket': 'src/features/validate-ticket/ValidateTicketPage.tsx',
  '/party-events/{id}/analytics': 'src/features/analytics/AnalyticsPage.tsx',
  '/auth': 'src/features/auth/AuthPage.tsx',
  '/leader-auth': 'src/features/leader-auth/LeaderAuthPage.tsx',
  '(404)': 'src/features/not-found/NotFoundPage.tsx',
};

export interface RouteSize {
  route: string;
  files: number;
  gzipBytes: number;
  kib: number;
}

/** Measures every route of a built `dist` directory. */
export function measureRoutes(distDir: string): RouteSize[] {
  const manifest = JSON.parse(readFileSync(`${distDir}/.vite/manifest.json`, 'utf8')) as Record<string, ManifestChunk>;
  const gzipOf = new Map<string, number>();
  const gz = (file: string) => {
    if (!gzipOf.has(file)) gzipOf.set(file, gzipSync(readFileSync(`${distDir}/${file}`), { level: 9 }).length);
    return gzipOf.get(file)!;
  };
  const closure = (key: string, seen: Set<string>) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  };
  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (!entryKey) throw new Error('No entry chunk in the Vite manifest');
  return Object.entries(ROUTE_MODULES).map(([route, module]) => {
    const keys = new Set<string>();
    closure(entryKey, keys);
    if (!manifest[module]) throw new Error(`Route module ${module} is not a chunk in the manifest`);
    closure(module, keys);
    const files = [...keys].map((k) => manifest[k]!.file).filter((f) => f.endsWith('.js'));
    const gzipBytes = files.reduce((sum, f) => sum + gz(f), 0);
    return { route, files: files.length, gzipBytes, kib: Math.round((gzipBytes / 1024) * 10) / 10 };
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const dist = fileURLToPath(new URL('../dist', import.meta.url));
  const sizes = measureRoutes(dist);
  if (process.argv.includes('--json')) console.log(JSON.stringify(sizes, null, 2));
  else for (const s of sizes) console.log(`${s.route.padEnd(22)} ${String(s.kib).padStart(7)} KiB gzip  (${s.files} files)`);
}

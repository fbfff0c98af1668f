/**
 * Offline app shell (a ticket stays readable at the door without network
 * once it has been opened). Registered only by production builds.
 *
 * - `/assets/*` are content-hashed and never change: cache-first.
 * - Navigations: network-first; offline they get the cached `index.html`
 *   (the SPA then shows My Tickets from its own saved copy).
 * - `/config.json`: network-first with the last copy as the offline fallback
 *   (the SPA needs it to boot).
 * - `/api/*` and everything else: not touched — the network decides.
 */
const SHELL_CACHE = 'gc-shell-v1';
const ASSET_CACHE = 'gc-assets-v1';
/** Hashed assets kept at most; older entries go first (a deploy leaves the previous build's files behind). */
const MAX_ASSETS = 120;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.add(new Request(new URL('/index.html', self.location.href), { cache: 'reload' })))
      .catch(() => undefined)
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith('gc-') && k !== SHELL_CACHE && k !== ASSET_CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

/** Routes one request to a strategy, or null to leave it to the network. */
function strategyFor(request) {
  if (request.method !== 'GET') return null;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return null;
  if (url.pathname.startsWith('/api/')) return null;
  if (request.mode === 'navigate') return 'navigate';
  if (url.pathname === '/config.json') return 'config';
  if (url.pathname.startsWith('/assets/')) return 'asset';
  return null;
}

async function trim(cache) {
  const keys = await cache.keys();
  for (let i = 0; i < keys.length - MAX_ASSETS; i++) await cache.delete(keys[i]);
}

async function cacheFirst(request) {
  const cache = await caches.open(ASSET_CACHE);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok) {
    await cache.put(request, response.clone());
    await trim(cache);
  }
  return response;
}

async function networkFirst(request, cacheKey) {
  const cache = await caches.open(SHELL_CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(cacheKey, response.clone());
    return response;
  } catch (error) {
    const hit = await cache.match(cacheKey);
    if (hit) return hit;
    throw error;
  }
}

/**
 * `{ type: 'keep-assets', urls }`: a page that must work offline (the door,
 * once its event is chosen) hands over the hashed assets it has loaded, which
 * may have come before this worker controlled the page.
 */
self.addEventListener('message', (event) => {
  const data = event.data;
  if (!data || data.type !== 'keep-assets' || !Array.isArray(data.urls)) return;
  const urls = data.urls.filter((u) => typeof u === 'string' && strategyFor(new Request(u)) === 'asset');
  event.waitUntil(
    caches
      .open(ASSET_CACHE)
      .then(async (cache) => {
        for (const url of urls) if (!(await cache.match(url))) await cache.add(url);
        await trim(cache);
      })
      .catch(() => undefined),
  );
});

self.addEventListener('fetch', (event) => {
  const strategy = strategyFor(event.request);
  if (strategy === 'asset') event.respondWith(cacheFirst(event.request));
  else if (strategy === 'navigate') event.respondWith(networkFirst(event.request, '/index.html'));
  else if (strategy === 'config') event.respondWith(networkFirst(event.request, '/config.json'));
});

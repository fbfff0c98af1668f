/**
 * Prepares the offline app shell for the door in any built SPA: registers
 * the service worker (`web/public/sw.js`) without waiting for the page's load
 * event, and hands it every hashed asset this page has loaded (some came
 * before the worker controlled the page), so the door reloads with the
 * network off. Not under Vite's dev server (`import.meta.hot`), whose
 * unhashed modules a cache-first worker would pin; `import.meta.env.PROD`
 * would also skip a build made under NODE_ENV=test, as the e2e stack's is.
 */
export async function keepLoadedAssets(): Promise<void> {
  if (import.meta.hot || !('serviceWorker' in navigator)) return;
  await navigator.serviceWorker.register('/sw.js');
  const registration = await navigator.serviceWorker.ready;
  const urls = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => url.startsWith(`${location.origin}/assets/`));
  registration.active?.postMessage({ type: 'keep-assets', urls });
}

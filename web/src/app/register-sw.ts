/**
 * Registers the offline app shell (`web/public/sw.js`) after the page has
 * loaded, in production builds only: in development Vite serves unhashed
 * modules that a cache-first worker would pin.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  });
}

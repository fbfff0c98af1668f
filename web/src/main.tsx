import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { AppProviders, createQueryClient } from './app/providers';
import { appRoutes } from './app/routes';
import { registerServiceWorker } from './app/register-sw';
import { clearOfflineTickets } from './features/my-tickets/ticket-cache';
import { installAuth } from './lib/auth/setup';
import { adoptEarlyRead, dropEarlyRead } from './lib/early-read';
import './index.css';

adoptEarlyRead();
const router = createBrowserRouter(appRoutes);
// The early read serves the landing page only: the first navigation (a new location key) forgets it.
const landingKey = router.state.location.key;
const stopWatching = router.subscribe((state) => {
  if (state.location.key === landingKey) return;
  dropEarlyRead();
  stopWatching();
});
const queryClient = createQueryClient();
installAuth({ queryClient, navigate: (to) => router.navigate(to), clearOfflineData: clearOfflineTickets });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders client={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);

registerServiceWorker();

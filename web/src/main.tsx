import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { AppProviders, createQueryClient } from './app/providers';
import { appRoutes } from './app/routes';
import { registerServiceWorker } from './app/register-sw';
import { clearOfflineTickets } from './features/my-tickets/ticket-cache';
import { installAuth } from './lib/auth/setup';
import './index.css';

const router = createBrowserRouter(appRoutes);
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

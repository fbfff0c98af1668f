import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { installAuth } from './app/auth-setup';
import { AppProviders, createQueryClient } from './app/providers';
import { appRoutes } from './app/routes';
import { registerServiceWorker } from './app/register-sw';
import './index.css';

const router = createBrowserRouter(appRoutes);
const queryClient = createQueryClient();
installAuth({ queryClient, navigate: (to) => router.navigate(to) });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders client={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);

registerServiceWorker();

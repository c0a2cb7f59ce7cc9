import 'antd-mobile/es/global';
import './shared/ui/tokens.css';
import './shared/ui/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app/app-routes';
import { preloadEntryRoute } from './app/preload';
import { AppProviders, startAppServices } from './app/providers';
import { createQueryClient } from './app/query-client';
import { AppErrorBoundary } from './app/shell/app-error-boundary';
import { listenForInstallPrompt } from './app/shell/install-prompt-store';
import { initI18n } from './shared/i18n/i18n';

function registerServiceWorkerAfterLoad(): void {
  const register = () => void import('./app/shell/sw-registration').then((m) => m.registerServiceWorker());
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

async function start(): Promise<void> {
  listenForInstallPrompt();
  preloadEntryRoute(window.location.pathname);
  // antd-mobile's React 19 renderer for Toast and Dialog; fetched beside the first page.
  void import('./shared/ui/antd-render').then(({ installAntdRender }) => installAntdRender());
  await initI18n();
  const queryClient = createQueryClient();
  startAppServices(queryClient);
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <AppErrorBoundary>
        <AppProviders queryClient={queryClient}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </AppProviders>
      </AppErrorBoundary>
    </StrictMode>,
  );
  if (import.meta.env.PROD) registerServiceWorkerAfterLoad();
}

void start();

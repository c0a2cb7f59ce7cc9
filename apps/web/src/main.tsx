import 'antd-mobile/es/global';
import './shared/ui/tokens.css';
import './shared/ui/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app/app-routes';
import { preloadEntryRoute } from './app/preload';
import { startAnalytics } from './shared/analytics/start-analytics';
import { AppProviders, startAppServices } from './app/providers';
import { createQueryClient } from './app/query-client';
import { afterLoadWhenIdle } from './shared/ui/after-load-idle';
import { AppErrorBoundary } from './app/shell/app-error-boundary';
import { listenForInstallPrompt } from './app/shell/install-prompt-store';
import { startDebugConsoleIfEnabled } from './shared/dev-options/dev-debug-console';
import { getLocale, initI18n } from './shared/i18n/i18n';
import { keepListCache, restoreListCache } from './app/list-cache';

/** The longest the service worker waits for an idle moment after the page has loaded. */
const SW_IDLE_TIMEOUT_MS = 5_000;

/**
 * Registers the service worker once the page has loaded and the first render is done: its
 * precache downloads the whole app, which must not compete with the first page's requests.
 */
function registerServiceWorkerWhenIdle(): void {
  const register = () => void import('./app/shell/sw-registration').then((m) => m.registerServiceWorker());
  afterLoadWhenIdle(register, SW_IDLE_TIMEOUT_MS);
}

/**
 * Ends the current task and goes on in a new one, so the browser can paint and handle input
 * between start-up's steps instead of waiting for all of them in one long task.
 */
function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function start(): Promise<void> {
  // First, so the console also captures what start-up logs.
  startDebugConsoleIfEnabled();
  listenForInstallPrompt();
  preloadEntryRoute(window.location.pathname);
  await yieldToBrowser();
  await initI18n();
  await yieldToBrowser();
  const queryClient = createQueryClient();
  restoreListCache(queryClient, getLocale());
  keepListCache(queryClient, getLocale);
  startAppServices(queryClient);
  await yieldToBrowser();
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const root = createRoot(container);
  // As a transition the first render yields to the browser every few milliseconds instead of
  // holding the main thread for the whole tree; the splash stays up until it commits.
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppErrorBoundary>
          <AppProviders queryClient={queryClient}>
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
          </AppProviders>
        </AppErrorBoundary>
      </StrictMode>,
    ),
  );
  startAnalytics();
  if (import.meta.env.PROD) registerServiceWorkerWhenIdle();
}

void start();

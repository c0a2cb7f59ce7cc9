import 'antd-mobile/es/global';
import '@/shared/ui/tokens.css';
import '@/shared/ui/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { installAntdRender } from '@/shared/ui/antd-render';
import { afterLoadWhenIdle } from '@/shared/ui/after-load-idle';
import { OrderingProviders, OrderingRoot } from './app/ordering-app';
import { startOrderingServices } from './app/ordering-services';
import { createOrderingQueryClient } from './app/query-client';
import { initOrderingI18n } from './i18n/ordering-i18n';

/** The longest the service worker waits for an idle moment after the page has loaded. */
const SW_IDLE_TIMEOUT_MS = 5_000;

/**
 * Registers the app's one service worker (one origin, one worker): its precache holds this page,
 * so a table's menu reopens on a weak connection. A new version waits for every tab to close.
 */
function registerServiceWorkerWhenIdle(): void {
  if (!('serviceWorker' in navigator)) return;
  afterLoadWhenIdle(() => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  }, SW_IDLE_TIMEOUT_MS);
}

async function start(): Promise<void> {
  // Toasts and dialogs render through antd-mobile's imperative API, which needs React 19's root.
  installAntdRender();
  await initOrderingI18n();
  const queryClient = createOrderingQueryClient();
  startOrderingServices(queryClient);
  const container = document.getElementById('root');
  if (!container) throw new Error('ordering.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <OrderingProviders queryClient={queryClient}>
        <OrderingRoot search={window.location.search} pathname={window.location.pathname} />
      </OrderingProviders>
    </StrictMode>,
  );
  if (import.meta.env.PROD) registerServiceWorkerWhenIdle();
}

void start();

import 'antd-mobile/es/global';
import '@/shared/ui/tokens.css';
import '@/shared/ui/global.css';
import './staff.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { installAntdRender } from '@/shared/ui/antd-render';
import { afterLoadWhenIdle } from '@/shared/ui/after-load-idle';
import { createStaffQueryClient } from './app/query-client';
import { StaffProviders, StaffRoutes } from './app/staff-app';
import { STAFF_BASE } from './app/staff-paths';
import { startStaffServices } from './app/staff-services';
import { initStaffI18n } from './i18n/staff-i18n';

/** The longest the service worker waits for an idle moment after the page has loaded. */
const SW_IDLE_TIMEOUT_MS = 5_000;

/**
 * Registers the app's service worker (the same sw.js as the customer app: one origin, one
 * worker). Its precache holds the console's page and code, which is what lets a counter that
 * was open once start again without a connection. A new version waits for every tab to close.
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
  await initStaffI18n();
  const queryClient = createStaffQueryClient();
  startStaffServices(queryClient);
  const container = document.getElementById('root');
  if (!container) throw new Error('staff.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <StaffProviders queryClient={queryClient}>
        <BrowserRouter basename={STAFF_BASE}>
          <StaffRoutes />
        </BrowserRouter>
      </StaffProviders>
    </StrictMode>,
  );
  if (import.meta.env.PROD) registerServiceWorkerWhenIdle();
}

void start();

import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import ConfigProvider, { setDefaultConfig } from 'antd-mobile/es/components/config-provider';
import { useEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { installPushTokenRegistrar } from '../features/identity/api/device-report';
import { configureApiClient } from '../shared/api-client/client';
import { requireLogin } from '../shared/auth/login-gate';
import { listenForStartUpMessages } from '../shared/bridge/start-up-messages';
import { captureChannel } from '../shared/channel/channel';
import { initMonitoring } from '../shared/monitoring/monitor';
import { startNetworkWatch } from '../shared/network/network-store';
import { antdLocaleFor } from '../shared/i18n/antd-locale';
import { getLocale, i18n } from '../shared/i18n/i18n';
import { useAppLocale } from '../shared/i18n/use-app-locale';
import { showToast } from '../shared/ui/toast';

let started = false;

/**
 * Starts the app-wide services once: monitoring, the API client's locale and toasts,
 * connectivity watching, the channel of the landing URL and the native shell's start-up
 * messages, whose push tokens go to the server.
 */
export function startAppServices(queryClient: QueryClient): void {
  if (started) return;
  started = true;
  initMonitoring();
  configureApiClient({
    getLocale,
    showToast: (message) => showToast(message),
    messages: () => ({
      network: i18n.t('apiErrors.network'),
      timeout: i18n.t('apiErrors.timeout'),
      rateLimit: i18n.t('apiErrors.rateLimit'),
      generic: i18n.t('apiErrors.generic'),
    }),
    // The dropped session's request is retried once the visitor logs in again through the sheet.
    onRelogin: () => requireLogin('relogin'),
  });
  startNetworkWatch();
  captureChannel();
  // Before the listener: a push token the shell sends at start-up goes straight to device/report.
  installPushTokenRegistrar();
  listenForStartUpMessages();
  // Server texts come back in the request's language, so cached answers go stale on a switch.
  i18n.on('languageChanged', () => void queryClient.invalidateQueries());
}

function AntdConfig({ children }: { children: ReactNode }) {
  const locale = antdLocaleFor(useAppLocale());
  // Toast and Dialog render in React roots of their own, outside this provider, and read
  // antd-mobile's default config instead; left alone, that speaks Chinese.
  useEffect(() => setDefaultConfig({ locale }), [locale]);
  return <ConfigProvider locale={locale}>{children}</ConfigProvider>;
}

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <AntdConfig>{children}</AntdConfig>
      </I18nextProvider>
    </QueryClientProvider>
  );
}

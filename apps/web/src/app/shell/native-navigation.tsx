import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { appPathOf, isOtherEntryPage } from '@/shared/bridge/app-url';
import { bridge, isNativeApp } from '@/shared/bridge/bridge';
import { createHardwareBack } from '@/shared/bridge/hardware-back';
import {
  announceNativeListenersReady,
  onNativeMessage,
  SHELL_MESSAGES,
} from '@/shared/bridge/native-messages';
import { showToast } from '@/shared/ui/toast';

/**
 * Whether the app's router has a page behind this one. The browser router numbers its entries in
 * history.state (`idx`), which moves with the URL at once; the router's location (key "default" on
 * its first entry) moves only once the next page's code has loaded.
 */
function routerHasPageBehind(locationKey: string): boolean {
  const index = (window.history.state as { idx?: unknown } | null)?.idx;
  return (typeof index === 'number' && index > 0) || locationKey !== 'default';
}

function urlOf(payload: unknown): string | null {
  const url = (payload as { url?: unknown } | undefined)?.url;
  return typeof url === 'string' ? url : null;
}

/**
 * Inside the native app: Android's back button (HARDWARE_BACK) and deep links (APP_URL_OPEN),
 * routed by the page. Renders nothing; once listening, it tells the shell to hand over what it
 * held back.
 */
export function NativeNavigation() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const location = useLocation();
  // The listener outlives renders: it reads the latest router state through these.
  const current = useRef({ navigate, location, t });
  const pressBack = useRef(createHardwareBack());

  useEffect(() => {
    current.current = { navigate, location, t };
  }, [navigate, location, t]);

  useEffect(() => {
    if (!isNativeApp()) return;
    const stop = onNativeMessage(({ type, payload }) => {
      const { navigate, location, t } = current.current;
      if (type === SHELL_MESSAGES.hardwareBack) {
        pressBack.current({
          canGoBack:
            (payload as { canGoBack?: unknown })?.canGoBack === true || routerHasPageBehind(location.key),
          goBack: () => void navigate(-1),
          showExitHint: () => showToast(t('hardwareBack.pressAgainToExit')),
          exitApp: () => void bridge.exitApp(),
          now: Date.now(),
        });
      }
      const path =
        type === SHELL_MESSAGES.appUrlOpen ? appPathOf(urlOf(payload) ?? '', window.location.origin) : null;
      if (path === null) return;
      if (isOtherEntryPage(path)) window.location.assign(path);
      else void navigate(path);
    });
    announceNativeListenersReady();
    return stop;
  }, []);

  return null;
}

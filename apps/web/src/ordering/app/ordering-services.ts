import type { QueryClient } from '@tanstack/react-query';
import { updateApiClientSettings } from '@/shared/api-client/client-settings';
import { rehydrateSession } from '@/shared/session/session-store';
import { LOCAL_KEYS } from '@/shared/storage/keys';
import { orderingI18n, orderingLocale } from '../i18n/ordering-i18n';

/**
 * What runs beside the screens: requests in the site's language with its failure texts, the
 * customer's login when another tab of the app logs in or out (the table then knows them), and
 * the menu's names fetched again in a new language. Returns the function that stops it.
 */
export function startOrderingServices(queryClient: QueryClient): () => void {
  const t = orderingI18n.getFixedT(null, 'common');
  updateApiClientSettings({
    getLocale: orderingLocale,
    messages: () => ({
      network: t('apiErrors.network'),
      timeout: t('apiErrors.timeout'),
      rateLimit: t('apiErrors.rateLimit'),
      generic: t('apiErrors.generic'),
    }),
  });
  const onStorage = (event: StorageEvent) => {
    if (event.key === LOCAL_KEYS.tokenInfo) rehydrateSession();
  };
  // Server messages (a refusal's text) come in the request's language.
  const onLanguage = () => void queryClient.invalidateQueries();
  window.addEventListener('storage', onStorage);
  orderingI18n.on('languageChanged', onLanguage);
  return () => {
    window.removeEventListener('storage', onStorage);
    orderingI18n.off('languageChanged', onLanguage);
  };
}

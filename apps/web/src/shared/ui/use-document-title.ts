import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Names the browser tab after the screen: "Screen · Lahap", or just the app name. */
export function useDocumentTitle(title?: string): void {
  const { t } = useTranslation();
  const appName = t('appName');
  useEffect(() => {
    document.title = title ? `${title} · ${appName}` : appName;
  }, [title, appName]);
}

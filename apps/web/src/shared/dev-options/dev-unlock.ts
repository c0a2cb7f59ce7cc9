import { DEV_OPTION_TOAST_MS } from '@lahap/contract/constants';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/shared/config/paths';
import { showToast } from '@/shared/ui/toast';
import { checkDeveloperAllowed } from './dev-allow-list';
import { useDevOptionsStore } from './dev-options-store';
import { createTapCounter } from './dev-tap-counter';

/**
 * The version line's tap handler (spec §4 "Developer options unlock"): 5 taps within 3 s run
 * the allow-list check; once unlocked, a tap opens developer options straight away.
 */
export function useDeveloperUnlock(): () => void {
  const { t } = useTranslation('developer');
  const { t: tCommon } = useTranslation();
  const navigate = useNavigate();
  const counter = useRef(createTapCounter());
  // Taps during the check must not start a second one.
  const checking = useRef(false);

  return () => {
    if (useDevOptionsStore.getState().enabled) {
      void navigate(paths.developerOptions.getHref());
      return;
    }
    if (checking.current || !counter.current.tap(Date.now())) return;
    checking.current = true;
    checkDeveloperAllowed()
      .then((allowed) => {
        if (!allowed) {
          showToast(t('unlock.denied'));
          return;
        }
        useDevOptionsStore.getState().enable();
        showToast(t('unlock.success'), DEV_OPTION_TOAST_MS);
      })
      .catch(() => showToast(tCommon('apiErrors.network')))
      .finally(() => {
        checking.current = false;
      });
  };
}

import { HeartFill, HeartOutline, UploadOutline } from 'antd-mobile-icons';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { isNativeApp } from '@/shared/bridge/bridge';
import { NavBar } from '@/shared/ui/nav-bar';
import styles from './store-top-bar.module.css';

export interface StoreTopBarProps {
  name: string;
  favourite: boolean;
  onFavourite: () => void;
  onShare: () => void;
  favouriteRef?: Ref<HTMLButtonElement>;
  /** Floats over the carousel until the page scrolls. */
  transparent?: boolean;
  /** Hides the actions while the store is unknown (loading, error). */
  actions?: boolean;
}

/**
 * The store home's top bar (spec §2): the store's name, the favourite toggle and, inside the
 * native app only, the share button.
 */
export function StoreTopBar({
  name,
  favourite,
  onFavourite,
  onShare,
  favouriteRef,
  transparent = false,
  actions = true,
}: StoreTopBarProps) {
  const { t } = useTranslation('store');
  return (
    <NavBar
      title={name}
      transparent={transparent}
      right={
        actions && (
          <>
            <button
              ref={favouriteRef}
              type="button"
              className={`${styles.action} ${favourite ? styles.favourite : ''}`}
              aria-label={t('topBar.favourite')}
              aria-pressed={favourite}
              onClick={onFavourite}
              data-testid="store-favourite"
            >
              {favourite ? <HeartFill /> : <HeartOutline />}
            </button>
            {isNativeApp() && (
              <button
                type="button"
                className={styles.action}
                aria-label={t('topBar.share')}
                onClick={onShare}
                data-testid="store-share"
              >
                <UploadOutline />
              </button>
            )}
          </>
        )
      }
    />
  );
}

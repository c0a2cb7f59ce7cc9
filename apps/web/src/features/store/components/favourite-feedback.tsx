import { FAVOURITE_HINT_MS } from '@lahap/contract/constants';
import { CheckCircleFill } from 'antd-mobile-icons';
import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import styles from './favourite-feedback.module.css';

export interface FavouriteFeedbackProps {
  /** What just succeeded. */
  kind: 'saved' | 'removed';
  /** Called when the hint's 2 s are up. */
  onDone: () => void;
}

/**
 * The hint after a favourite succeeds (spec §4 "Favourite"): what happened and a "View" link to
 * the favourites list, for 2 s. A toast cannot hold a link, so this is its own small bar.
 */
export function FavouriteFeedback({ kind, onDone }: FavouriteFeedbackProps) {
  const { t } = useTranslation('store');
  useEffect(() => {
    const timer = setTimeout(onDone, FAVOURITE_HINT_MS);
    return () => clearTimeout(timer);
  }, [onDone]);
  return createPortal(
    <div className={`lahap-fixed-frame ${styles.frame}`}>
      <div className={styles.hint} role="status" data-testid="favourite-feedback" data-kind={kind}>
        <CheckCircleFill className={styles.icon} aria-hidden="true" />
        <span className={styles.text}>{t(`favourite.${kind}`)}</span>
        <Link to={paths.favorites.getHref()} className={styles.view} data-testid="favourite-feedback-view">
          {t('favourite.view')}
        </Link>
      </div>
    </div>,
    document.body,
  );
}

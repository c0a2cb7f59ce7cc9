import { NAV_BAR_HEIGHT, NAV_BAR_SCROLL_THRESHOLD, NAV_BAR_SWITCH_RATIO } from '@lahap/contract/constants';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../config/paths';
import { hasInAppHistory } from './history';
import { ChevronLeftIcon, HomeIcon } from './icons';
import styles from './nav-bar.module.css';
import { useScrolledPast } from './use-scrolled-past';

/** A transparent bar turns solid once the page has scrolled this far. */
export const NAV_BAR_SOLID_AFTER_PX = NAV_BAR_SWITCH_RATIO * NAV_BAR_SCROLL_THRESHOLD;

export interface NavBarProps {
  title?: ReactNode;
  /** `auto`: a back arrow with in-app history, else a home icon. `none`: tab roots. */
  back?: 'auto' | 'none';
  /** Replaces the default back behaviour (going back one entry). */
  onBack?: () => void;
  right?: ReactNode;
  /** Floats over the page and turns solid with a border once scrolled past 40 px. */
  transparent?: boolean;
}

export function NavBar({ title, back = 'auto', onBack, right, transparent = false }: NavBarProps) {
  const solid = useScrolledPast(NAV_BAR_SOLID_AFTER_PX, transparent);
  return (
    <header
      className={styles.bar}
      data-testid="nav-bar"
      data-variant={transparent ? 'transparent' : 'solid'}
      data-solid={String(!transparent || solid)}
      data-bordered={String(!transparent || solid)}
    >
      <div className={styles.inner} style={{ height: NAV_BAR_HEIGHT }}>
        <div className={styles.side}>{back === 'auto' && <BackOrHomeButton onBack={onBack} />}</div>
        <h1 className={styles.title}>{title}</h1>
        <div className={`${styles.side} ${styles.end}`}>{right}</div>
      </div>
    </header>
  );
}

function BackOrHomeButton({ onBack }: { onBack?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  if (onBack || hasInAppHistory()) {
    return (
      <button
        type="button"
        className={styles.button}
        aria-label={t('nav.back')}
        data-testid="nav-bar-back"
        onClick={() => (onBack ? onBack() : void navigate(-1))}
      >
        <ChevronLeftIcon />
      </button>
    );
  }
  return (
    <button
      type="button"
      className={styles.button}
      aria-label={t('nav.home')}
      data-testid="nav-bar-home"
      onClick={() => void navigate(paths.home.getHref())}
    >
      <HomeIcon />
    </button>
  );
}

import type { ResourcePos } from '@lahap/contract/discovery/schemas';
import { pickText } from '@lahap/contract/locale';
import { CloseOutline } from 'antd-mobile-icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAppLocale } from '@/shared/i18n/use-app-locale';
import { ModalDialog } from '@/shared/ui/modal-dialog';
import { openExternalUrl } from '@/shared/navigation/external-link';
import { bannerTarget } from '@/features/home/model/banner-target';
import { POPUP_TAP_GUARD_MS } from '@/features/home/model/home-popups';
import styles from './home-popup.module.css';

export interface HomePopupDialogProps {
  popup: ResourcePos;
  /** The popup's image in this language. */
  image: string;
  /** Called once the customer closes the popup or follows it. */
  onSeen: (resourceId: string) => void;
}

/**
 * The home's promotion popup itself: its image leads wherever the campaign's link points (the
 * server's jump URL in this language; nothing is assumed about it). It came up by itself, so
 * taps in its first moments, meant for the page under it, do nothing.
 */
export default function HomePopupDialog({ popup, image, onSeen }: HomePopupDialogProps) {
  const { t } = useTranslation('home');
  const locale = useAppLocale();
  const navigate = useNavigate();
  const [closed, setClosed] = useState(false);
  const [armed, setArmed] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setArmed(true), POPUP_TAP_GUARD_MS);
    return () => clearTimeout(timer);
  }, []);

  const close = () => {
    onSeen(popup.resourceId);
    setClosed(true);
  };
  const tapClose = () => {
    if (armed) close();
  };
  const open = () => {
    if (!armed) return;
    const target = bannerTarget(popup.jumpUrlMap, locale);
    close();
    if (target.kind === 'inApp') void navigate(target.to);
    else if (target.kind === 'external') void openExternalUrl(target.url);
  };

  return (
    <ModalDialog
      visible={!closed}
      onClose={close}
      onBackdropTap={tapClose}
      bodyClassName={styles.body}
      label={pickText(popup.title, locale)}
    >
      <button
        type="button"
        className={styles.imageButton}
        onClick={open}
        data-testid="home-popup"
        data-armed={armed}
      >
        <img className={styles.image} src={image} alt={pickText(popup.title, locale)} />
      </button>
      <button
        type="button"
        className={styles.close}
        onClick={tapClose}
        aria-label={t('popup.close')}
        data-testid="home-popup-close"
        data-armed={armed}
      >
        <CloseOutline />
      </button>
    </ModalDialog>
  );
}

import { SHARE_LOCK_MS, SHARE_SHEET_MAX_HEIGHT_RATIO } from '@lahap/contract/constants';
import Popup from 'antd-mobile/es/components/popup';
import { CloseOutline, LinkOutline, MoreOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { track } from '@/shared/analytics/track';
import type { ShareContent } from '@/shared/bridge/bridge-types';
import sheetStyles from '@/shared/ui/bottom-sheet.module.css';
import iconButtonStyles from '@/shared/ui/icon-button.module.css';
import { showToast } from '@/shared/ui/toast';
import { copyText, shareToWhatsApp, shareWithSystem, type ShareResult } from '@/shared/share/share';
import { useTapLock } from '@/shared/share/use-tap-lock';
import { WhatsAppIcon } from '@/shared/share/whatsapp-icon';
import styles from './share-sheet.module.css';

export interface ShareSheetProps {
  visible: boolean;
  onClose: () => void;
  content: ShareContent;
}

interface ShareOption {
  key: 'whatsApp' | 'copyLink' | 'more';
  icon: ReactNode;
  run: () => Promise<void>;
}

/**
 * The store's share sheet (spec §2): WhatsApp, Copy Link and More (the system share), at most
 * 80 % of the screen high. A tap locks all three for 2 s (spec §4), so a double tap shares once.
 */
export function ShareSheet({ visible, onClose, content }: ShareSheetProps) {
  const { t } = useTranslation('store');
  const { locked, run } = useTapLock(SHARE_LOCK_MS);

  const settle = (result: ShareResult) => {
    if (result === 'shared') onClose();
    else if (result === 'appNotInstalled') showToast(t('share.appNotInstalled'));
    else if (result === 'failed') showToast(t('share.failed'));
    // A cancelled share says nothing (spec §8).
  };

  const copyLink = async () => {
    const copied = await copyText(content.url ?? '');
    showToast(copied ? t('share.copied') : t('share.copyFailed'));
    if (copied) onClose();
  };

  const options: ShareOption[] = [
    { key: 'whatsApp', icon: <WhatsAppIcon />, run: async () => settle(await shareToWhatsApp(content)) },
    { key: 'copyLink', icon: <LinkOutline />, run: copyLink },
    {
      key: 'more',
      icon: <MoreOutline />,
      run: async () => {
        const result = await shareWithSystem(content);
        // No system share at all (a desktop browser): the link is the next best thing.
        if (result === null) await copyLink();
        else settle(result);
      },
    },
  ];

  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName={sheetStyles.sheet}
      bodyStyle={{ maxHeight: `${String(SHARE_SHEET_MAX_HEIGHT_RATIO * 100)}%` }}
    >
      <section aria-labelledby="store-share-title" data-testid="share-sheet">
        <div className={sheetStyles.header}>
          <h2 id="store-share-title" className={sheetStyles.title}>
            {t('share.title')}
          </h2>
          <button
            type="button"
            className={`${iconButtonStyles.iconButton} ${sheetStyles.close}`}
            aria-label={t('share.close')}
            onClick={onClose}
            data-testid="share-close"
          >
            <CloseOutline />
          </button>
        </div>
        <ul className={styles.options}>
          {options.map((option) => (
            <li key={option.key}>
              <button
                type="button"
                className={styles.option}
                aria-disabled={locked}
                onClick={() =>
                  run(() => {
                    track('share_click', { method: option.key, target: 'store' });
                    void option.run();
                  })
                }
                data-testid={`share-${option.key}`}
              >
                <span className={`${styles.optionIcon} ${styles[option.key]}`}>{option.icon}</span>
                <span className={styles.optionLabel}>{t(`share.${option.key}`)}</span>
              </button>
            </li>
          ))}
        </ul>
      </section>
    </Popup>
  );
}

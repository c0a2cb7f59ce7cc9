import { SHARE_LOCK_MS, SHARE_SHEET_MAX_HEIGHT_RATIO } from '@lahap/contract/constants';
import Popup from 'antd-mobile/es/components/popup';
import { CloseOutline, LinkOutline, MoreOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShareContent } from '@/shared/bridge/bridge-types';
import sheetStyles from '@/shared/ui/bottom-sheet.module.css';
import iconButtonStyles from '@/shared/ui/icon-button.module.css';
import { showToast } from '@/shared/ui/toast';
import { copyText, shareToWhatsApp, shareWithSystem, type ShareResult } from '../model/share';
import { useTapLock } from '../model/use-tap-lock';
import styles from './share-sheet.module.css';

export interface ShareSheetProps {
  visible: boolean;
  onClose: () => void;
  content: ShareContent;
}

/** WhatsApp's mark, drawn here: the icon set has no brand icons. */
function WhatsAppIcon() {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 2.2a9.7 9.7 0 0 0-8.4 14.6L2.3 21.7l5-1.3A9.7 9.7 0 1 0 12 2.2Zm0 17.7a8 8 0 0 1-4.1-1.1l-.3-.2-3 .8.8-2.9-.2-.3A8 8 0 1 1 12 19.9Zm4.4-6c-.2-.1-1.4-.7-1.7-.8-.2-.1-.4-.1-.5.1l-.8 1c-.1.2-.3.2-.5.1a6.6 6.6 0 0 1-3.3-2.9c-.2-.4.2-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.5-.4h-.5a.9.9 0 0 0-.7.3 2.8 2.8 0 0 0-.9 2.1 4.9 4.9 0 0 0 1 2.6 11.2 11.2 0 0 0 4.3 3.8c1.6.7 2.2.7 3 .6a2.6 2.6 0 0 0 1.7-1.2 2.1 2.1 0 0 0 .2-1.2c-.1-.1-.3-.2-.5-.3Z"
      />
    </svg>
  );
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
                onClick={() => run(() => void option.run())}
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

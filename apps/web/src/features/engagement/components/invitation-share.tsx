import { SHARE_LOCK_MS } from '@lahap/contract/constants';
import type { ShareType } from '@lahap/contract/enums';
import Button from 'antd-mobile/es/components/button';
import Popup from 'antd-mobile/es/components/popup';
import { LinkOutline, MoreOutline, PictureOutline } from 'antd-mobile-icons';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShareContent } from '@/shared/bridge/bridge-types';
import { track } from '@/shared/analytics/track';
import { copyText, shareToWhatsApp, shareWithSystem, type ShareResult } from '@/shared/share/share';
import { useTapLock } from '@/shared/share/use-tap-lock';
import { WhatsAppIcon } from '@/shared/share/whatsapp-icon';
import sheetStyles from '@/shared/ui/bottom-sheet.module.css';
import buttonStyles from '@/shared/ui/button.module.css';
import { showToast } from '@/shared/ui/toast';
import { recordShare } from '../api/invitations';
import styles from './invitation.module.css';

export interface InvitationShareProps {
  inviteCode: string;
  /** The landing's address; each way of sharing says itself in its `shareType`. */
  inviteLink: string;
  posterUrl: string;
  /** The message before the link. */
  message: string;
  subject: string;
}

/** The link with the way it was shared, so the landing can tell (spec §3 share types). */
export function linkSharedBy(inviteLink: string, shareType: ShareType): string {
  const url = new URL(inviteLink, window.location.origin);
  url.searchParams.set('shareType', shareType);
  return url.toString();
}

interface ShareOption {
  type: ShareType;
  label: string;
  icon: ReactNode;
  run: () => Promise<void>;
}

/**
 * The four ways of sharing an invitation (WhatsApp, the poster, the link, the system share),
 * locked together for 2 s after a tap (spec §4 "Share buttons"). Each share is recorded.
 */
export function InvitationShare({
  inviteCode,
  inviteLink,
  posterUrl,
  message,
  subject,
}: InvitationShareProps) {
  const { t } = useTranslation('invitations');
  const { locked, run } = useTapLock(SHARE_LOCK_MS);
  const [posterOpen, setPosterOpen] = useState(false);

  const content = (type: ShareType): ShareContent => ({
    title: subject,
    text: message,
    url: linkSharedBy(inviteLink, type),
  });
  const settle = (type: ShareType, result: ShareResult) => {
    if (result === 'shared') recordShare(type);
    else if (result === 'appNotInstalled') showToast(t('share.appNotInstalled'));
    else if (result === 'failed') showToast(t('share.failed'));
    // A cancelled share says nothing (spec §8).
  };
  const copyLink = async () => {
    const copied = await copyText(linkSharedBy(inviteLink, 'INVITE_LINK'));
    showToast(copied ? t('share.copied') : t('share.copyFailed'));
    if (copied) recordShare('INVITE_LINK');
  };

  const options: ShareOption[] = [
    {
      type: 'WHATS_APP',
      label: t('share.whatsApp'),
      icon: <WhatsAppIcon />,
      run: async () => settle('WHATS_APP', await shareToWhatsApp(content('WHATS_APP'))),
    },
    {
      type: 'POSTER_01',
      label: t('share.poster'),
      icon: <PictureOutline />,
      run: async () => {
        setPosterOpen(true);
        recordShare('POSTER_01');
      },
    },
    { type: 'INVITE_LINK', label: t('share.link'), icon: <LinkOutline />, run: copyLink },
    {
      type: 'SYSTEM_SHARE',
      label: t('share.more'),
      icon: <MoreOutline />,
      run: async () => {
        const result = await shareWithSystem(content('SYSTEM_SHARE'));
        // No system share at all (a desktop browser): the link is the next best thing.
        if (result === null) await copyLink();
        else settle('SYSTEM_SHARE', result);
      },
    },
  ];

  return (
    <>
      <div className={styles.shareGrid} role="group" aria-label={t('theme.shareTitle')}>
        {options.map((option) => (
          <button
            key={option.type}
            type="button"
            className={styles.shareOption}
            aria-disabled={locked}
            onClick={() =>
              run(() => {
                track('share_click', { method: option.type, target: 'invitation' });
                return option.run();
              })
            }
            data-testid={`invite-share-${option.type}`}
          >
            <span className={styles.shareIcon} aria-hidden="true">
              {option.icon}
            </span>
            {option.label}
          </button>
        ))}
      </div>
      <Popup
        visible={posterOpen}
        onMaskClick={() => setPosterOpen(false)}
        onClose={() => setPosterOpen(false)}
        bodyClassName={sheetStyles.sheet}
        destroyOnClose
      >
        <div className={styles.posterBody} data-testid="invite-poster-sheet">
          <h2 className={styles.cardTitle}>{t('poster.title')}</h2>
          <img
            className={styles.posterImage}
            src={posterUrl}
            alt={t('poster.alt', { code: inviteCode })}
            width={1080}
            height={1350}
          />
          <div className={styles.posterActions}>
            <Button shape="rounded" onClick={() => setPosterOpen(false)}>
              {t('poster.close')}
            </Button>
            <a
              className={`${buttonStyles.button} ${buttonStyles.primary}`}
              href={posterUrl}
              download={`lahap-${inviteCode}.png`}
              data-testid="invite-poster-download"
            >
              {t('poster.download')}
            </a>
          </div>
        </div>
      </Popup>
    </>
  );
}

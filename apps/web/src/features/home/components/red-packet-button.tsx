import type { RedPacketActivity } from '@lahap/contract/coupons/schemas';
import { formatRupiah } from '@lahap/contract/format';
import { useTranslation } from 'react-i18next';
import styles from './red-packet.module.css';

export interface RedPacketButtonProps {
  activity: RedPacketActivity;
  onOpen: () => void;
}

/**
 * The red packet kept in a corner of the home, above the tab bar (spec §3 "Red packet display":
 * SMALL_IMAGE, and any packet after it came up): a small envelope that opens the packet's
 * dialog, or shows its envelopes once opened.
 */
export function RedPacketButton({ activity, onOpen }: RedPacketButtonProps) {
  const { t } = useTranslation('home');
  const amount = formatRupiah(activity.totalAmount);
  return (
    <button
      type="button"
      className={styles.floating}
      onClick={onOpen}
      aria-label={
        activity.opened ? t('redPacket.floatingOpenedLabel') : t('redPacket.floatingLabel', { amount })
      }
      data-testid="red-packet-button"
      data-opened={activity.opened}
    >
      <span className={styles.mini} aria-hidden="true">
        <span className={styles.miniFlap} />
        <span className={styles.miniSeal} />
      </span>
      <span className={styles.floatingCaption} aria-hidden="true">
        {activity.opened ? t('redPacket.alreadyOpened') : t('redPacket.open')}
      </span>
    </button>
  );
}

import { RightOutline, ShopbagOutline, TruckOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DineInIcon } from '@/shared/ui/icons';
import { showToast } from '@/shared/ui/toast';
import { openOrdering } from '../model/open-ordering';
import type { ServiceEntry, ServiceKind } from '../model/service-entries';
import styles from './service-entries.module.css';

const ICONS: Readonly<Record<ServiceKind, ReactNode>> = {
  dineIn: <DineInIcon />,
  delivery: <TruckOutline />,
  pickup: <ShopbagOutline />,
};

/** A tap on an entry: the ordering page with its QR code, or the not-available toast (spec §5). */
function useOpenEntry() {
  const { t } = useTranslation('store');
  return (entry: ServiceEntry) => {
    if (entry.qrCodeId) openOrdering(entry.qrCodeId, entry.orderFoodType);
    else showToast(t(`service.unavailable.${entry.kind}`));
  };
}

function EntryButton({ entry, large }: { entry: ServiceEntry; large: boolean }) {
  const { t } = useTranslation('store');
  const open = useOpenEntry();
  return (
    <button
      type="button"
      className={`${styles.entry} ${large ? styles.large : ''}`}
      onClick={() => open(entry)}
      data-testid="service-entry"
      data-kind={entry.kind}
    >
      <span className={`${styles.icon} ${styles[entry.kind]}`}>{ICONS[entry.kind]}</span>
      <span className={styles.text}>
        <span className={styles.label}>{t(`service.${entry.kind}.title`)}</span>
        <span className={styles.description}>{t(`service.${entry.kind}.description`)}</span>
      </span>
      <RightOutline className={styles.chevron} aria-hidden="true" />
    </button>
  );
}

/**
 * The table-QR scan/order block of the store home (spec §2, channel ids 2–5 only): one large
 * card for a single service type, otherwise a list of cards.
 */
export function TableOrderBlock({ entries }: { entries: ServiceEntry[] }) {
  const { t } = useTranslation('store');
  if (entries.length === 0) return null;
  const single = entries.length === 1;
  return (
    <section className={styles.block} aria-labelledby="store-order-title" data-testid="table-order-block">
      <h2 id="store-order-title" className={styles.title}>
        {t('service.orderTitle')}
      </h2>
      <div
        className={single ? undefined : styles.list}
        data-testid={single ? 'table-order-single' : 'table-order-list'}
      >
        {entries.map((entry) => (
          <EntryButton key={entry.kind} entry={entry} large={single} />
        ))}
      </div>
    </section>
  );
}

/** The store detail's service card (spec §2): delivery, pickup and dine-in entries with a notice line. */
export function ServiceCard({ entries }: { entries: ServiceEntry[] }) {
  const { t } = useTranslation('store');
  if (entries.length === 0) return null;
  return (
    <section className={styles.card} aria-labelledby="store-service-title" data-testid="service-card">
      <h2 id="store-service-title" className={styles.cardTitle}>
        {t('service.title')}
      </h2>
      <p className={styles.notice} data-testid="service-notice">
        {t('service.notice')}
      </p>
      <div className={styles.list}>
        {entries.map((entry) => (
          <EntryButton key={entry.kind} entry={entry} large={false} />
        ))}
      </div>
    </section>
  );
}

import { pickText } from '@lahap/contract/locale';
import type { StaffTable } from '@lahap/contract/ordering/schemas';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { useAppLocale } from '@/shared/i18n/use-app-locale';
import { EmptyPlateIllustration } from '@/shared/ui/illustrations/empty-plate-illustration';
import { NoSignalIllustration } from '@/shared/ui/illustrations/no-signal-illustration';
import { QrCode } from '@/shared/ui/qr-code';
import { StatusView } from '@/shared/ui/status-view';
import { useStaffTables } from '../api/kitchen-tables';
import { KitchenFrame } from '../components/kitchen-frame';
import { TablesSkeleton } from '../components/kitchen-skeleton';
import { tableQrUrl } from '../model/table-qr-url';
import { useStaffSession } from '../model/staff-session';
import styles from './kitchen-qr-page.module.css';

/** The QR code's side on screen; print scales the sheet's cards to the page (kitchen-qr-page.module.css). */
const QR_SIZE = 180;

function TableQr({ table }: { table: StaffTable }) {
  const { t } = useTranslation('staff');
  const locale = useAppLocale();
  const name = pickText(table.tableName, locale);
  const url = tableQrUrl(table.qrCodeId);
  return (
    <li className={styles.card} data-testid="kitchen-qr-card" data-url={url}>
      <QrCode text={url} size={QR_SIZE} label={t('kitchen.qr.label', { table: name })} testId="kitchen-qr" />
      <strong className={styles.name}>{name}</strong>
      <span className={styles.id}>{t('kitchen.qr.tableId', { id: table.tableId })}</span>
      <span className={styles.url}>{url}</span>
    </li>
  );
}

/**
 * The sheet of table QR codes to print: each table's code (the ordering site's menu for it),
 * name and id, laid out for A4; printing leaves the console's bar, tabs and buttons off.
 */
export function KitchenQrPage() {
  const { t } = useTranslation(['staff', 'common']);
  const storeId = useStaffSession((state) => state.session?.staff.storeId ?? '');
  const storeName = useStaffSession((state) => state.session?.staff.storeName);
  const locale = useAppLocale();
  const tables = useStaffTables(storeId, false);
  const list = tables.data?.tableList;

  return (
    <KitchenFrame testId="kitchen-qr-page">
      <div className={styles.intro}>
        <h2 className={styles.title}>{storeName ? pickText(storeName, locale) : t('kitchen.qr.title')}</h2>
        <p className={styles.noPrint}>{t('kitchen.qr.intro')}</p>
        {list && list.length > 0 && (
          <Button
            className={styles.noPrint}
            color="primary"
            size="large"
            onClick={() => window.print()}
            data-testid="kitchen-qr-print"
          >
            {t('kitchen.qr.print')}
          </Button>
        )}
      </div>
      {tables.isPending ? (
        <TablesSkeleton tiles={4} />
      ) : !list ? (
        <StatusView
          illustration={NoSignalIllustration}
          compact
          title={t('kitchen.tables.failedTitle')}
          description={t('kitchen.failedBody')}
          role="alert"
          testId="kitchen-failed"
          actions={
            <Button color="primary" shape="rounded" onClick={() => void tables.refetch()}>
              {t('common:actions.retry')}
            </Button>
          }
        />
      ) : list.length === 0 ? (
        <StatusView
          illustration={EmptyPlateIllustration}
          compact
          title={t('kitchen.qr.empty')}
          description={t('kitchen.qr.emptyBody')}
          role="status"
          testId="kitchen-empty"
        />
      ) : (
        <ul className={styles.sheet}>
          {list.map((table) => (
            <TableQr key={table.tableId} table={table} />
          ))}
        </ul>
      )}
    </KitchenFrame>
  );
}

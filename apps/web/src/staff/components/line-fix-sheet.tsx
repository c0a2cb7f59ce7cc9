import { CART_LINE_MAX_QUANTITY } from '@lahap/contract/constants';
import { pickText } from '@lahap/contract/locale';
import type { CartLine } from '@lahap/contract/ordering/schemas';
import Button from 'antd-mobile/es/components/button';
import Popup from 'antd-mobile/es/components/popup';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppLocale } from '@/shared/i18n/use-app-locale';
import { CloseIcon } from '@/shared/ui/icons';
import { loadDialog } from '@/shared/ui/dialog';
import { useFixLine } from '../model/use-kitchen-actions';
import { QuantityStepper } from './quantity-stepper';
import styles from './fix-sheet.module.css';

function LineFixForm({
  line,
  tableSessionId,
  onClose,
}: {
  line: CartLine;
  tableSessionId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('staff');
  const locale = useAppLocale();
  const titleId = useId();
  const [quantity, setQuantity] = useState(line.quantity);
  const fix = useFixLine();
  const dish = pickText(line.name, locale);

  const save = async () => {
    if (quantity === 0) {
      // Taking a dish off a table's bill is the one correction that cannot be seen afterwards.
      const Dialog = await loadDialog();
      const title = t('kitchen.fix.removeTitle', { dish });
      const confirmed = await Dialog.confirm({
        title,
        // antd-mobile's dialog names itself only by this, not by its title.
        'aria-label': title,
        content: t('kitchen.fix.removeBody'),
        confirmText: t('kitchen.fix.remove'),
        cancelText: t('kitchen.fix.cancel'),
      });
      if (!confirmed) return;
    }
    fix.mutate({ kind: 'quantity', tableSessionId, lineId: line.lineId, quantity }, { onSuccess: onClose });
  };

  return (
    <section aria-labelledby={titleId} data-testid="line-fix-sheet">
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {t('kitchen.fix.title')}
        </h2>
        <button type="button" className={styles.close} aria-label={t('kitchen.fix.close')} onClick={onClose}>
          <CloseIcon />
        </button>
      </div>
      <div className={styles.body}>
        <p className={styles.dish}>{dish}</p>
        <p className={styles.meta}>{t('kitchen.fix.ordered', { count: line.quantity })}</p>
        <QuantityStepper
          value={quantity}
          min={0}
          max={CART_LINE_MAX_QUANTITY}
          onChange={setQuantity}
          testId="line-fix-quantity"
        />
        {quantity === 0 && (
          <p className={styles.warning} role="status">
            {t('kitchen.fix.zeroHint')}
          </p>
        )}
        <Button
          color={quantity === 0 ? 'danger' : 'primary'}
          size="large"
          block
          disabled={quantity === line.quantity || fix.isPending}
          loading={fix.isPending}
          onClick={() => void save()}
          data-testid="line-fix-save"
        >
          {quantity === 0 ? t('kitchen.fix.remove') : t('kitchen.fix.save')}
        </Button>
      </div>
    </section>
  );
}

/** A sheet to correct how many of a sent line the table has (0 takes it off the bill, after a confirm). */
export default function LineFixSheet({
  line,
  tableSessionId,
  onClose,
}: {
  line: CartLine | null;
  tableSessionId: string;
  onClose: () => void;
}) {
  return (
    <Popup
      visible={line !== null}
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName={styles.sheet}
      destroyOnClose
    >
      {line && (
        <LineFixForm key={line.lineId} line={line} tableSessionId={tableSessionId} onClose={onClose} />
      )}
    </Popup>
  );
}

import { CART_LINE_MAX_QUANTITY } from '@lahap/contract/constants';
import { formatRupiah } from '@lahap/contract/format';
import { pickText } from '@lahap/contract/locale';
import Button from 'antd-mobile/es/components/button';
import Popup from 'antd-mobile/es/components/popup';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppLocale } from '@/shared/i18n/use-app-locale';
import sheetStyles from '@/shared/ui/bottom-sheet.module.css';
import { EmptyState } from '@/shared/ui/empty-state';
import type { PricedBasket, PricedLine } from '../model/basket';
import { QuantityStepper } from './quantity-stepper';
import { SheetHeader } from './sheet-header';
import cartStyles from './cart.module.css';
import sheet from './sheet.module.css';
import styles from './checkout.module.css';

export interface BasketSheetProps {
  open: boolean;
  onClose: () => void;
  basket: PricedBasket;
  onQuantity: (key: string, quantity: number) => void;
  onCheckout: () => void;
}

function BasketLineRow({ line, onQuantity }: { line: PricedLine; onQuantity: (quantity: number) => void }) {
  const { t } = useTranslation('ordering');
  const locale = useAppLocale();
  const name = pickText(line.dish.name, locale);
  return (
    <li className={cartStyles.line} data-testid={`ordering-basket-line-${line.dishId}`}>
      <div className={cartStyles.lineBody}>
        <span className={cartStyles.lineName}>{name}</span>
        {line.note && <span className={cartStyles.lineMeta}>{t('cart.note', { note: line.note })}</span>}
      </div>
      <QuantityStepper
        value={line.quantity}
        min={0}
        max={CART_LINE_MAX_QUANTITY}
        onChange={onQuantity}
        valueLabel={t('cart.quantityOf', { dish: name })}
        decreaseLabel={
          line.quantity === 1 ? t('cart.remove', { dish: name }) : t('cart.decrease', { dish: name })
        }
        increaseLabel={t('cart.increase', { dish: name })}
        testId="ordering-basket-stepper"
      />
      <span className={cartStyles.lineAmount}>{formatRupiah(line.amount)}</span>
    </li>
  );
}

/** The basket on this phone: each line with its stepper (0 removes it), the total, and the way to checkout. */
export function BasketSheet({ open, onClose, basket, onQuantity, onCheckout }: BasketSheetProps) {
  const { t } = useTranslation('ordering');
  const titleId = useId();
  return (
    <Popup visible={open} onMaskClick={onClose} onClose={onClose} bodyClassName={sheetStyles.sheet}>
      <section aria-labelledby={titleId} data-testid="ordering-basket-sheet">
        <SheetHeader titleId={titleId} title={t('basket.title')} onClose={onClose} />
        <div className={sheet.body}>
          {basket.dropped > 0 && (
            <p className={styles.warning} role="status" data-testid="ordering-basket-dropped">
              {t('basket.dropped', { count: basket.dropped })}
            </p>
          )}
          {basket.lines.length === 0 ? (
            <EmptyState compact title={t('basket.emptyTitle')} description={t('cart.emptyDescription')} />
          ) : (
            <ul className={cartStyles.lines}>
              {basket.lines.map((line) => (
                <BasketLineRow
                  key={line.key}
                  line={line}
                  onQuantity={(quantity) => onQuantity(line.key, quantity)}
                />
              ))}
            </ul>
          )}
          <div className={cartStyles.footer}>
            <div className={cartStyles.total}>
              <span>{t('basket.total')}</span>
              <span data-testid="ordering-basket-total">{formatRupiah(basket.total)}</span>
            </div>
            <Button
              color="primary"
              shape="rounded"
              block
              disabled={basket.lines.length === 0}
              onClick={onCheckout}
              data-testid="ordering-basket-checkout"
            >
              {t('basket.checkout')}
            </Button>
          </div>
        </div>
      </section>
    </Popup>
  );
}

import { CART_LINE_MAX_QUANTITY, CART_NOTE_MAX } from '@lahap/contract/constants';
import { formatRupiah } from '@lahap/contract/format';
import { pickText } from '@lahap/contract/locale';
import type { Dish } from '@lahap/contract/ordering/schemas';
import Button from 'antd-mobile/es/components/button';
import Popup from 'antd-mobile/es/components/popup';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { randomId } from '@/shared/device/random-id';
import { useAppLocale } from '@/shared/i18n/use-app-locale';
import sheetStyles from '@/shared/ui/bottom-sheet.module.css';
import type { AddLine } from '../api/cart';
import { QuantityStepper } from './quantity-stepper';
import { SheetHeader } from './sheet-header';
import styles from './sheet.module.css';

export interface AddDishSheetProps {
  /** The dish being added; null closes the sheet. */
  dish: Dish | null;
  adding: boolean;
  /** Resolves whether it was added: the sheet closes then, and stays for a retry otherwise. */
  onAdd: (line: AddLine) => Promise<boolean>;
  onClose: () => void;
}

/** Adding a dish: how many, an optional note for the kitchen, then into the cart. */
export function AddDishSheet({ dish, adding, onAdd, onClose }: AddDishSheetProps) {
  return (
    <Popup
      visible={dish !== null}
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName={sheetStyles.sheet}
      destroyOnClose
    >
      {dish && <AddDishForm key={dish.dishId} dish={dish} adding={adding} onAdd={onAdd} onClose={onClose} />}
    </Popup>
  );
}

function AddDishForm({ dish, adding, onAdd, onClose }: AddDishSheetProps & { dish: Dish }) {
  const { t } = useTranslation('ordering');
  const locale = useAppLocale();
  const titleId = useId();
  const noteId = useId();
  const [quantity, setQuantity] = useState(1);
  const [note, setNote] = useState('');
  // One id per line the customer means: a retry of the same tap (same dish, quantity and note)
  // sends the same id, so a request that did arrive before its answer was lost adds nothing twice.
  const attempt = useRef<{ what: string; clientLineId: string } | null>(null);
  const name = pickText(dish.name, locale);

  const submit = async () => {
    const what = `${quantity}\n${note.trim()}`;
    if (attempt.current?.what !== what) attempt.current = { what, clientLineId: randomId() };
    const added = await onAdd({
      dishId: dish.dishId,
      quantity,
      note,
      clientLineId: attempt.current.clientLineId,
    });
    if (added) onClose();
  };

  return (
    <section aria-labelledby={titleId} data-testid="ordering-add-sheet">
      <SheetHeader titleId={titleId} title={name} onClose={onClose} />
      <div className={styles.body}>
        <div className={styles.dishHead}>
          {dish.imageUrl && (
            <img className={styles.dishPhoto} src={dish.imageUrl} alt="" width={64} height={64} />
          )}
          <span className={styles.dishPrice}>{formatRupiah(dish.price)}</span>
        </div>
        <div className={styles.row}>
          <span className={styles.field}>{t('add.quantity')}</span>
          <QuantityStepper
            value={quantity}
            min={1}
            max={CART_LINE_MAX_QUANTITY}
            onChange={setQuantity}
            valueLabel={t('add.quantity')}
            decreaseLabel={t('add.decrease')}
            increaseLabel={t('add.increase')}
            testId="ordering-add-quantity"
          />
        </div>
        <label className={styles.field} htmlFor={noteId}>
          {t('add.noteLabel')}
          <textarea
            id={noteId}
            className={styles.input}
            rows={2}
            value={note}
            maxLength={CART_NOTE_MAX}
            placeholder={t('add.notePlaceholder')}
            onChange={(event) => setNote(event.target.value)}
            data-testid="ordering-add-note"
          />
        </label>
        <Button
          color="primary"
          shape="rounded"
          block
          loading={adding}
          onClick={() => void submit()}
          data-testid="ordering-add-submit"
        >
          {t('add.submit', { amount: formatRupiah(dish.price * quantity) })}
        </Button>
      </div>
    </section>
  );
}

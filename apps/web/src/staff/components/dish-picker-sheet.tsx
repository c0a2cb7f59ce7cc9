import { CART_LINE_MAX_QUANTITY, CART_NOTE_MAX } from '@lahap/contract/constants';
import { formatRupiah } from '@lahap/contract/format';
import { pickText } from '@lahap/contract/locale';
import type { Dish } from '@lahap/contract/ordering/schemas';
import Button from 'antd-mobile/es/components/button';
import Popup from 'antd-mobile/es/components/popup';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppLocale } from '@/shared/i18n/use-app-locale';
import { CloseIcon, SearchIcon } from '@/shared/ui/icons';
import { ListSkeleton } from '@/shared/ui/skeleton';
import { useTableMenu } from '../api/table-menu';
import { searchDishes } from '../model/dish-search';
import { useFixLine } from '../model/use-kitchen-actions';
import { QuantityStepper } from './quantity-stepper';
import styles from './fix-sheet.module.css';

interface PickerTarget {
  tableName: string;
  qrCodeId: string;
  tableSessionId: string;
}

/** The menu, searchable by name; a sold-out dish is greyed and cannot be chosen. */
function MenuList({ qrCodeId, onChoose }: { qrCodeId: string; onChoose: (dish: Dish) => void }) {
  const { t } = useTranslation(['staff', 'common']);
  const locale = useAppLocale();
  const [text, setText] = useState('');
  const menu = useTableMenu(qrCodeId, true);
  const groups = menu.data ? searchDishes(menu.data.categoryList, text) : [];

  return (
    <>
      <div className={styles.searchBar}>
        <form role="search" className={styles.search} onSubmit={(event) => event.preventDefault()}>
          <SearchIcon />
          <input
            type="search"
            className={styles.searchInput}
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('kitchen.fix.search')}
            aria-label={t('kitchen.fix.search')}
            enterKeyHint="search"
            data-testid="dish-picker-search"
          />
        </form>
      </div>
      {menu.isPending ? (
        <ListSkeleton rows={3} />
      ) : menu.isError ? (
        <div className={styles.empty} role="alert">
          <p>{t('kitchen.fix.menuFailed')}</p>
          <Button color="primary" shape="rounded" onClick={() => void menu.refetch()}>
            {t('common:actions.retry')}
          </Button>
        </div>
      ) : groups.length === 0 ? (
        <p className={styles.empty} role="status" data-testid="dish-picker-empty">
          {text.trim() ? t('kitchen.fix.noMatch', { text: text.trim() }) : t('kitchen.fix.menuEmpty')}
        </p>
      ) : (
        groups.map(({ category, dishes }) => (
          <section key={category.categoryId} aria-label={pickText(category.name, locale)}>
            <h3 className={styles.category}>{pickText(category.name, locale)}</h3>
            <ul>
              {dishes.map((dish) => (
                <li key={dish.dishId}>
                  <button
                    type="button"
                    className={styles.dishButton}
                    disabled={dish.soldOut}
                    onClick={() => onChoose(dish)}
                    data-testid="dish-picker-dish"
                    data-dish-id={dish.dishId}
                  >
                    <span className={styles.dishName}>{pickText(dish.name, locale)}</span>
                    {dish.soldOut && <span className={styles.soldOut}>{t('kitchen.fix.soldOut')}</span>}
                    <span className={styles.price}>{formatRupiah(dish.price)}</span>
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </>
  );
}

/** How many of the chosen dish, with a note for the kitchen, then added to the table. */
function AddDishForm({
  dish,
  tableSessionId,
  onBack,
  onDone,
}: {
  dish: Dish;
  tableSessionId: string;
  onBack: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('staff');
  const locale = useAppLocale();
  const noteId = useId();
  const [quantity, setQuantity] = useState(1);
  const [note, setNote] = useState('');
  const fix = useFixLine();
  return (
    <div className={styles.body}>
      <button type="button" className={styles.back} onClick={onBack} data-testid="dish-picker-back">
        {t('kitchen.fix.backToMenu')}
      </button>
      <p className={styles.dish}>{pickText(dish.name, locale)}</p>
      <p className={styles.meta}>{formatRupiah(dish.price)}</p>
      <QuantityStepper
        value={quantity}
        min={1}
        max={CART_LINE_MAX_QUANTITY}
        onChange={setQuantity}
        testId="dish-picker-quantity"
      />
      <label className={styles.noteField} htmlFor={noteId}>
        {t('kitchen.fix.noteLabel')}
        <input
          id={noteId}
          className={styles.noteInput}
          value={note}
          maxLength={CART_NOTE_MAX}
          placeholder={t('kitchen.fix.notePlaceholder')}
          onChange={(event) => setNote(event.target.value)}
          data-testid="dish-picker-note"
        />
      </label>
      <Button
        color="primary"
        size="large"
        block
        loading={fix.isPending}
        disabled={fix.isPending}
        onClick={() =>
          fix.mutate(
            { kind: 'add', tableSessionId, dishId: dish.dishId, quantity, note },
            { onSuccess: onDone },
          )
        }
        data-testid="dish-picker-add"
      >
        {t('kitchen.fix.addConfirm')}
      </Button>
    </div>
  );
}

function DishPicker({ target, onClose }: { target: PickerTarget; onClose: () => void }) {
  const { t } = useTranslation('staff');
  const titleId = useId();
  const [dish, setDish] = useState<Dish | null>(null);
  return (
    <section aria-labelledby={titleId} data-testid="dish-picker">
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {t('kitchen.fix.addTitle', { table: target.tableName })}
        </h2>
        <button type="button" className={styles.close} aria-label={t('kitchen.fix.close')} onClick={onClose}>
          <CloseIcon />
        </button>
      </div>
      {dish ? (
        <AddDishForm
          dish={dish}
          tableSessionId={target.tableSessionId}
          onBack={() => setDish(null)}
          onDone={onClose}
        />
      ) : (
        <MenuList qrCodeId={target.qrCodeId} onChoose={setDish} />
      )}
    </section>
  );
}

/** A sheet to add a dish to a seated table: the table's menu, then how many and a note. */
export default function DishPickerSheet({
  target,
  onClose,
}: {
  target: PickerTarget | null;
  onClose: () => void;
}) {
  return (
    <Popup
      visible={target !== null}
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName={styles.sheet}
      destroyOnClose
    >
      {target && <DishPicker target={target} onClose={onClose} />}
    </Popup>
  );
}

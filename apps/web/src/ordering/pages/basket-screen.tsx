import { ORDER_FOOD_TYPE } from '@lahap/contract/enums';
import { pickText } from '@lahap/contract/locale';
import type { Dish, MenuData } from '@lahap/contract/ordering/schemas';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppLocale } from '@/shared/i18n/use-app-locale';
import { showToast } from '@/shared/ui/toast';
import { AddDishSheet } from '../components/add-dish-sheet';
import { BasketSheet } from '../components/basket-sheet';
import { CartBar } from '../components/cart-bar';
import { CheckoutSheet } from '../components/checkout-sheet';
import { MenuBrowser } from '../components/menu-browser';
import { MenuHeader } from '../components/menu-header';
import styles from '../components/menu.module.css';
import { priceBasket } from '../model/basket';
import type { MenuLink } from '../model/menu-link';
import { useBasket } from '../model/use-basket';
import { useOnline } from '../model/use-online';

export interface BasketScreenProps {
  link: MenuLink;
  menu: MenuData;
  onRefresh: () => Promise<unknown>;
}

/**
 * A pickup or delivery QR's menu: no table and no joining; dishes go into a basket kept on this
 * phone, then to the checkout (a pickup time, or where to deliver), which orders and pays.
 */
export function BasketScreen({ link, menu, onRefresh }: BasketScreenProps) {
  const { t } = useTranslation('ordering');
  const locale = useAppLocale();
  const online = useOnline();
  const basket = useBasket(link.qrCodeId);
  const priced = useMemo(
    () => priceBasket(basket.lines, menu.categoryList),
    [basket.lines, menu.categoryList],
  );
  const [dish, setDish] = useState<Dish | null>(null);
  const [sheet, setSheet] = useState<'basket' | 'checkout' | null>(null);
  const pickup = link.orderFoodType === ORDER_FOOD_TYPE.pickup;

  return (
    <main>
      {!online && (
        <p className={styles.banner} role="status" data-testid="ordering-offline">
          {t('live.offline')}
        </p>
      )}
      <MenuHeader
        storeName={pickText(menu.store.storeName, locale)}
        tableName={null}
        channelName={pickup ? t('channel.pickup') : t('channel.delivery')}
      />
      <MenuBrowser categories={menu.categoryList} onAdd={setDish} onRefresh={onRefresh} />
      <AddDishSheet
        dish={dish}
        adding={false}
        onAdd={(line) => {
          basket.add({ dishId: line.dishId, quantity: line.quantity, note: line.note ?? '' });
          showToast(t('add.added', { dish: dish ? pickText(dish.name, locale) : '' }));
          return Promise.resolve(true);
        }}
        onClose={() => setDish(null)}
      />
      <CartBar
        count={priced.count}
        amount={priced.total}
        tableTotal={priced.total}
        onOpen={() => setSheet('basket')}
      />
      <BasketSheet
        open={sheet === 'basket'}
        onClose={() => setSheet(null)}
        basket={priced}
        onQuantity={basket.setQuantity}
        onCheckout={() => setSheet('checkout')}
      />
      {menu.channel && (
        <CheckoutSheet
          open={sheet === 'checkout'}
          onClose={() => setSheet(null)}
          link={link}
          channel={menu.channel}
          basket={priced}
          onOrdered={basket.clear}
        />
      )}
    </main>
  );
}

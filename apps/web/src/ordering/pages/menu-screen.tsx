import { errorMessage } from '@lahap/contract/error-messages';
import { ERROR_CODES } from '@lahap/contract/errors';
import { pickText } from '@lahap/contract/locale';
import type { Dish, MenuData } from '@lahap/contract/ordering/schemas';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiRequestError } from '@/shared/api-client/api-error';
import { useFailureText } from '@/shared/api-client/use-failure-text';
import { useAppLocale } from '@/shared/i18n/use-app-locale';
import { showToast } from '@/shared/ui/toast';
import type { AddLine } from '../api/cart';
import { AddDishSheet } from '../components/add-dish-sheet';
import { BillSheet } from '../components/bill-sheet';
import { CartBar, CartProblem } from '../components/cart-bar';
import { CartSheet } from '../components/cart-sheet';
import { JoinSheet } from '../components/join-sheet';
import { MenuBrowser } from '../components/menu-browser';
import { MenuHeader } from '../components/menu-header';
import styles from '../components/menu.module.css';
import { cartViewOf } from '../model/cart-view';
import { lastDisplayName } from '../model/seat';
import { useOnline } from '../model/use-online';
import type { SeatFlow } from '../model/use-seat';
import { useAddLine, useCart, useRefusal, type TableContext } from '../model/use-table-calls';
import { useTableEvents } from '../model/use-table-events';

export interface MenuScreenProps {
  menu: MenuData;
  flow: SeatFlow;
  onRefresh: () => Promise<unknown>;
}

/** The menu with its search and category tabs, and, once seated, the table's cart and bill. */
export function MenuScreen({ menu, flow, onRefresh }: MenuScreenProps) {
  const { t } = useTranslation('ordering');
  const locale = useAppLocale();
  const failureText = useFailureText();
  const online = useOnline();
  const [asking, setAsking] = useState(true);
  const [pendingDish, setPendingDish] = useState<Dish | null>(null);
  const [dish, setDish] = useState<Dish | null>(null);
  const [sheet, setSheet] = useState<'cart' | 'bill' | null>(null);

  const seatKey = flow.seat
    ? { tableSessionId: flow.seat.tableSessionId, participantToken: flow.seat.participantToken }
    : null;
  const { live } = useTableEvents(seatKey);
  const { leave } = flow;
  // The table's session ended under us (the staff closed it): forget the seat and ask again.
  const onSeatLost = useCallback(() => {
    leave();
    setAsking(true);
  }, [leave]);
  const cart = useCart(seatKey, live, onSeatLost);
  const tableSessionId = seatKey?.tableSessionId;
  const participantToken = seatKey?.participantToken;
  const context = useMemo<TableContext | null>(
    () =>
      tableSessionId && participantToken ? { seat: { tableSessionId, participantToken }, onSeatLost } : null,
    [tableSessionId, participantToken, onSeatLost],
  );

  const tableName = flow.table ? pickText(flow.table.tableName, locale) : null;
  const ordering = flow.phase !== 'readOnly' && flow.phase !== 'noTable';
  const locked = cart.data?.locked ? errorMessage(ERROR_CODES.TABLE_MATE_PAID, locale) : null;

  const tapAdd = (tapped: Dish) => {
    if (flow.phase === 'seated') {
      setDish(tapped);
    } else {
      setPendingDish(tapped);
      setAsking(true);
    }
  };

  const join = async (displayName?: string) => {
    if (await flow.join(displayName)) {
      setAsking(false);
      if (pendingDish) setDish(pendingDish);
      setPendingDish(null);
    }
  };

  return (
    <main>
      {!online && (
        <p className={styles.banner} role="status" data-testid="ordering-offline">
          {t('live.offline')}
        </p>
      )}
      <MenuHeader
        storeName={pickText(menu.store.storeName, locale)}
        tableName={tableName}
        onChangeTable={flow.chosen && flow.phase !== 'seated' ? () => flow.chooseTable(null) : undefined}
      />
      {flow.phase === 'noTable' && (
        <p className={styles.note} role="note">
          {t('table.none')}
        </p>
      )}
      <MenuBrowser
        categories={menu.categoryList}
        onAdd={ordering ? tapAdd : null}
        lockedText={locked}
        onRefresh={() => Promise.all([onRefresh(), cart.refetch()])}
        banner={
          locked && (
            <p className={styles.note} role="status" data-testid="ordering-locked-banner">
              {locked}
            </p>
          )
        }
      />

      {ordering && flow.table && flow.phase !== 'seated' && (
        <JoinSheet
          open={asking && flow.phase === 'ask'}
          tableName={tableName ?? ''}
          defaultName={lastDisplayName()}
          joining={flow.joining}
          error={flow.joinError ? failureText(flow.joinError) : null}
          onJoin={(name) => void join(name)}
          onClose={() => {
            setAsking(false);
            setPendingDish(null);
          }}
        />
      )}
      {context && !cart.data && cart.isError && (
        <CartProblem text={failureText(cart.error)} onRetry={() => void cart.refetch()} />
      )}
      {context && cart.data && (
        <Seated
          context={context}
          cartData={cart.data}
          live={live}
          dish={dish}
          onDishDone={() => setDish(null)}
          sheet={sheet}
          onSheet={setSheet}
          tableName={tableName ?? ''}
        />
      )}
    </main>
  );
}

interface SeatedProps {
  context: TableContext;
  cartData: NonNullable<ReturnType<typeof useCart>['data']>;
  live: boolean;
  dish: Dish | null;
  onDishDone: () => void;
  sheet: 'cart' | 'bill' | null;
  onSheet: (sheet: 'cart' | 'bill' | null) => void;
  tableName: string;
}

/** What a seated phone adds to the menu: the add sheet, the cart bar and sheet, the bill. */
function Seated({ context, cartData, live, dish, onDishDone, sheet, onSheet, tableName }: SeatedProps) {
  const { t } = useTranslation('ordering');
  const locale = useAppLocale();
  const add = useAddLine(context);
  const refused = useRefusal(context);
  const view = cartViewOf(cartData);

  const addLine = async (line: AddLine) => {
    try {
      await add.mutateAsync(line);
      showToast(t('add.added', { dish: dish ? pickText(dish.name, locale) : '' }));
      return true;
    } catch (error) {
      refused(error);
      // A refusal that will not change on a retry closes the sheet; a lost answer keeps it open.
      return isApiRequestError(error) && error.kind === 'server';
    }
  };

  return (
    <>
      <AddDishSheet dish={dish} adding={add.isPending} onAdd={addLine} onClose={onDishDone} />
      <CartBar
        note={live ? null : t('live.polling')}
        count={view.unsentCount}
        amount={view.unsentTotal}
        tableTotal={cartData.total}
        onOpen={() => onSheet('cart')}
      />
      <CartSheet
        open={sheet === 'cart'}
        onClose={() => onSheet(null)}
        cart={cartData}
        context={context}
        onOpenBill={() => onSheet('bill')}
      />
      <BillSheet
        open={sheet === 'bill'}
        onClose={() => onSheet(null)}
        context={context}
        me={cartData.participantId}
        tableName={tableName}
        people={cartData.participants.length}
        live={live}
      />
    </>
  );
}

import { ORDER_TABS, type OrderTab } from '@lahap/contract/enums';
import { useQueryClient } from '@tanstack/react-query';
import Tabs from 'antd-mobile/es/components/tabs';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { requireLogin } from '@/shared/auth/login-gate';
import { paths } from '@/shared/config/paths';
import { selectIsLoggedIn, useSessionStore } from '@/shared/session/session-store';
import { LoginPromptCard } from '@/shared/ui/login-prompt-card';
import { NavBar } from '@/shared/ui/nav-bar';
import { useUnreadStore } from '@/shared/unread/unread-store';
import { ORDERS_KEY } from '../api/order-detail';
import { FoodTabPanel } from '../components/food-tab-panel';
import { OrderTabPanel } from '../components/order-tab-panel';
import styles from './orders-page.module.css';

function toOrderTab(value: string | null): OrderTab {
  return ORDER_TABS.find((tab) => tab === value) ?? 'all';
}

/**
 * The orders tab (`/platform/home/order`, spec §2): the three voucher-order sub-tabs and the food
 * one (tables, pickups, deliveries), the chosen one kept in the `key` query parameter, each with
 * its own list and scroll position. Opening the tab reads what
 * was new, so its red dot goes; guests are asked to log in.
 */
export default function OrdersPage() {
  const { t } = useTranslation('orders');
  const loggedIn = useSessionStore(selectIsLoggedIn);
  const shown = useLocation().pathname === paths.orderTab.path;
  useOrderDotClearing(shown && loggedIn);
  return (
    <main data-testid="orders-page">
      <NavBar title={t('title')} back="none" />
      {loggedIn ? (
        <OrderTabs />
      ) : (
        <LoginPromptCard
          title={t('loginPrompt.title')}
          description={t('loginPrompt.description')}
          onLogin={() => void requireLogin('order')}
        />
      )}
    </main>
  );
}

/**
 * While the tab shows, its unread dot is cleared; when it was up (a purchase since the lists were
 * loaded), the lists are asked again so the new order is there.
 */
function useOrderDotClearing(shown: boolean) {
  const queryClient = useQueryClient();
  const unread = useUnreadStore((state) => state.pages.order.totalUnread);
  useEffect(() => {
    if (!shown || unread === 0) return;
    useUnreadStore.getState().reset('order');
    void queryClient.invalidateQueries({ queryKey: [...ORDERS_KEY, 'list'] });
  }, [shown, unread, queryClient]);
}

function OrderTabs() {
  const { t } = useTranslation('orders');
  const [searchParams, setSearchParams] = useSearchParams();
  const active = toOrderTab(searchParams.get('key'));
  const [visited, setVisited] = useState<readonly OrderTab[]>([active]);
  if (!visited.includes(active)) setVisited([...visited, active]);

  // Each sub-tab comes back where it was left; the first render keeps the tab shell's restoration.
  const scrollByTab = useRef<Record<OrderTab, number>>({ all: 0, useable: 0, waitPay: 0, food: 0 });
  const shownTab = useRef(active);
  useLayoutEffect(() => {
    if (shownTab.current === active) return;
    shownTab.current = active;
    window.scrollTo(0, scrollByTab.current[active]);
  }, [active]);

  const select = (key: string) => {
    const next = toOrderTab(key);
    if (next === active) return;
    scrollByTab.current[active] = window.scrollY;
    setSearchParams({ key: next }, { replace: true, preventScrollReset: true });
  };

  return (
    <>
      <Tabs activeKey={active} onChange={select} className={styles.tabs} data-testid="order-tabs">
        {ORDER_TABS.map((tab) => (
          <Tabs.Tab key={tab} title={t(`tabs.${tab}`)} />
        ))}
      </Tabs>
      {ORDER_TABS.filter((tab) => visited.includes(tab)).map((tab) => (
        <div
          key={tab}
          role="tabpanel"
          aria-label={t(`tabs.${tab}`)}
          hidden={tab !== active}
          data-testid={`order-panel-${tab}`}
        >
          {tab === 'food' ? (
            <FoodTabPanel active={tab === active} />
          ) : (
            <OrderTabPanel tab={tab} active={tab === active} />
          )}
        </div>
      ))}
    </>
  );
}

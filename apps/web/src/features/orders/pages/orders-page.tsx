import { ORDER_TABS, type OrderTab } from '@lahap/contract/enums';
import Tabs from 'antd-mobile/es/components/tabs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { requireLogin } from '@/shared/auth/login-gate';
import { selectIsLoggedIn, useSessionStore } from '@/shared/session/session-store';
import { EmptyState } from '@/shared/ui/empty-state';
import { LoginPromptCard } from '@/shared/ui/login-prompt-card';
import { NavBar } from '@/shared/ui/nav-bar';
import { EmptyPlateIllustration } from '@/shared/ui/illustrations/empty-plate-illustration';

function toOrderTab(value: string | null): OrderTab {
  return ORDER_TABS.find((tab) => tab === value) ?? 'all';
}

/** The orders tab: three sub-tabs, the chosen one kept in the `key` query parameter. */
export default function OrdersPage() {
  const { t } = useTranslation('orders');
  const loggedIn = useSessionStore(selectIsLoggedIn);
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

function OrderTabs() {
  const { t } = useTranslation('orders');
  const [searchParams, setSearchParams] = useSearchParams();
  const active = toOrderTab(searchParams.get('key'));
  return (
    <>
      <Tabs
        activeKey={active}
        onChange={(key) => setSearchParams({ key }, { replace: true, preventScrollReset: true })}
        style={{ background: 'var(--lahap-color-surface)' }}
      >
        {ORDER_TABS.map((tab) => (
          <Tabs.Tab key={tab} title={t(`tabs.${tab}`)} />
        ))}
      </Tabs>
      <EmptyState
        illustration={EmptyPlateIllustration}
        title={t('comingSoon.title')}
        description={t('comingSoon.description')}
      />
    </>
  );
}

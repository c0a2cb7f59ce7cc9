import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import ConfigProvider, { setDefaultConfig } from 'antd-mobile/es/components/config-provider';
import { useEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Navigate, Outlet, Route, Routes } from 'react-router';
import { antdLocaleFor } from '@/shared/i18n/antd-locale';
import { useAppLocale } from '@/shared/i18n/use-app-locale';
import { staffI18n } from '../i18n/staff-i18n';
import { currentStaffSession, sessionExpired, useStaffSession } from '../model/staff-session';
import { CounterPage } from '../pages/counter-page';
import { KitchenOrdersPage } from '../pages/kitchen-orders-page';
import { KitchenQrPage } from '../pages/kitchen-qr-page';
import { KitchenQueuePage } from '../pages/kitchen-queue-page';
import { KitchenTablePage } from '../pages/kitchen-table-page';
import { KitchenTablesPage } from '../pages/kitchen-tables-page';
import { LoginPage } from '../pages/login-page';
import { RedeemPage } from '../pages/redeem-page';
import { ScanPage } from '../pages/scan-page';
import { TodayPage } from '../pages/today-page';
import { TeamLoginPage } from '../team/team-login-page';
import { TeamPage } from '../team/team-page';
import { staffPaths } from './staff-paths';

function AntdConfig({ children }: { children: ReactNode }) {
  const locale = antdLocaleFor(useAppLocale());
  // Toast and Dialog render in React roots of their own and read antd-mobile's default config.
  useEffect(() => setDefaultConfig({ locale }), [locale]);
  return <ConfigProvider locale={locale}>{children}</ConfigProvider>;
}

/** The console's providers: its own i18n instance, a query client, antd-mobile's texts. */
export function StaffProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={staffI18n}>
        <AntdConfig>{children}</AntdConfig>
      </I18nextProvider>
    </QueryClientProvider>
  );
}

/**
 * The screens behind a staff login: without one (or once its token has run out) the login.
 * The shift ends by itself at `expiresAt`, even with no call made meanwhile.
 */
function RequireStaff() {
  const session = useStaffSession((state) => state.session);
  const expired = session !== null && sessionExpired(session);
  const expiresAt = session ? Date.parse(session.expiresAt) : null;
  useEffect(() => {
    // Ends it (with the reason the login shows) after the render, never during it.
    if (expired) currentStaffSession();
  }, [expired]);
  useEffect(() => {
    if (expiresAt === null) return;
    // setTimeout holds at most about 24.8 days; a shift is hours.
    const timer = window.setTimeout(() => currentStaffSession(), Math.max(0, expiresAt - Date.now()));
    return () => window.clearTimeout(timer);
  }, [expiresAt]);
  if (!session || expired) return <Navigate to={staffPaths.login} replace />;
  return <Outlet />;
}

/** Every screen of the console, relative to STAFF_BASE. */
export function StaffRoutes() {
  return (
    <Routes>
      <Route path={staffPaths.login} element={<LoginPage />} />
      {/* The team's views ask for the team's token, not a staff login. */}
      <Route path={staffPaths.teamLogin} element={<TeamLoginPage />} />
      <Route path={staffPaths.team} element={<TeamPage />} />
      <Route element={<RequireStaff />}>
        <Route index element={<CounterPage />} />
        <Route path={staffPaths.scan} element={<ScanPage />} />
        <Route path={staffPaths.redeem} element={<RedeemPage />} />
        <Route path={staffPaths.today} element={<TodayPage />} />
        <Route path={staffPaths.kitchen} element={<KitchenQueuePage />} />
        <Route path={staffPaths.kitchenTables} element={<KitchenTablesPage />} />
        <Route path={staffPaths.kitchenTable} element={<KitchenTablePage />} />
        <Route path={staffPaths.kitchenQr} element={<KitchenQrPage />} />
        <Route path={staffPaths.kitchenOrders} element={<KitchenOrdersPage />} />
      </Route>
      <Route path="*" element={<Navigate to={staffPaths.counter} replace />} />
    </Routes>
  );
}

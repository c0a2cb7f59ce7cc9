import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import ConfigProvider, { setDefaultConfig } from 'antd-mobile/es/components/config-provider';
import { useEffect, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { antdLocaleFor } from '@/shared/i18n/antd-locale';
import { useAppLocale } from '@/shared/i18n/use-app-locale';
import { orderingI18n } from '../i18n/ordering-i18n';
import { FOOD_ORDER_PAGE_PATH, MENU_QR_PAGE_PATH } from '@lahap/contract/ordering/paths';
import { readMenuLink } from '../model/menu-link';
import { OrderPage } from '../pages/order-page';
import { usePageAddress } from './page-address';
import { LinkProblem } from '../pages/link-problem';
import { MenuPage } from '../pages/menu-page';

function AntdConfig({ children }: { children: ReactNode }) {
  const locale = antdLocaleFor(useAppLocale());
  // Toast and Dialog render in React roots of their own and read antd-mobile's default config.
  useEffect(() => setDefaultConfig({ locale }), [locale]);
  return <ConfigProvider locale={locale}>{children}</ConfigProvider>;
}

/** The site's providers: its own i18n instance, a query client, antd-mobile's texts. */
export function OrderingProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={orderingI18n}>
        <AntdConfig>{children}</AntdConfig>
      </I18nextProvider>
    </QueryClientProvider>
  );
}

const ORDER_ID = /^\d{1,19}$/;

/**
 * The site's two pages: a QR code's menu, named by the query (`/menuQr?qrCodeId=…&orderFoodType=…`),
 * and a pickup or delivery order's (`/menuQr/order?orderId=…`); a link without what its page
 * needs is a page of its own saying to scan again.
 */
export function OrderingRoot({
  search,
  pathname = MENU_QR_PAGE_PATH,
}: {
  search: string;
  pathname?: string;
}) {
  const { t } = useTranslation('ordering');
  const address = usePageAddress({ pathname, search });
  if (address.pathname.replace(/\/+$/, '') === FOOD_ORDER_PAGE_PATH) {
    const orderId = new URLSearchParams(address.search).get('orderId') ?? '';
    if (!ORDER_ID.test(orderId)) {
      return <LinkProblem title={t('order.badLinkTitle')} description={t('order.notFoundDescription')} />;
    }
    return <OrderPage key={orderId} orderId={orderId} />;
  }
  const link = readMenuLink(address.search);
  if (!link) return <LinkProblem title={t('link.invalidTitle')} description={t('link.invalidDescription')} />;
  return <MenuPage key={`${link.qrCodeId}:${link.orderFoodType}`} link={link} />;
}

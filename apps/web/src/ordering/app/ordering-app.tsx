import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import ConfigProvider, { setDefaultConfig } from 'antd-mobile/es/components/config-provider';
import { useEffect, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { antdLocaleFor } from '@/shared/i18n/antd-locale';
import { useAppLocale } from '@/shared/i18n/use-app-locale';
import { orderingI18n } from '../i18n/ordering-i18n';
import { readMenuLink } from '../model/menu-link';
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

/**
 * The site has one page, its QR code's menu, named by the query (`?qrCodeId=…&orderFoodType=…`);
 * a link without them is a page of its own saying to scan again.
 */
export function OrderingRoot({ search }: { search: string }) {
  const { t } = useTranslation('ordering');
  const link = readMenuLink(search);
  if (!link) return <LinkProblem title={t('link.invalidTitle')} description={t('link.invalidDescription')} />;
  return <MenuPage key={`${link.qrCodeId}:${link.orderFoodType}`} link={link} />;
}

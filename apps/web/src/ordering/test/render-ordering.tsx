import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { OrderingProviders, OrderingRoot } from '../app/ordering-app';
import { initOrderingI18n } from '../i18n/ordering-i18n';

/** The ordering site for the page `<pathname><search>` (the menu by default), in Indonesian, with a fresh query client. */
export async function renderOrdering(search: string, pathname = '/menuQr') {
  await initOrderingI18n('id-ID');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <OrderingProviders queryClient={client}>
      <OrderingRoot search={search} pathname={pathname} />
    </OrderingProviders>,
  );
  return { ...view, client };
}

/** The page of a table QR code, or another code and channel. */
export const menuSearch = (qrCodeId: string, orderFoodType = 3) =>
  `?${new URLSearchParams({ qrCodeId, orderFoodType: String(orderFoodType) }).toString()}`;

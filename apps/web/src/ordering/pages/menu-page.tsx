import { ERROR_CODES } from '@lahap/contract/errors';
import { pickText } from '@lahap/contract/locale';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiRequestError } from '@/shared/api-client/api-error';
import { useFailureText } from '@/shared/api-client/use-failure-text';
import { useAppLocale } from '@/shared/i18n/use-app-locale';
import { ErrorState } from '@/shared/ui/error-state';
import { useDocumentTitle } from '@/shared/ui/use-document-title';
import { fetchMenu } from '../api/menu';
import { MenuHeader } from '../components/menu-header';
import { MenuSkeleton } from '../components/menu-skeleton';
import { TablePicker } from '../components/table-picker';
import { sitsAtTable, type MenuLink } from '../model/menu-link';
import { orderingKeys } from '../model/query-keys';
import { useSeat } from '../model/use-seat';
import { BasketScreen } from './basket-screen';
import { LinkProblem } from './link-problem';
import { MenuScreen } from './menu-screen';

/**
 * `/menuQr?qrCodeId=…&orderFoodType=…`: a QR code's menu. A table QR goes straight to the menu
 * and the join sheet; the store's own dine-in QR asks for the table first; pickup and delivery
 * fill a basket on the phone.
 */
export function MenuPage({ link }: { link: MenuLink }) {
  const { t } = useTranslation('ordering');
  const locale = useAppLocale();
  const failureText = useFailureText();
  const menu = useQuery({
    queryKey: orderingKeys.menu(link),
    queryFn: ({ signal }) => fetchMenu(link, signal),
  });
  const flow = useSeat(link, menu.data);
  useDocumentTitle(menu.data ? pickText(menu.data.store.storeName, locale) : t('title'));

  if (menu.isPending) return <MenuSkeleton />;
  if (menu.isError) {
    const { error } = menu;
    if (isApiRequestError(error) && error.code === ERROR_CODES.QR_CODE_NOT_LINKED) {
      return (
        <LinkProblem
          title={error.message || t('link.notLinked')}
          description={t('link.notLinkedDescription')}
        />
      );
    }
    return (
      <main>
        <ErrorState description={failureText(error)} onRetry={() => void menu.refetch()} />
      </main>
    );
  }

  if (!sitsAtTable(link)) {
    return <BasketScreen link={link} menu={menu.data} onRefresh={() => menu.refetch()} />;
  }
  const storeName = pickText(menu.data.store.storeName, locale);
  if (flow.phase === 'pickTable') {
    return (
      <main>
        <MenuHeader storeName={storeName} tableName={null} />
        <TablePicker tables={menu.data.tableList} onChoose={flow.chooseTable} />
      </main>
    );
  }
  return <MenuScreen menu={menu.data} flow={flow} onRefresh={() => menu.refetch()} />;
}

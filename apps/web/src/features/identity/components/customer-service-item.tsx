import List from 'antd-mobile/es/components/list';
import { MessageOutline } from 'antd-mobile-icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { openExternalUrl } from '@/shared/navigation/external-link';
import { useSessionStore } from '@/shared/session/session-store';
import { showToast } from '@/shared/ui/toast';
import { customerServiceQuery } from '../api/customer-service-config';
import { whatsAppChatUrl } from '../model/customer-service-link';

/** The account menu's customer-service entry: opens a WhatsApp chat with the support desk. */
export function CustomerServiceItem({ iconClassName }: { iconClassName?: string }) {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const userId = useSessionStore((state) => state.tokenInfo?.userId);

  const contact = async () => {
    try {
      const { whatsApp } = await queryClient.fetchQuery(customerServiceQuery());
      const message = userId
        ? t('customerService.greetingWithId', { userId })
        : t('customerService.greeting');
      if (!(await openExternalUrl(whatsAppChatUrl(whatsApp, message)))) {
        showToast(t('customerService.unavailable'));
      }
    } catch {
      showToast(t('customerService.unavailable'));
    }
  };

  return (
    <List.Item
      prefix={<MessageOutline className={iconClassName} />}
      description={t('customerService.hint')}
      onClick={() => void contact()}
      data-testid="account-customer-service"
    >
      {t('customerService.title')}
    </List.Item>
  );
}

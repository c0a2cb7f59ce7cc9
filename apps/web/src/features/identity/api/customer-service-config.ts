import { CONFIG_KEYS, WHATSAPP_NUMBER_PATTERN } from '@lahap/contract/config/keys';
import { CONFIG_ROUTES } from '@lahap/contract/config/routes';
import type { CustomerServiceConfig } from '@lahap/contract/config/schemas';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '@/shared/api-client/call-endpoint';

function isCustomerServiceConfig(value: unknown): value is CustomerServiceConfig {
  if (typeof value !== 'object' || value === null) return false;
  const { whatsApp, email } = value as Record<string, unknown>;
  return typeof whatsApp === 'string' && WHATSAPP_NUMBER_PATTERN.test(whatsApp) && typeof email === 'string';
}

/** The remote customer-service contact; a missing or damaged value is an error, not a guess. */
async function fetchCustomerService(): Promise<CustomerServiceConfig> {
  const value = await callEndpoint(
    CONFIG_ROUTES.configInfo,
    { key: CONFIG_KEYS.customerService },
    { silent: true },
  );
  if (!isCustomerServiceConfig(value)) throw new Error('customer service contact is not configured');
  return value;
}

export const customerServiceQuery = () =>
  queryOptions({
    queryKey: ['config', CONFIG_KEYS.customerService],
    queryFn: fetchCustomerService,
    staleTime: 10 * 60_000,
  });

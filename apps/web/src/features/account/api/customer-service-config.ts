import { CONFIG_KEYS, WHATSAPP_NUMBER_PATTERN } from '@lahap/contract/config/keys';
import type { CustomerServiceConfig } from '@lahap/contract/config/schemas';
import { API_PATHS } from '@lahap/contract/paths';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/shared/api-client/client';

function isCustomerServiceConfig(value: unknown): value is CustomerServiceConfig {
  if (typeof value !== 'object' || value === null) return false;
  const { whatsApp, email } = value as Record<string, unknown>;
  return typeof whatsApp === 'string' && WHATSAPP_NUMBER_PATTERN.test(whatsApp) && typeof email === 'string';
}

/** The remote customer-service contact; a missing or damaged value is an error, not a guess. */
async function fetchCustomerService(): Promise<CustomerServiceConfig> {
  const value = await apiGet<unknown>(
    API_PATHS.configInfo,
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

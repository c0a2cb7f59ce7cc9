import { CONFIG_KEYS } from '@lahap/contract/config/keys';
import { CONFIG_ROUTES } from '@lahap/contract/config/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/shared/api-client/call-endpoint';

/** One shortcut of `dev_option_store_list` (contract `devOptionStoreSchema`). */
export interface DevOptionStore {
  storeId: string;
  name: string;
}

function isStore(value: unknown): value is DevOptionStore {
  if (typeof value !== 'object' || value === null) return false;
  const { storeId, name } = value as Record<string, unknown>;
  return typeof storeId === 'string' && storeId !== '' && typeof name === 'string';
}

/**
 * The operators' store shortcuts for developers. Checked by hand rather than with the
 * contract's zod schema, which would add zod to the page's chunk; malformed entries are dropped.
 */
export async function fetchDevOptionStores(): Promise<DevOptionStore[]> {
  const value: unknown = await callEndpoint(CONFIG_ROUTES.configInfo, { key: CONFIG_KEYS.devOptionStores });
  return Array.isArray(value) ? value.filter(isStore) : [];
}

export const devOptionStoresQuery = () =>
  queryOptions({ queryKey: ['config', CONFIG_KEYS.devOptionStores], queryFn: fetchDevOptionStores });

export function useDevOptionStores() {
  return useQuery(devOptionStoresQuery());
}

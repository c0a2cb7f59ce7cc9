/**
 * How often the kitchen's screens ask again while they are visible: rounds come from the tables'
 * phones and the console has no stream of its own, so it polls. react-query stops the interval
 * while the page is hidden (refetchIntervalInBackground is off) and refetches when it is back.
 */
export const KITCHEN_POLL_MS = 4_000;

/** Less than a poll, so a screen opened between two polls asks at once rather than trusting the cache. */
export const KITCHEN_STALE_MS = 2_000;

/** The kitchen's query keys, under one prefix that a change to a table refreshes at once. */
export const kitchenKeys = {
  all: ['staff', 'kitchen'] as const,
  tables: (storeId: string) => ['staff', 'kitchen', 'tables', storeId] as const,
  rounds: (storeId: string, activeOnly: boolean) =>
    ['staff', 'kitchen', 'rounds', storeId, activeOnly ? 'active' : 'all'] as const,
  foodOrders: (storeId: string) => ['staff', 'kitchen', 'food-orders', storeId] as const,
  // Outside the prefix: a table's change does not change the menu.
  menu: (qrCodeId: string) => ['staff', 'table-menu', qrCodeId] as const,
};

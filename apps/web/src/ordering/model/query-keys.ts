import type { MenuLink } from './menu-link';

/** The site's react-query keys; a table's keys all start with its session. */
export const orderingKeys = {
  menu: (link: MenuLink) => ['ordering', 'menu', link.qrCodeId, link.orderFoodType] as const,
  table: (tableSessionId: string) => ['ordering', 'table', tableSessionId] as const,
  cart: (tableSessionId: string) => ['ordering', 'table', tableSessionId, 'cart'] as const,
  bill: (tableSessionId: string) => ['ordering', 'table', tableSessionId, 'bill'] as const,
  /**
   * A share's open charge by its method: outside the table's keys, so a table refetch does not ask
   * for it again; a new method is a new key.
   */
  charge: (shareId: string, payMethod: string) => ['ordering', 'charge', shareId, payMethod] as const,
  foodOrder: (orderId: string) => ['ordering', 'food-order', orderId] as const,
};

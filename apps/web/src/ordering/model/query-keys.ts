import type { MenuLink } from './menu-link';

/** The site's react-query keys; a table's keys all start with its session. */
export const orderingKeys = {
  menu: (link: MenuLink) => ['ordering', 'menu', link.qrCodeId, link.orderFoodType] as const,
  table: (tableSessionId: string) => ['ordering', 'table', tableSessionId] as const,
  cart: (tableSessionId: string) => ['ordering', 'table', tableSessionId, 'cart'] as const,
  bill: (tableSessionId: string) => ['ordering', 'table', tableSessionId, 'bill'] as const,
  foodOrder: (orderId: string) => ['ordering', 'food-order', orderId] as const,
};

import { ANALYTICS_ROUTES } from './analytics/routes.js';
import { CONFIG_ROUTES } from './config/routes.js';
import { CONTENT_ROUTES } from './content/routes.js';
import { COUPON_ROUTES } from './coupons/routes.js';
import { DISCOVERY_ROUTES } from './discovery/routes.js';
import type { Route } from './endpoint.js';
import { IDENTITY_ROUTES } from './identity/routes.js';
import { INVITATION_ROUTES } from './invitations/routes.js';
import { LOTTERY_ROUTES } from './lottery/routes.js';
import { MEDIA_ROUTES } from './media/routes.js';
import { NEARBY_ROUTES } from './nearby/routes.js';
import { ORDER_ROUTES } from './orders/routes.js';
import { ORDERING_ROUTES } from './ordering/routes.js';
import { PAYMENT_ROUTES } from './payments/routes.js';
import { MONITORING_ROUTES } from './monitoring/routes.js';
import { REDEMPTION_ROUTES } from './redemption/routes.js';
import { STORE_ROUTES } from './store/routes.js';

/**
 * Every call of the API as the domains' route tables declare it, without a schema: what walks
 * them all and must stay light imports this, not `ALL_ENDPOINTS`, which brings zod. The
 * contract test holds it and `ALL_ENDPOINTS` to the same calls with the same flags.
 */
export const ALL_ROUTES: readonly Route[] = [
  ...Object.values(CONFIG_ROUTES),
  ...Object.values(MONITORING_ROUTES),
  ...Object.values(IDENTITY_ROUTES),
  ...Object.values(MEDIA_ROUTES),
  ...Object.values(DISCOVERY_ROUTES),
  ...Object.values(STORE_ROUTES),
  ...Object.values(COUPON_ROUTES),
  ...Object.values(ORDER_ROUTES),
  ...Object.values(PAYMENT_ROUTES),
  ...Object.values(REDEMPTION_ROUTES),
  ...Object.values(ORDERING_ROUTES),
  ...Object.values(INVITATION_ROUTES),
  ...Object.values(LOTTERY_ROUTES),
  ...Object.values(NEARBY_ROUTES),
  ...Object.values(CONTENT_ROUTES),
  ...Object.values(ANALYTICS_ROUTES),
];

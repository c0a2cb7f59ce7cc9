import { ANALYTICS_ENDPOINTS } from './analytics/endpoints.js';
import { CONFIG_ENDPOINTS } from './config/endpoints.js';
import { CONTENT_ENDPOINTS } from './content/endpoints.js';
import { COUPON_ENDPOINTS } from './coupons/endpoints.js';
import { DISCOVERY_ENDPOINTS } from './discovery/endpoints.js';
import type { Endpoint } from './endpoint.js';
import { IDENTITY_ENDPOINTS } from './identity/endpoints.js';
import { INVITATION_ENDPOINTS } from './invitations/endpoints.js';
import { LOTTERY_ENDPOINTS } from './lottery/endpoints.js';
import { MEDIA_ENDPOINTS } from './media/endpoints.js';
import { NEARBY_ENDPOINTS } from './nearby/endpoints.js';
import { ORDER_ENDPOINTS } from './orders/endpoints.js';
import { ORDERING_ENDPOINTS } from './ordering/endpoints.js';
import { PAYMENT_ENDPOINTS } from './payments/endpoints.js';
import { MONITORING_ENDPOINTS } from './monitoring/endpoints.js';
import { REDEMPTION_ENDPOINTS } from './redemption/endpoints.js';
import { STORE_ENDPOINTS } from './store/endpoints.js';

/**
 * Every call of the API with its schemas, from the domains' tables. For the server and tools that
 * walk them all (the route table check, the hostile-input test) and for the web's answer check in
 * development and tests; the web's calls import the route tables instead, which carry no zod.
 */
export const ALL_ENDPOINTS: readonly Endpoint[] = [
  ...Object.values(CONFIG_ENDPOINTS),
  ...Object.values(MONITORING_ENDPOINTS),
  ...Object.values(IDENTITY_ENDPOINTS),
  ...Object.values(MEDIA_ENDPOINTS),
  ...Object.values(DISCOVERY_ENDPOINTS),
  ...Object.values(STORE_ENDPOINTS),
  ...Object.values(COUPON_ENDPOINTS),
  ...Object.values(ORDER_ENDPOINTS),
  ...Object.values(PAYMENT_ENDPOINTS),
  ...Object.values(REDEMPTION_ENDPOINTS),
  ...Object.values(ORDERING_ENDPOINTS),
  ...Object.values(INVITATION_ENDPOINTS),
  ...Object.values(LOTTERY_ENDPOINTS),
  ...Object.values(NEARBY_ENDPOINTS),
  ...Object.values(CONTENT_ENDPOINTS),
  ...Object.values(ANALYTICS_ENDPOINTS),
];

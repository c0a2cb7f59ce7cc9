/** Every table, for the database client; each file holds the tables of one module and says which. */
export * from './config.js';
export * from './identity.js';
export * from './monitoring.js';
export * from './system.js';
export * from './devices.js';
export * from './otp.js';
export * from './catalog.js';
export * from './discovery.js';
export * from './store.js';
export * from './coupons.js';
export * from './orders.js';
export * from './payments.js';
export * from './redemption.js';
export * from './ordering.js';
export * from './content.js';
export * from './outbox.js';

export * from './config.js';
export * from './identity.js';
export * from './monitoring.js';
export * from './system.js';
export * from './devices.js';
export * from './otp.js';
export * from './discovery.js';
export * from './store.js';

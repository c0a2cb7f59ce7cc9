import { MONITOR_DYNAMIC_IMPORT_REPORT_CAP, MONITOR_STACK_FRAMES_MAX } from '../constants.js';
import type { MonitorConfig } from './schemas.js';

/**
 * What a client follows when its app id has no stored monitoring config, and what the seed
 * stores for the web app (spec §8 "Monitoring").
 */
export const DEFAULT_MONITOR_CONFIG: MonitorConfig = {
  enabled: true,
  sampleRate: 1,
  reportApiErrors: true,
  reportJsErrors: true,
  // Browser noise that says nothing about Lahap's code.
  ignoreErrors: [
    'ResizeObserver loop limit exceeded',
    'ResizeObserver loop completed with undelivered notifications',
    'Script error.',
  ],
  capped: [{ text: 'Failed to fetch dynamically imported module', max: MONITOR_DYNAMIC_IMPORT_REPORT_CAP }],
  stackFramesMax: MONITOR_STACK_FRAMES_MAX,
};

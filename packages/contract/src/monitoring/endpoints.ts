import { endpoint } from '../endpoint.js';
import { API_PATHS } from '../paths.js';
import {
  magicBoxSendIncomingBodySchema,
  monitorConfigQuerySchema,
  monitorConfigSchema,
  reportDataIncomingBodySchema,
  storedCountSchema,
} from './schemas.js';

/**
 * The monitoring config and the two event sinks. The sinks take no signature: browsers send them
 * with navigator.sendBeacon while the page unloads, which cannot set headers.
 */
export const MONITORING_ENDPOINTS = {
  monitorConfig: endpoint({
    method: 'GET',
    path: API_PATHS.monitorConfig,
    query: monitorConfigQuerySchema,
    data: monitorConfigSchema,
    summary: 'nodePublic/control/getConfig — the monitoring config an app follows',
    tag: 'monitoring',
  }),
  reportData: endpoint({
    method: 'POST',
    path: API_PATHS.reportData,
    signed: false,
    body: reportDataIncomingBodySchema,
    data: storedCountSchema,
    summary: 'nodePublic/control/reportData — error-report sink (unsigned; texts cut to the limits)',
    tag: 'monitoring',
  }),
  magicBoxSend: endpoint({
    method: 'POST',
    path: API_PATHS.magicBoxSend,
    signed: false,
    body: magicBoxSendIncomingBodySchema,
    data: storedCountSchema,
    summary:
      'digital-food-monitor/monitor/magicBoxSend — monitoring events (unsigned; texts cut to the limits)',
    tag: 'monitoring',
  }),
} as const;

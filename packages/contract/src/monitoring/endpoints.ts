import { endpoint } from '../endpoint.js';
import { MONITORING_ROUTES as R } from './routes.js';
import {
  magicBoxSendIncomingBodySchema,
  monitorConfigQuerySchema,
  monitorConfigSchema,
  reportDataIncomingBodySchema,
  storedCountSchema,
} from './schemas.js';

/** The monitoring domain's routes with their schemas and docs. */
export const MONITORING_ENDPOINTS = {
  monitorConfig: endpoint(R.monitorConfig, {
    query: monitorConfigQuerySchema,
    data: monitorConfigSchema,
    summary: 'nodePublic/control/getConfig — the monitoring config an app follows',
    tag: 'monitoring',
  }),
  reportData: endpoint(R.reportData, {
    body: reportDataIncomingBodySchema,
    data: storedCountSchema,
    summary: 'nodePublic/control/reportData — error-report sink (unsigned; texts cut to the limits)',
    tag: 'monitoring',
  }),
  magicBoxSend: endpoint(R.magicBoxSend, {
    body: magicBoxSendIncomingBodySchema,
    data: storedCountSchema,
    summary:
      'digital-food-monitor/monitor/magicBoxSend — monitoring events (unsigned; texts cut to the limits)',
    tag: 'monitoring',
  }),
} as const;

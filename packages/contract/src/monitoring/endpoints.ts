import { endpoint } from '../endpoint.js';
import { MONITORING_ROUTES as R } from './routes.js';
import {
  magicBoxSendIncomingBodySchema,
  monitorConfigQuerySchema,
  monitorConfigSchema,
  reportDataIncomingBodySchema,
  storedCountSchema,
} from './schemas.js';
import {
  monitorGroupBodySchema,
  monitorGroupDetailSchema,
  monitorGroupsBodySchema,
  monitorGroupsDataSchema,
} from './team-schemas.js';

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
  teamGroups: endpoint(R.teamGroups, {
    body: monitorGroupsBodySchema,
    data: monitorGroupsDataSchema,
    summary: "team/monitoring/groups (ours) — the error groups by last seen or count; the team's token",
    tag: 'monitoring',
  }),
  teamGroup: endpoint(R.teamGroup, {
    body: monitorGroupBodySchema,
    data: monitorGroupDetailSchema,
    summary:
      'team/monitoring/group (ours) — one error group with its source-mapped stack and latest reports; 1012101',
    tag: 'monitoring',
  }),
} as const;

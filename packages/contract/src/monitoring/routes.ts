import { route } from '../endpoint.js';
import { API_PATHS } from '../paths.js';
import { MONITORING_TEAM_PATHS } from './paths.js';
import type * as S from './schemas.js';
import type * as T from './team-schemas.js';

/**
 * The monitoring config and the two event sinks. The sinks take no signature: browsers send them
 * with navigator.sendBeacon while the page unloads, which cannot set headers.
 */
export const MONITORING_ROUTES = {
  monitorConfig: route<undefined, typeof S.monitorConfigQuerySchema, typeof S.monitorConfigSchema>({
    method: 'GET',
    path: API_PATHS.monitorConfig,
  }),
  reportData: route<typeof S.reportDataIncomingBodySchema, undefined, typeof S.storedCountSchema>({
    method: 'POST',
    path: API_PATHS.reportData,
    signed: false,
  }),
  magicBoxSend: route<typeof S.magicBoxSendIncomingBodySchema, undefined, typeof S.storedCountSchema>({
    method: 'POST',
    path: API_PATHS.magicBoxSend,
    signed: false,
  }),
  /** The team's error view: signed like every call, and only with the team's admin token. */
  teamGroups: route<typeof T.monitorGroupsBodySchema, undefined, typeof T.monitorGroupsDataSchema>({
    method: 'POST',
    path: MONITORING_TEAM_PATHS.groups,
    auth: 'team',
  }),
  teamGroup: route<typeof T.monitorGroupBodySchema, undefined, typeof T.monitorGroupDetailSchema>({
    method: 'POST',
    path: MONITORING_TEAM_PATHS.group,
    auth: 'team',
  }),
} as const;

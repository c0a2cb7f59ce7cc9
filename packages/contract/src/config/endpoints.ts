import { endpoint } from '../endpoint.js';
import { CONFIG_ROUTES as R } from './routes.js';
import {
  configInfoDataSchema,
  configInfoQuerySchema,
  configListBodySchema,
  configListDataSchema,
  devOptWhiteListBodySchema,
  devOptWhiteListSchema,
} from './schemas.js';

/** The config domain's routes with their schemas and docs. */
export const CONFIG_ENDPOINTS = {
  configInfo: endpoint(R.configInfo, {
    query: configInfoQuerySchema,
    data: configInfoDataSchema,
    summary: 'nodePublic/config/info — one remote config value (null for an unknown key)',
    tag: 'config',
  }),
  configList: endpoint(R.configList, {
    body: configListBodySchema,
    data: configListDataSchema,
    summary: 'nodePublic/config/configList — several config values (no envelope fields in the body)',
    tag: 'config',
  }),
  devOptWhiteList: endpoint(R.devOptWhiteList, {
    body: devOptWhiteListBodySchema,
    data: devOptWhiteListSchema,
    summary: 'nodePublic/public/getDevOptWhiteList — developer-option allow lists (numeric-code answer)',
    tag: 'config',
  }),
} as const;

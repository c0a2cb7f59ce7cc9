import { API_PATHS } from '../paths.js';
import { endpoint } from '../endpoint.js';
import {
  configInfoQuerySchema,
  configListBodySchema,
  configListDataSchema,
  configValueSchema,
  devOptWhiteListBodySchema,
  devOptWhiteListSchema,
} from './schemas.js';

/** The remote config calls of spec §7 "Config and session". */
export const CONFIG_ENDPOINTS = {
  configInfo: endpoint({
    method: 'GET',
    path: API_PATHS.configInfo,
    query: configInfoQuerySchema,
    data: configValueSchema.nullable(),
    summary: 'nodePublic/config/info — one remote config value (null for an unknown key)',
    tag: 'config',
  }),
  configList: endpoint({
    method: 'POST',
    path: API_PATHS.configList,
    envelope: false,
    body: configListBodySchema,
    data: configListDataSchema,
    summary: 'nodePublic/config/configList — several config values (no envelope fields in the body)',
    tag: 'config',
  }),
  devOptWhiteList: endpoint({
    method: 'POST',
    path: API_PATHS.devOptWhiteList,
    envelope: false,
    answer: 'code',
    body: devOptWhiteListBodySchema,
    data: devOptWhiteListSchema,
    summary: 'nodePublic/public/getDevOptWhiteList — developer-option allow lists (numeric-code answer)',
    tag: 'config',
  }),
} as const;

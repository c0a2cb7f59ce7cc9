import { route } from '../endpoint.js';
import { API_PATHS } from '../paths.js';
import type * as S from './schemas.js';

/** The remote config calls of spec §7 "Config and session". */
export const CONFIG_ROUTES = {
  configInfo: route<undefined, typeof S.configInfoQuerySchema, typeof S.configInfoDataSchema>({
    method: 'GET',
    path: API_PATHS.configInfo,
  }),
  configList: route<typeof S.configListBodySchema, undefined, typeof S.configListDataSchema>({
    method: 'POST',
    path: API_PATHS.configList,
    envelope: false,
  }),
  devOptWhiteList: route<typeof S.devOptWhiteListBodySchema, undefined, typeof S.devOptWhiteListSchema>({
    method: 'POST',
    path: API_PATHS.devOptWhiteList,
    envelope: false,
    answer: 'code',
  }),
} as const;

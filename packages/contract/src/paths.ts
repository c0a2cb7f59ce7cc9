/**
 * API paths as the server mounts them under `/api`: the spec's paths with the
 * `/digital-food` prefix stripped. Kept free of schemas so the web bundle can import it cheaply.
 */
export const API_BASE = '/api';

export const API_PATHS = {
  // Config and session (spec §7).
  configInfo: '/nodePublic/config/info',
  configList: '/nodePublic/config/configList',
  devOptWhiteList: '/nodePublic/public/getDevOptWhiteList',
  monitorConfig: '/nodePublic/control/getConfig',
  reportData: '/nodePublic/control/reportData',
  magicBoxSend: '/digital-food-monitor/monitor/magicBoxSend',
  refreshToken: '/account/refreshToken',
  // Operations.
  health: '/healthz',
  ready: '/readyz',
  docs: '/api/docs',
} as const;

/** The app id the web client sends to getDevOptWhiteList and control/getConfig. */
export const WEB_APP_ID = 'lahap-web';

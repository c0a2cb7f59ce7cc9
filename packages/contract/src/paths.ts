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
  // Identity (spec §7 "Config and session"; sendCode, checkSlider, login and logout are ours).
  sendCode: '/account/sendCode',
  checkSlider: '/account/checkSlider',
  login: '/account/login',
  logout: '/account/logout',
  queryUserInfo: '/account/queryUserInfo',
  editUserInfo: '/account/edit',
  deviceReport: '/device/report',
  riskDeviceInfo: '/risk/getDeviceInfo',
  regionList: '/region/region_list',
  // Account deletion (spec §7: query and cancellation are the spec's; phone_info and send_code ours).
  cancellationQuery: '/cancellation/query',
  cancellationPhoneInfo: '/cancellation/phone_info',
  cancellationSendCode: '/cancellation/send_code',
  cancellation: '/cancellation/cancellation',
  // Demo only: the console SMS sender's outbox (absent in production).
  smsOutbox: '/dev/sms-outbox',
  // Operations.
  health: '/healthz',
  ready: '/readyz',
  docs: '/api/docs',
} as const;

/** The app id the web client sends to getDevOptWhiteList and control/getConfig. */
export const WEB_APP_ID = 'lahap-web';

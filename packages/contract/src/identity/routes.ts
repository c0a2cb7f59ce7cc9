import { route } from '../endpoint.js';
import { API_PATHS } from '../paths.js';
import type * as S from './schemas.js';

/** One-time codes, login and sessions, profile, devices, account deletion, and the demo SMS outbox. */
export const IDENTITY_ROUTES = {
  sendCode: route<typeof S.sendCodeBodySchema, undefined, typeof S.sendCodeDataSchema>({
    method: 'POST',
    path: API_PATHS.sendCode,
    auth: 'ignore',
    allowFrozen: true,
  }),
  checkSlider: route<typeof S.checkSliderBodySchema, undefined, typeof S.checkSliderDataSchema>({
    method: 'POST',
    path: API_PATHS.checkSlider,
    auth: 'ignore',
    allowFrozen: true,
  }),
  login: route<typeof S.loginBodySchema, undefined, typeof S.loginDataSchema>({
    method: 'POST',
    path: API_PATHS.login,
    auth: 'ignore',
  }),
  refreshToken: route<typeof S.refreshTokenBodySchema, undefined, typeof S.tokenInfoSchema>({
    method: 'POST',
    path: API_PATHS.refreshToken,
    auth: 'ignore',
  }),
  logout: route<typeof S.emptyBodySchema, undefined, typeof S.emptyDataSchema>({
    method: 'POST',
    path: API_PATHS.logout,
    auth: 'required',
    allowFrozen: true,
  }),
  queryUserInfo: route<typeof S.emptyBodySchema, undefined, typeof S.userInfoSchema>({
    method: 'POST',
    path: API_PATHS.queryUserInfo,
    auth: 'required',
  }),
  editUserInfo: route<typeof S.editUserInfoBodySchema, undefined, typeof S.userInfoSchema>({
    method: 'POST',
    path: API_PATHS.editUserInfo,
    auth: 'required',
  }),
  deviceReport: route<typeof S.deviceReportBodySchema, undefined, typeof S.emptyDataSchema>({
    method: 'POST',
    path: API_PATHS.deviceReport,
  }),
  riskDeviceInfo: route<typeof S.riskDeviceInfoBodySchema, undefined, typeof S.riskDeviceInfoDataSchema>({
    method: 'POST',
    path: API_PATHS.riskDeviceInfo,
  }),
  regionList: route<typeof S.emptyBodySchema, undefined, typeof S.regionListDataSchema>({
    method: 'POST',
    path: API_PATHS.regionList,
  }),
  cancellationQuery: route<
    typeof S.cancellationQueryBodySchema,
    undefined,
    typeof S.cancellationQueryDataSchema
  >({ method: 'POST', path: API_PATHS.cancellationQuery, auth: 'required' }),
  cancellationPhoneInfo: route<typeof S.emptyBodySchema, undefined, typeof S.deletionPhoneInfoSchema>({
    method: 'POST',
    path: API_PATHS.cancellationPhoneInfo,
    auth: 'required',
  }),
  cancellationSendCode: route<
    typeof S.deletionSendCodeBodySchema,
    undefined,
    typeof S.deletionSendCodeDataSchema
  >({ method: 'POST', path: API_PATHS.cancellationSendCode, auth: 'required' }),
  cancellation: route<typeof S.cancellationBodySchema, undefined, typeof S.emptyDataSchema>({
    method: 'POST',
    path: API_PATHS.cancellation,
    auth: 'required',
  }),
  smsOutbox: route<undefined, typeof S.smsOutboxQuerySchema, typeof S.smsOutboxDataSchema>({
    method: 'GET',
    path: API_PATHS.smsOutbox,
    auth: 'ignore',
  }),
} as const;

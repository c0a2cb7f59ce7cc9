import { endpoint } from '../endpoint.js';
import { IDENTITY_ROUTES as R } from './routes.js';
import {
  cancellationBodySchema,
  cancellationQueryBodySchema,
  cancellationQueryDataSchema,
  checkSliderBodySchema,
  checkSliderDataSchema,
  deletionPhoneInfoSchema,
  deletionSendCodeBodySchema,
  deletionSendCodeDataSchema,
  deviceReportBodySchema,
  editUserInfoBodySchema,
  emptyBodySchema,
  emptyDataSchema,
  loginBodySchema,
  loginDataSchema,
  refreshTokenBodySchema,
  regionListDataSchema,
  riskDeviceInfoBodySchema,
  riskDeviceInfoDataSchema,
  sendCodeBodySchema,
  sendCodeDataSchema,
  smsOutboxDataSchema,
  smsOutboxQuerySchema,
  tokenInfoSchema,
  userInfoSchema,
} from './schemas.js';

const tag = 'identity';

/** The identity domain's routes with their schemas and docs. */
export const IDENTITY_ENDPOINTS = {
  sendCode: endpoint(R.sendCode, {
    body: sendCodeBodySchema,
    data: sendCodeDataSchema,
    summary: 'account/sendCode — send a one-time SMS code (ours; limits, then a challenge for busy devices)',
    tag,
  }),
  checkSlider: endpoint(R.checkSlider, {
    body: checkSliderBodySchema,
    data: checkSliderDataSchema,
    summary: 'account/checkSlider — issue an anti-bot challenge, or check a solution without using it',
    tag,
  }),
  login: endpoint(R.login, {
    body: loginBodySchema,
    data: loginDataSchema,
    summary: 'account/login — log in (or register) with the phone and its LOGIN code',
    tag,
  }),
  refreshToken: endpoint(R.refreshToken, {
    body: refreshTokenBodySchema,
    data: tokenInfoSchema,
    summary: 'account/refreshToken — rotate the refresh token, get a new access token',
    tag,
  }),
  logout: endpoint(R.logout, {
    body: emptyBodySchema,
    data: emptyDataSchema,
    summary: 'account/logout — end this login (ours)',
    tag,
  }),
  queryUserInfo: endpoint(R.queryUserInfo, {
    body: emptyBodySchema,
    data: userInfoSchema,
    summary: 'account/queryUserInfo — the user info of spec §3',
    tag,
  }),
  editUserInfo: endpoint(R.editUserInfo, {
    body: editUserInfoBodySchema,
    data: userInfoSchema,
    summary: 'account/edit — set nickname and avatar; answers the updated user info',
    tag,
  }),
  deviceReport: endpoint(R.deviceReport, {
    body: deviceReportBodySchema,
    data: emptyDataSchema,
    summary: 'device/report — register the push (FCM) token of this device',
    tag,
  }),
  riskDeviceInfo: endpoint(R.riskDeviceInfo, {
    body: riskDeviceInfoBodySchema,
    data: riskDeviceInfoDataSchema,
    summary: 'risk/getDeviceInfo — the server id of this device (signature check)',
    tag,
  }),
  regionList: endpoint(R.regionList, {
    body: emptyBodySchema,
    data: regionListDataSchema,
    summary: 'region/region_list — the countries a phone number may come from',
    tag,
  }),
  cancellationQuery: endpoint(R.cancellationQuery, {
    body: cancellationQueryBodySchema,
    data: cancellationQueryDataSchema,
    summary: 'cancellation/query — assets check: can the account be deleted, what it forfeits',
    tag,
  }),
  cancellationPhoneInfo: endpoint(R.cancellationPhoneInfo, {
    body: emptyBodySchema,
    data: deletionPhoneInfoSchema,
    summary: 'deletion phone info (ours) — the number the deletion code goes to',
    tag,
  }),
  cancellationSendCode: endpoint(R.cancellationSendCode, {
    body: deletionSendCodeBodySchema,
    data: deletionSendCodeDataSchema,
    summary: 'deletion send code (ours) — a CANCELLATION code to the own phone; answers processToken',
    tag,
  }),
  cancellation: endpoint(R.cancellation, {
    body: cancellationBodySchema,
    data: emptyDataSchema,
    summary: 'cancellation/cancellation — delete the account with the code and processToken',
    tag,
  }),
  smsOutbox: endpoint(R.smsOutbox, {
    query: smsOutboxQuerySchema,
    data: smsOutboxDataSchema,
    summary: 'dev/sms-outbox — the demo SMS outbox (console sender, never in production)',
    tag,
  }),
} as const;

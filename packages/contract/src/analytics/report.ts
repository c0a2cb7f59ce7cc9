/**
 * What the team's usage report counts (docs/analytics.md): the purchase funnel's steps and the
 * routes that mark them, the report's limits and the Web Vitals' thresholds. Kept free of zod so
 * the staff console can import it.
 */
import type { APP_PAGE_PATTERNS } from '../app-pages.js';

type AppPagePattern = (typeof APP_PAGE_PATTERNS)[number];

/** The purchase funnel, in order: four page views, then the server's own record of the payment. */
export const ANALYTICS_FUNNEL_STEPS = ['home', 'store', 'voucherDetail', 'confirm', 'paid'] as const;
export type AnalyticsFunnelStep = (typeof ANALYTICS_FUNNEL_STEPS)[number];

/**
 * The route pattern (`page_view`'s `route`) of each step seen in the browser: home, a store's
 * page, a voucher's detail, the order's confirm page. The type holds them to the app's pages.
 */
export const ANALYTICS_FUNNEL_ROUTES = {
  home: '/',
  store: '/platform/merchant',
  voucherDetail: '/platform/groupCouponDetail',
  confirm: '/platform/confirmOrder',
} as const satisfies Record<Exclude<AnalyticsFunnelStep, 'paid'>, AppPagePattern>;

/** The longest report, in Jakarta days, both ends included. */
export const ANALYTICS_REPORT_MAX_DAYS = 31;

/** The most events a device's trail answers (its latest of the range). */
export const ANALYTICS_TRAIL_MAX = 500;

/** How many of the searches that found nothing the report lists, most asked first. */
export const ANALYTICS_TOP_QUERIES = 20;

/** The Core Web Vitals the report gives the 75th percentile of, per route. */
export const REPORTED_WEB_VITALS = ['LCP', 'INP', 'CLS'] as const;
export type ReportedWebVital = (typeof REPORTED_WEB_VITALS)[number];

/**
 * web.dev's thresholds: at or under `good` is good, over `poor` is poor, between needs
 * improvement. LCP and INP in milliseconds, CLS unitless.
 */
export const WEB_VITAL_THRESHOLDS: Readonly<Record<ReportedWebVital, { good: number; poor: number }>> = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
};

export const WEB_VITAL_RATINGS = ['good', 'needs-improvement', 'poor'] as const;
export type WebVitalRating = (typeof WEB_VITAL_RATINGS)[number];

/** How a value of a vital rates against WEB_VITAL_THRESHOLDS. */
export function webVitalRating(metric: ReportedWebVital, value: number): WebVitalRating {
  const { good, poor } = WEB_VITAL_THRESHOLDS[metric];
  if (value <= good) return 'good';
  return value > poor ? 'poor' : 'needs-improvement';
}

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/** True for a calendar day written `YYYY-MM-DD` (2026-02-30 is not one). */
export function isCalendarDay(value: string): boolean {
  if (!DAY_PATTERN.test(value)) return false;
  const ms = Date.parse(`${value}T00:00:00.000Z`);
  return Number.isFinite(ms) && new Date(ms).toISOString().slice(0, 10) === value;
}

/** The calendar day `days` after `day` (both `YYYY-MM-DD`; negative goes back). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** How many days from `from` to `to`, both included (0 or less when `to` is before `from`). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00.000Z`) - Date.parse(`${from}T00:00:00.000Z`)) / DAY_MS) + 1;
}

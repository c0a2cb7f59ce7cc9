import { describe, expect, it } from 'vitest';
import { APP_PAGE_PATTERNS } from '../app-pages.js';
import {
  ANALYTICS_CATALOGUE,
  ANALYTICS_EVENT_NAMES,
  isAnalyticsEventName,
  propsProblem,
} from './catalogue.js';
import { ANALYTICS_FUNNEL_ROUTES, addDays, daysBetween, isCalendarDay, webVitalRating } from './report.js';
import { analyticsReportBodySchema } from './schemas.js';

describe('propsProblem', () => {
  it('passes props that fit the entry, absent optional ones and nulls included', () => {
    expect(propsProblem('page_view', { route: '/', title: 'Beranda' })).toBeNull();
    expect(propsProblem('store_click', {})).toBeNull();
    expect(propsProblem('banner_click', { banner_id: null, position: 2 })).toBeNull();
    expect(propsProblem('search', { query: 'nasi', result_count: 0, tab: 'store' })).toBeNull();
  });

  it('names a property the entry does not have', () => {
    expect(propsProblem('tab_click', { tab: 'home', colour: 'red' })).toBe(
      'tab_click: unknown property colour',
    );
    for (const key of ['toString', 'constructor', 'hasOwnProperty']) {
      expect(propsProblem('tab_click', { [key]: 'x' }), key).toBe(`tab_click: unknown property ${key}`);
    }
  });

  it('names a property of the wrong kind', () => {
    expect(propsProblem('banner_click', { position: '2' })).toBe('banner_click: position must be a number');
    expect(propsProblem('page_view', { route: 7 })).toBe('page_view: route must be a string');
    expect(propsProblem('search', { query: 'x', result_count: Number.NaN })).toBe(
      'search: result_count must be a number',
    );
    expect(propsProblem('web_vital', { metric: 'LCP', value: Infinity, route: '/' })).toBe(
      'web_vital: value must be a number',
    );
  });

  it('names a required property that is missing or null', () => {
    expect(propsProblem('page_view', {})).toBe('page_view: route is required');
    expect(propsProblem('search', { query: 'x', result_count: null })).toBe(
      'search: result_count is required',
    );
    expect(propsProblem('consent_choice', {})).toBe('consent_choice: choice is required');
  });

  it('reads only own properties: inherited names are no events', () => {
    expect(isAnalyticsEventName('page_view')).toBe(true);
    for (const name of ['toString', 'constructor', '__proto__', 'hasOwnProperty', '', 42]) {
      expect(isAnalyticsEventName(name), String(name)).toBe(false);
    }
    expect(ANALYTICS_EVENT_NAMES).toHaveLength(Object.keys(ANALYTICS_CATALOGUE).length);
  });
});

describe("the report's days and rules", () => {
  it('knows calendar days from look-alikes', () => {
    expect(isCalendarDay('2026-11-29')).toBe(true);
    expect(isCalendarDay('2028-02-29')).toBe(true);
    for (const value of ['2026-02-30', '2026-13-01', '2026-1-01', '20261129', '2026-11-29T00:00:00Z']) {
      expect(isCalendarDay(value), value).toBe(false);
    }
  });

  it('counts days both ends included, across months', () => {
    expect(daysBetween('2026-11-29', '2026-11-29')).toBe(1);
    expect(daysBetween('2026-11-29', '2026-12-05')).toBe(7);
    expect(daysBetween('2026-12-05', '2026-11-29')).toBe(-5);
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('takes ranges of 1 to 31 days, never backwards', () => {
    const envelope = { sessionId: 's', requestId: 'r-00000001', timestamp: 1 };
    const parse = (from: string, to: string) =>
      analyticsReportBodySchema.safeParse({ ...envelope, from, to });
    expect(parse('2026-11-01', '2026-11-01').success).toBe(true);
    expect(parse('2026-11-01', '2026-12-01').success).toBe(true);
    expect(parse('2026-11-01', '2026-12-02').success).toBe(false);
    expect(parse('2026-11-02', '2026-11-01').success).toBe(false);
    expect(parse('2026-11-31', '2026-12-01').success).toBe(false);
  });

  it('rates vitals on web.dev’s thresholds, the boundary being good', () => {
    expect(webVitalRating('LCP', 2500)).toBe('good');
    expect(webVitalRating('LCP', 2501)).toBe('needs-improvement');
    expect(webVitalRating('LCP', 4000)).toBe('needs-improvement');
    expect(webVitalRating('LCP', 4001)).toBe('poor');
    expect(webVitalRating('INP', 180)).toBe('good');
    expect(webVitalRating('INP', 600)).toBe('poor');
    expect(webVitalRating('CLS', 0.1)).toBe('good');
    expect(webVitalRating('CLS', 0.2)).toBe('needs-improvement');
  });

  it("marks the funnel's steps with pages the app has", () => {
    for (const route of Object.values(ANALYTICS_FUNNEL_ROUTES)) {
      expect(APP_PAGE_PATTERNS as readonly string[]).toContain(route);
    }
  });
});

import type { Metric } from 'web-vitals';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { connectTracker, resetTracking, trackPageView, type TrackedCall } from './track';
import { metricValue, reportWebVitals } from './web-vitals';

type Report = (metric: Metric) => void;
const reporters = vi.hoisted(() => new Map<string, (metric: unknown) => void>());
vi.mock('web-vitals', () => {
  const on = (name: string) => (report: (metric: unknown) => void) => void reporters.set(name, report);
  return { onLCP: on('LCP'), onINP: on('INP'), onCLS: on('CLS'), onFCP: on('FCP'), onTTFB: on('TTFB') };
});

let received: TrackedCall[];

function metric(name: Metric['name'], value: number): Metric {
  return {
    name,
    value,
    rating: 'good',
    delta: value,
    id: 'v1',
    entries: [],
    navigationType: 'navigate',
    navigationId: 1,
  } as Metric;
}

beforeEach(() => {
  resetTracking();
  received = [];
  connectTracker((call) => received.push(call));
});

describe('web vitals', () => {
  it('reports the five metrics as web_vital events, with the route the visit landed on', () => {
    trackPageView('/platform/merchant', 'merchant', false);
    reportWebVitals();
    expect([...reporters.keys()].sort()).toEqual(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']);

    // The customer has moved on by the time the page is hidden and LCP is final.
    trackPageView('/platform/groupCouponDetail', 'groupCouponDetail', false);
    (reporters.get('LCP') as Report)(metric('LCP', 1834.6));
    expect(received.at(-1)).toMatchObject({
      name: 'web_vital',
      props: { metric: 'LCP', value: 1835, rating: 'good', route: '/platform/merchant' },
      page: '/platform/groupCouponDetail',
    });
  });

  it('keeps CLS a score and rounds the times to milliseconds', () => {
    expect(metricValue({ name: 'CLS', value: 0.123456 })).toBe(0.1235);
    expect(metricValue({ name: 'INP', value: 87.4 })).toBe(87);
  });
});

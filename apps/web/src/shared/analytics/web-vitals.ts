import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { landingAnalyticsPage, track } from './track';

/** A metric's value as sent: CLS is a score, the others are milliseconds. */
export function metricValue(metric: Pick<Metric, 'name' | 'value'>): number {
  return metric.name === 'CLS' ? Math.round(metric.value * 10_000) / 10_000 : Math.round(metric.value);
}

function report(metric: Metric): void {
  track('web_vital', {
    metric: metric.name,
    value: metricValue(metric),
    rating: metric.rating,
    // web-vitals measures the page load, not the app's later routes: the route it landed on.
    route: landingAnalyticsPage(),
  });
}

let started = false;

/**
 * Reports LCP, INP, CLS, FCP and TTFB as `web_vital` events. Loaded on idle after the first
 * paint: the library reads the entries the browser buffered, so it need not load first.
 */
export function reportWebVitals(): void {
  if (started) return;
  started = true;
  onLCP(report);
  onINP(report);
  onCLS(report);
  onFCP(report);
  onTTFB(report);
}

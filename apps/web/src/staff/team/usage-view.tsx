import {
  ANALYTICS_FUNNEL_STEPS,
  REPORTED_WEB_VITALS,
  type AnalyticsFunnelStep,
  type ReportedWebVital,
  webVitalRating,
} from '@lahap/contract/analytics/report';
import type { AnalyticsFunnelRow, AnalyticsReport } from '@lahap/contract/analytics/schemas';
import { formatDate } from '@lahap/contract/format';
import type { Locale } from '@lahap/contract/locale';
import Button from 'antd-mobile/es/components/button';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppLocale } from '@/shared/i18n/use-app-locale';
import { EmptyPlateIllustration } from '@/shared/ui/illustrations/empty-plate-illustration';
import { NoSignalIllustration } from '@/shared/ui/illustrations/no-signal-illustration';
import { LoadingShape, SkeletonBlock } from '@/shared/ui/skeleton';
import { StatusView } from '@/shared/ui/status-view';
import { USAGE_RANGES, type UsageRange, useTeamReport } from './team-report';
import styles from './usage-view.module.css';

/** A Jakarta day (`YYYY-MM-DD`) as the product writes dates. */
function dayLabel(day: string, locale: Locale): string {
  return formatDate(Date.parse(`${day}T12:00:00.000+07:00`), locale);
}

/** `part` of `whole` as a percentage, or null when there is no whole to take it from. */
export function conversion(part: number, whole: number): number | null {
  return whole > 0 ? part / whole : null;
}

function useFormats() {
  const locale = useAppLocale();
  const numbers = new Intl.NumberFormat(locale);
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  return {
    locale,
    count: (n: number) => numbers.format(n),
    percent: (share: number | null) => (share === null ? '–' : percent.format(share)),
  };
}

function RangePicker({ value, onChange }: { value: UsageRange; onChange: (days: UsageRange) => void }) {
  const { t } = useTranslation('staff');
  return (
    <div className={styles.ranges} role="radiogroup" aria-label={t('usage.rangeLabel')}>
      {USAGE_RANGES.map((days) => (
        <button
          key={days}
          type="button"
          role="radio"
          aria-checked={value === days}
          className={styles.range}
          onClick={() => onChange(days)}
          data-testid={`usage-range-${days}`}
        >
          {t('usage.lastDays', { count: days })}
        </button>
      ))}
    </div>
  );
}

function UsageSkeleton() {
  return (
    <LoadingShape className={styles.sections} testId="usage-loading">
      {[0, 1, 2].map((index) => (
        <div key={index} className={styles.section}>
          <SkeletonBlock width="40%" height={20} />
          <SkeletonBlock height={14} />
          <SkeletonBlock height={14} />
          <SkeletonBlock width="80%" height={14} />
        </div>
      ))}
    </LoadingShape>
  );
}

function DailyUsers({ days }: { days: AnalyticsReport['days'] }) {
  const { t } = useTranslation('staff');
  const f = useFormats();
  const most = Math.max(1, ...days.map((day) => day.visitors));
  return (
    <section className={styles.section} aria-labelledby="usage-daily-title" data-testid="usage-daily">
      <h2 id="usage-daily-title" className={styles.sectionTitle}>
        {t('usage.daily.title')}
      </h2>
      <p className={styles.note}>{t('usage.daily.note')}</p>
      <div className={styles.scroll}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('usage.day')}</th>
              <th scope="col">{t('usage.daily.visitors')}</th>
              <th scope="col">{t('usage.daily.users')}</th>
              <th scope="col">{t('usage.daily.anonymous')}</th>
              <th scope="col">{t('usage.daily.events')}</th>
            </tr>
          </thead>
          <tbody>
            {[...days].reverse().map((day) => (
              <tr key={day.day} data-testid="usage-day">
                <th scope="row">{dayLabel(day.day, f.locale)}</th>
                <td>
                  <span className={styles.barCell}>
                    <span
                      className={styles.bar}
                      style={{ width: `${(day.visitors / most) * 100}%` }}
                      aria-hidden="true"
                    />
                    <span className={styles.barValue}>{f.count(day.visitors)}</span>
                  </span>
                </td>
                <td>{f.count(day.users)}</td>
                <td>{f.count(day.anonymousPageViews)}</td>
                <td>{f.count(day.events)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function FunnelCell({ row, step }: { row: AnalyticsFunnelRow; step: AnalyticsFunnelStep }) {
  const { t } = useTranslation('staff');
  const f = useFormats();
  const index = ANALYTICS_FUNNEL_STEPS.indexOf(step);
  const previous = ANALYTICS_FUNNEL_STEPS[index - 1];
  return (
    <td data-step={step}>
      <span className={styles.stepCount}>{f.count(row[step])}</span>
      {previous && (
        <span
          className={styles.stepShare}
          aria-label={t('usage.funnel.conversionOf', {
            share: f.percent(conversion(row[step], row[previous])),
          })}
        >
          {f.percent(conversion(row[step], row[previous]))}
        </span>
      )}
    </td>
  );
}

function Funnel({ rows }: { rows: AnalyticsReport['funnel'] }) {
  const { t } = useTranslation(['staff', 'common']);
  const f = useFormats();
  const languageName = (language: string | null) =>
    language === null
      ? t('usage.funnel.unknownLanguage')
      : t(`common:languages.${language}`, { defaultValue: language });
  return (
    <section className={styles.section} aria-labelledby="usage-funnel-title" data-testid="usage-funnel">
      <h2 id="usage-funnel-title" className={styles.sectionTitle}>
        {t('usage.funnel.title')}
      </h2>
      <p className={styles.note}>{t('usage.funnel.note')}</p>
      {rows.length === 0 ? (
        <p className={styles.empty}>{t('usage.funnel.empty')}</p>
      ) : (
        <div className={styles.scroll}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('usage.day')}</th>
                <th scope="col" className={styles.text}>
                  {t('usage.funnel.language')}
                </th>
                {ANALYTICS_FUNNEL_STEPS.map((step) => (
                  <th key={step} scope="col">
                    {t(`usage.funnel.steps.${step}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {[...rows].reverse().map((row) => (
                <tr key={`${row.day} ${row.language ?? ''}`} data-testid="usage-funnel-row">
                  <th scope="row">{dayLabel(row.day, f.locale)}</th>
                  <td className={styles.text}>{languageName(row.language)}</td>
                  {ANALYTICS_FUNNEL_STEPS.map((step) => (
                    <FunnelCell key={step} row={row} step={step} />
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function Searches({ searches }: { searches: AnalyticsReport['searches'] }) {
  const { t } = useTranslation('staff');
  const f = useFormats();
  return (
    <section className={styles.section} aria-labelledby="usage-searches-title" data-testid="usage-searches">
      <h2 id="usage-searches-title" className={styles.sectionTitle}>
        {t('usage.searches.title')}
      </h2>
      <p className={styles.note} data-testid="usage-searches-summary">
        {t('usage.searches.summary', {
          zero: f.count(searches.zeroResult),
          total: f.count(searches.total),
          share: f.percent(conversion(searches.zeroResult, searches.total)),
        })}
      </p>
      {searches.topZeroResult.length === 0 ? (
        <p className={styles.empty}>{t('usage.searches.empty')}</p>
      ) : (
        <ol className={styles.queries}>
          {searches.topZeroResult.map((entry) => (
            <li key={entry.query} className={styles.query} data-testid="usage-query">
              <span className={styles.queryText}>{entry.query}</span>
              <span className={styles.queryCount}>{t('usage.searches.times', { count: entry.count })}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function VitalCell({
  metric,
  value,
}: {
  metric: ReportedWebVital;
  value: { p75: number; samples: number } | undefined;
}) {
  const { t } = useTranslation('staff');
  const f = useFormats();
  if (!value) return <td className={styles.noValue}>–</td>;
  const rating = webVitalRating(metric, value.p75);
  const shown =
    metric === 'CLS'
      ? new Intl.NumberFormat(f.locale, { maximumFractionDigits: 3 }).format(value.p75)
      : value.p75 >= 1000
        ? t('usage.vitals.seconds', {
            value: new Intl.NumberFormat(f.locale, { maximumFractionDigits: 1 }).format(value.p75 / 1000),
          })
        : t('usage.vitals.milliseconds', { value: f.count(Math.round(value.p75)) });
  return (
    <td data-metric={metric} data-rating={rating}>
      <span className={styles.vital} data-rating={rating}>
        <span className={styles.vitalValue}>{shown}</span>
        <span className={styles.vitalRating}>{t(`usage.vitals.ratings.${rating}`)}</span>
      </span>
      <span className={styles.samples}>{t('usage.vitals.samples', { count: value.samples })}</span>
    </td>
  );
}

/** A route pattern that may break before each of its slashes, never inside a segment. */
/** The route pattern of the app's catch-all: the page of an address no route matched. */
const CATCH_ALL_ROUTE = '*';

function RouteText({ route }: { route: string }) {
  const { t } = useTranslation('staff');
  if (route === CATCH_ALL_ROUTE) return <>{t('usage.vitals.unknownRoute')}</>;
  const [first = '', ...rest] = route.split('/');
  return (
    <>
      {first}
      {rest.map((segment, index) => (
        <Fragment key={index}>
          {(index > 0 || first !== '') && <wbr />}/{segment}
        </Fragment>
      ))}
    </>
  );
}

function Vitals({ vitals }: { vitals: AnalyticsReport['vitals'] }) {
  const { t } = useTranslation('staff');
  const routes = [...new Set(vitals.map((row) => row.route))];
  const valueOf = (route: string, metric: ReportedWebVital) =>
    vitals.find((row) => row.route === route && row.metric === metric);
  return (
    <section className={styles.section} aria-labelledby="usage-vitals-title" data-testid="usage-vitals">
      <h2 id="usage-vitals-title" className={styles.sectionTitle}>
        {t('usage.vitals.title')}
      </h2>
      <p className={styles.note}>{t('usage.vitals.note')}</p>
      {routes.length === 0 ? (
        <p className={styles.empty}>{t('usage.vitals.empty')}</p>
      ) : (
        <div className={styles.scroll}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('usage.vitals.route')}</th>
                {REPORTED_WEB_VITALS.map((metric) => (
                  <th key={metric} scope="col">
                    {metric}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {routes.map((route) => (
                <tr key={route} data-testid="usage-vital-row">
                  <th scope="row" className={styles.route}>
                    <RouteText route={route} />
                  </th>
                  {REPORTED_WEB_VITALS.map((metric) => (
                    <VitalCell key={metric} metric={metric} value={valueOf(route, metric)} />
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** Nothing at all was counted in the range. */
function isEmptyReport(report: AnalyticsReport): boolean {
  return (
    report.days.every((day) => day.events === 0) &&
    report.funnel.length === 0 &&
    report.searches.total === 0 &&
    report.vitals.length === 0
  );
}

/**
 * The Usage tab: the last 7, 14 or 30 Jakarta days of the usage report (docs/analytics.md):
 * daily users, the purchase funnel per day and language with each step's conversion from the one
 * before, the searches that found nothing, and the p75 Web Vitals per route rated on web.dev's
 * thresholds.
 */
export function UsageView() {
  const { t } = useTranslation(['staff', 'common']);
  const [days, setDays] = useState<UsageRange>(USAGE_RANGES[0]);
  const report = useTeamReport(days);
  const locale = useAppLocale();
  const data = report.data;

  return (
    <div className={styles.view} data-testid="usage-view">
      <div className={styles.head}>
        <RangePicker value={days} onChange={setDays} />
        {data && (
          <p className={styles.rangeShown} aria-live="polite" data-testid="usage-range">
            {t('usage.rangeShown', {
              from: dayLabel(data.from, locale),
              to: dayLabel(data.to, locale),
            })}
            {report.isPlaceholderData && ` · ${t('common:states.loading')}`}
          </p>
        )}
      </div>
      {report.isPending ? (
        <UsageSkeleton />
      ) : !data ? (
        <StatusView
          illustration={NoSignalIllustration}
          compact
          role="alert"
          testId="usage-failed"
          title={t('usage.failedTitle')}
          description={t('usage.failedBody')}
          actions={
            <Button color="primary" shape="rounded" onClick={() => void report.refetch()}>
              {t('common:actions.retry')}
            </Button>
          }
        />
      ) : isEmptyReport(data) ? (
        <StatusView
          illustration={EmptyPlateIllustration}
          compact
          testId="usage-empty"
          title={t('usage.emptyTitle')}
          description={t('usage.emptyBody')}
        />
      ) : (
        <div className={styles.sections}>
          <DailyUsers days={data.days} />
          <Funnel rows={data.funnel} />
          <Searches searches={data.searches} />
          <Vitals vitals={data.vitals} />
        </div>
      )}
    </div>
  );
}

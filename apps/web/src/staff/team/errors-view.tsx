import { ERROR_CODES } from '@lahap/contract/errors';
import type {
  MonitorGroup,
  MonitorGroupDetail,
  MonitorGroupSort,
  MonitorStack,
} from '@lahap/contract/monitoring/team-schemas';
import Button from 'antd-mobile/es/components/button';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '@/shared/api-client/api-error';
import { EmptyPlateIllustration } from '@/shared/ui/illustrations/empty-plate-illustration';
import { NoSignalIllustration } from '@/shared/ui/illustrations/no-signal-illustration';
import { LoadingShape, SkeletonBlock } from '@/shared/ui/skeleton';
import { StatusView } from '@/shared/ui/status-view';
import { type TeamToken, useErrorGroup, useErrorGroups } from './team-monitoring';
import styles from './errors-view.module.css';

export interface ErrorsViewProps {
  /** The team's admin token, or a getter of it: the team shell keeps it. */
  token: TeamToken;
  /** The server refused the token (1012001): the shell asks for it again. */
  onTokenRefused?: () => void;
}

/** How often "5 minutes ago" is worked out again. */
const CLOCK_TICK_MS = 30_000;

/** The time now, moving on every half minute, for the relative times. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), CLOCK_TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

type Step = readonly [unit: Intl.RelativeTimeFormatUnit, seconds: number, usedBelow: number];
const YEARS: Step = ['year', 365 * 86_400, Number.POSITIVE_INFINITY];
const STEPS: readonly Step[] = [
  ['minute', 60, 45 * 60],
  ['hour', 3_600, 22 * 3_600],
  ['day', 86_400, 26 * 86_400],
  ['month', 30 * 86_400, 320 * 86_400],
  YEARS,
];

/** "5 menit yang lalu", "yesterday", "3 天前": how long ago `iso` was, in the console's language. */
export function timeAgo(iso: string, now: number, locale: string): string {
  const seconds = Math.round((Date.parse(iso) - now) / 1_000);
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const abs = Math.abs(seconds);
  if (abs < 45) return format.format(0, 'second');
  const [unit, length] = STEPS.find(([, , usedBelow]) => abs < usedBelow) ?? YEARS;
  return format.format(Math.round(seconds / length), unit);
}

/** A time shown as how long ago, with the date and time itself for a hover or a screen reader. */
function Ago({ iso, now }: { iso: string; now: number }) {
  const { i18n } = useTranslation();
  const exact = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
  return (
    <time dateTime={iso} title={exact}>
      {timeAgo(iso, now, i18n.language)}
    </time>
  );
}

/** The server's own words for a refusal; the plain "could not load" for anything else. */
function failureText(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError && error.kind === 'server' && error.message
    ? error.message
    : fallback;
}

const isTokenRefusal = (error: unknown) =>
  error instanceof ApiRequestError && error.code === ERROR_CODES.TEAM_TOKEN_INVALID;

/** Tells the shell once when a call's error is a refused token. */
function useTokenRefusal(error: unknown, onTokenRefused: (() => void) | undefined) {
  const refused = isTokenRefusal(error);
  useEffect(() => {
    if (refused) onTokenRefused?.();
  }, [refused, onTokenRefused]);
}

function LoadFailed({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  const { t } = useTranslation(['staff', 'common']);
  return (
    <StatusView
      illustration={NoSignalIllustration}
      compact
      role="alert"
      testId="errors-failed"
      title={title}
      description={failureText(error, t('team.errors.failedBody'))}
      actions={
        isTokenRefusal(error) ? undefined : (
          <Button color="primary" shape="rounded" onClick={onRetry}>
            {t('common:actions.retry')}
          </Button>
        )
      }
    />
  );
}

function ListSkeleton() {
  return (
    <LoadingShape className={styles.list} testId="errors-loading">
      {Array.from({ length: 4 }, (_, index) => (
        <div key={index} className={styles.skeletonCard}>
          <SkeletonBlock width="75%" height={18} />
          <SkeletonBlock width="40%" height={14} />
          <SkeletonBlock width="60%" height={14} />
        </div>
      ))}
    </LoadingShape>
  );
}

function useCount() {
  const { t, i18n } = useTranslation('staff');
  return (count: number) =>
    t('team.errors.count', { count, value: new Intl.NumberFormat(i18n.language).format(count) });
}

function GroupRow({ group, now, onOpen }: { group: MonitorGroup; now: number; onOpen: () => void }) {
  const { t } = useTranslation('staff');
  const countText = useCount();
  return (
    <li>
      <button type="button" className={styles.group} onClick={onOpen} data-testid="error-group">
        <span className={styles.groupHead}>
          <span className={styles.groupTitle}>{group.title || t('team.errors.untitled')}</span>
          <span className={styles.count} data-testid="error-group-count">
            {countText(group.count)}
          </span>
        </span>
        {(group.errorType || group.message) && (
          <span className={styles.message}>
            {[group.errorType, group.message].filter(Boolean).join(' · ')}
          </span>
        )}
        <span className={styles.meta}>
          {t('team.errors.lastSeen')} <Ago iso={group.lastSeen} now={now} /> · {t('team.errors.firstSeen')}{' '}
          <Ago iso={group.firstSeen} now={now} />
        </span>
        {group.page && <span className={styles.meta}>{t('team.errors.page', { page: group.page })}</span>}
      </button>
    </li>
  );
}

function SortSwitch({
  sort,
  onChange,
}: {
  sort: MonitorGroupSort;
  onChange: (sort: MonitorGroupSort) => void;
}) {
  const { t } = useTranslation('staff');
  const options: [MonitorGroupSort, string][] = [
    ['lastSeen', t('team.errors.sortLastSeen')],
    ['count', t('team.errors.sortCount')],
  ];
  return (
    <div className={styles.sort} role="group" aria-label={t('team.errors.sortLabel')}>
      {options.map(([value, label]) => (
        <button
          key={value}
          type="button"
          className={styles.sortButton}
          aria-pressed={sort === value}
          onClick={() => onChange(value)}
        >
          {label}
        </button>
      ))}
    </div>
  );
}

function GroupList({
  token,
  onTokenRefused,
  onOpen,
}: ErrorsViewProps & { onOpen: (fingerprint: string) => void }) {
  const { t } = useTranslation('staff');
  const now = useNow();
  const [sort, setSort] = useState<MonitorGroupSort>('lastSeen');
  const groups = useErrorGroups(token, sort);
  useTokenRefusal(groups.error, onTokenRefused);
  const loaded = groups.data?.pages.flatMap((page) => page.groups) ?? [];
  const total = groups.data?.pages[0]?.total ?? 0;

  let body;
  if (groups.isPending) body = <ListSkeleton />;
  else if (groups.isError)
    body = (
      <LoadFailed
        title={t('team.errors.failedTitle')}
        error={groups.error}
        onRetry={() => void groups.refetch()}
      />
    );
  else if (loaded.length === 0)
    body = (
      <StatusView
        illustration={EmptyPlateIllustration}
        compact
        role="status"
        testId="errors-empty"
        title={t('team.errors.emptyTitle')}
        description={t('team.errors.emptyBody')}
      />
    );
  else
    body = (
      <>
        <p className={styles.total}>{t('team.errors.total', { count: total })}</p>
        <ul className={styles.list}>
          {loaded.map((group) => (
            <GroupRow
              key={group.fingerprint}
              group={group}
              now={now}
              onOpen={() => onOpen(group.fingerprint)}
            />
          ))}
        </ul>
        {groups.hasNextPage && (
          <Button
            block
            shape="rounded"
            loading={groups.isFetchingNextPage}
            onClick={() => void groups.fetchNextPage()}
          >
            {t('team.errors.loadMore')}
          </Button>
        )}
      </>
    );

  return (
    <section className={styles.view} aria-labelledby="team-errors-title" data-testid="errors-view">
      <header className={styles.header}>
        <h2 id="team-errors-title" className={styles.title}>
          {t('team.errors.title')}
        </h2>
        <SortSwitch sort={sort} onChange={setSort} />
      </header>
      {body}
    </section>
  );
}

function StackView({ stack }: { stack: MonitorStack }) {
  const { t } = useTranslation('staff');
  return (
    <>
      <p className={styles.note}>
        {stack.mapped ? t('team.errors.stackMapped') : t('team.errors.stackUnmapped')}
      </p>
      <pre
        className={styles.stack}
        tabIndex={0}
        aria-label={t('team.errors.stackTitle')}
        data-testid="error-stack"
      >
        {stack.header && <span>{stack.header}</span>}
        {stack.frames.map((frame, index) => (
          <span key={index} className={frame.inApp ? styles.frame : `${styles.frame} ${styles.library}`}>
            {'\n    at '}
            {frame.function ?? '<anonymous>'} (
            {[frame.file ?? '?', frame.line, frame.column].filter((part) => part !== null).join(':')})
          </span>
        ))}
      </pre>
    </>
  );
}

function GroupDetail({ detail, now }: { detail: MonitorGroupDetail; now: number }) {
  const { t } = useTranslation('staff');
  const countText = useCount();
  const { group, sample, stack, recent } = detail;
  return (
    <>
      <h2 className={styles.title}>{group.title || t('team.errors.untitled')}</h2>
      <dl className={styles.facts}>
        <dt>{t('team.errors.countLabel')}</dt>
        <dd>{countText(group.count)}</dd>
        {group.errorType && (
          <>
            <dt>{t('team.errors.typeLabel')}</dt>
            <dd>{group.errorType}</dd>
          </>
        )}
        <dt>{t('team.errors.lastSeen')}</dt>
        <dd>
          <Ago iso={group.lastSeen} now={now} />
        </dd>
        <dt>{t('team.errors.firstSeenLabel')}</dt>
        <dd>
          <Ago iso={group.firstSeen} now={now} />
        </dd>
        <dt>{t('team.errors.sourceLabel')}</dt>
        <dd>{t(`team.errors.source.${group.source}`)}</dd>
      </dl>
      {group.pages.length > 0 && (
        <section className={styles.block}>
          <h3 className={styles.subtitle}>{t('team.errors.pagesTitle')}</h3>
          <ul className={styles.pages}>
            {group.pages.map((page) => (
              <li key={page}>
                <code>{page}</code>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section className={styles.block}>
        <h3 className={styles.subtitle}>{t('team.errors.stackTitle')}</h3>
        {stack ? (
          <StackView stack={stack} />
        ) : (
          <>
            <p className={styles.note}>{t('team.errors.noStack')}</p>
            {sample.msg && <pre className={styles.stack}>{sample.msg}</pre>}
          </>
        )}
      </section>
      {recent.length > 0 && (
        <section className={styles.block}>
          <h3 className={styles.subtitle}>{t('team.errors.recentTitle')}</h3>
          <ul className={styles.recent}>
            {recent.map((report, index) => (
              <li key={index}>
                <Ago iso={report.receivedAt} now={now} />
                {report.page && <code>{report.page}</code>}
                {report.deviceId && <span>{t('team.errors.device', { id: report.deviceId })}</span>}
                {report.traceId && <span>{t('team.errors.trace', { id: report.traceId })}</span>}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

function GroupScreen({
  token,
  onTokenRefused,
  fingerprint,
  onBack,
}: ErrorsViewProps & { fingerprint: string; onBack: () => void }) {
  const { t } = useTranslation('staff');
  const now = useNow();
  const query = useErrorGroup(token, fingerprint);
  useTokenRefusal(query.error, onTokenRefused);
  return (
    <section className={styles.view} data-testid="error-detail">
      <button type="button" className={styles.back} onClick={onBack}>
        {t('team.errors.back')}
      </button>
      {query.isPending ? (
        <LoadingShape className={styles.list} testId="errors-loading">
          <SkeletonBlock width="70%" height={22} />
          <SkeletonBlock width="50%" height={14} />
          <SkeletonBlock height={160} radius="var(--lahap-radius-md)" />
        </LoadingShape>
      ) : query.isError ? (
        <LoadFailed
          title={t('team.errors.detailFailedTitle')}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <GroupDetail detail={query.data} now={now} />
      )}
    </section>
  );
}

/**
 * The team's error view: the groups the server folded the clients' reports into
 * (docs/monitoring.md), by last seen or by count, each with its count, when it was first and last
 * seen, its page and its message; a group opens to its readable stack and latest reports. The
 * team shell gives the token and renders this under its tab.
 */
export function ErrorsView({ token, onTokenRefused }: ErrorsViewProps) {
  const [open, setOpen] = useState<string | null>(null);
  return open === null ? (
    <GroupList token={token} onTokenRefused={onTokenRefused} onOpen={setOpen} />
  ) : (
    <GroupScreen
      token={token}
      onTokenRefused={onTokenRefused}
      fingerprint={open}
      onBack={() => setOpen(null)}
    />
  );
}

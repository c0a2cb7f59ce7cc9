import type { MonitorConfig, MonitorEvent } from '@lahap/contract/monitoring/schemas';
import { API_PATHS, WEB_APP_ID } from '@lahap/contract/paths';
import { ApiRequestError } from '../api-client/api-error';
import { apiUrl, sendRequest } from '../api-client/transport';
import { getDeviceId } from '../device/device-id';
import { hostEnvironment } from '../device/host-environment';
import { randomId } from '../device/random-id';
import { getSessionId } from '../device/session-id';
import { LOCAL_KEYS, SESSION_KEYS } from '../storage/keys';
import { readJson, writeJson } from '../storage/storage';
import { describeError, trimStack, truncate } from './error-text';
import { DISABLED_MONITOR_CONFIG, effectiveCaps, parseMonitorConfig } from './monitor-config';

// The contract's monitoring limits live in its zod module, which must not enter the bundle;
// these mirror MONITOR_EVENT_BATCH_MAX, MONITOR_TEXT_MAX and MONITOR_SHORT_MAX.
const BATCH_MAX = 50;
const TEXT_MAX = 2_000;
const SHORT_MAX = 128;
const PAGE_MAX = 512;
/** Events wait this long so a burst goes out as one request. */
export const MONITOR_FLUSH_DELAY_MS = 5_000;
/** A render loop must not flood the sink: one page load sends at most this many events. */
export const MONITOR_EVENTS_PER_PAGE_MAX = 100;
/** Texts every browser emits that say nothing about our code. */
const BUILT_IN_IGNORED = ['ResizeObserver loop', 'Script error.'];

export interface ReportContext {
  page?: string;
  category?: string;
}

type Gate = 'js' | 'api';

let stopMonitoring: (() => void) | undefined;
/** Null until the config is known; events wait in `pending` meanwhile. */
let config: MonitorConfig | null = null;
let sampledIn = false;
let pending: { event: MonitorEvent; gate: Gate }[] = [];
let queue: MonitorEvent[] = [];
let flushTimer: ReturnType<typeof setTimeout> | undefined;
let admittedThisPage = 0;
/** Set while an event is being recorded, so an error raised by monitoring is never reported. */
let recording = false;

function currentPage(): string {
  return globalThis.location?.pathname ?? '';
}

function applyConfig(next: MonitorConfig): void {
  config = next;
  sampledIn = next.enabled && Math.random() < next.sampleRate;
  const waiting = pending;
  pending = [];
  for (const { event, gate } of waiting) admit(event, gate);
}

async function loadConfig(): Promise<void> {
  try {
    const data = await sendRequest({
      method: 'GET',
      path: API_PATHS.monitorConfig,
      query: { appId: WEB_APP_ID },
    });
    const parsed = parseMonitorConfig(data);
    if (parsed) {
      writeJson('local', LOCAL_KEYS.monitorConfig, parsed);
      applyConfig(parsed);
      return;
    }
  } catch {
    // Fall through to the copy from an earlier visit.
  }
  applyConfig(parseMonitorConfig(readJson('local', LOCAL_KEYS.monitorConfig)) ?? DISABLED_MONITOR_CONFIG);
}

function readCounts(): Record<string, number> {
  const stored = readJson('session', SESSION_KEYS.monitorCapCounts);
  if (typeof stored !== 'object' || stored === null) return {};
  return Object.fromEntries(Object.entries(stored).filter(([, count]) => typeof count === 'number'));
}

/** True when this event is within its cap; counts it. Counts live per browser session. */
function withinCap(active: MonitorConfig, text: string): boolean {
  const caps = effectiveCaps(active).filter((cap) => text.includes(cap.text));
  if (caps.length === 0) return true;
  const counts = readCounts();
  for (const cap of caps) {
    if ((counts[cap.text] ?? 0) >= cap.max) return false;
  }
  for (const cap of caps) counts[cap.text] = (counts[cap.text] ?? 0) + 1;
  writeJson('session', SESSION_KEYS.monitorCapCounts, counts);
  return true;
}

function admit(event: MonitorEvent, gate: Gate): void {
  const active = config;
  if (!active?.enabled || !sampledIn) return;
  if (gate === 'js' ? !active.reportJsErrors : !active.reportApiErrors) return;
  const text = `${event.title}\n${event.msg ?? ''}`;
  if ([...BUILT_IN_IGNORED, ...active.ignoreErrors].some((ignored) => ignored && text.includes(ignored)))
    return;
  if (admittedThisPage >= MONITOR_EVENTS_PER_PAGE_MAX || !withinCap(active, text)) return;
  admittedThisPage += 1;
  queue.push(event);
  if (queue.length >= BATCH_MAX) flushMonitoring();
  else flushTimer ??= setTimeout(() => flushMonitoring(), MONITOR_FLUSH_DELAY_MS);
}

/**
 * Spec §8 gates monitoring by the tab's visibility: what a hidden tab raises is not reported. The
 * browser throttles a hidden tab's timers, freezes it and cuts its requests, so its failures are
 * mostly that; what was queued while visible still goes out by beacon as the tab hides.
 */
function tabHidden(): boolean {
  return globalThis.document?.visibilityState === 'hidden';
}

function record(build: () => MonitorEvent, gate: Gate): void {
  // Past the page's cap nothing more is sent: a render loop's next thousand errors cost nothing.
  if (recording || tabHidden() || admittedThisPage >= MONITOR_EVENTS_PER_PAGE_MAX) return;
  recording = true;
  try {
    const event = build();
    if (config) admit(event, gate);
    else if (pending.length < BATCH_MAX) pending.push({ event, gate });
  } catch {
    // Monitoring must never break the page it watches.
  } finally {
    recording = false;
  }
}

function post(events: MonitorEvent[], beacon: boolean): void {
  const body = JSON.stringify({
    sessionId: getSessionId(),
    requestId: randomId(),
    timestamp: Date.now(),
    events,
  });
  const url = apiUrl(API_PATHS.magicBoxSend);
  // A plain string goes as text/plain, which every browser's sendBeacon accepts (some refuse a
  // JSON-typed Blob); the sink reads either.
  if (beacon && globalThis.navigator?.sendBeacon?.(url, body)) return;
  // Failures are dropped on purpose: reporting them would only feed the same broken sink.
  void fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body,
    keepalive: true,
  }).catch(() => {});
}

/**
 * Sends the queued events now, in batches. `beacon` uses navigator.sendBeacon, which survives
 * the page being hidden or closed.
 */
export function flushMonitoring(beacon = false): void {
  clearTimeout(flushTimer);
  flushTimer = undefined;
  try {
    while (queue.length > 0) post(queue.splice(0, BATCH_MAX), beacon);
  } catch {
    queue = [];
  }
}

function baseEvent(
  context: ReportContext | undefined,
): Pick<MonitorEvent, 'page' | 'deviceId' | 'sessionId' | 'sceneType'> {
  return {
    page: truncate(context?.page ?? currentPage(), PAGE_MAX),
    deviceId: truncate(getDeviceId(), SHORT_MAX),
    sessionId: truncate(getSessionId(), SHORT_MAX),
    sceneType: hostEnvironment(),
  };
}

function jsEvent(error: unknown, context: ReportContext | undefined, defaultCategory: string): MonitorEvent {
  const { name, message, stack } = describeError(error);
  const frames = config?.stackFramesMax ?? DISABLED_MONITOR_CONFIG.stackFramesMax;
  const trimmed = stack ? trimStack(stack, frames) : '';
  const msg = trimmed.includes(message) ? trimmed : [message, trimmed].filter(Boolean).join('\n');
  return {
    ...baseEvent(context),
    title: truncate(message.split('\n')[0] || name, SHORT_MAX),
    category: truncate(context?.category ?? defaultCategory, SHORT_MAX),
    errorType: truncate(name, SHORT_MAX),
    msg: truncate(msg, TEXT_MAX),
  };
}

/**
 * Reports a caught error (spec §8 "Monitoring"). Subject to the monitor config; never throws.
 */
export function reportError(error: unknown, context?: ReportContext): void {
  record(() => jsEvent(error, context, 'manual'), 'js');
}

/** The request a failed API call made, for its monitoring event. */
export interface ApiCallInfo {
  method: 'GET' | 'POST';
  path: string;
}

/**
 * Reports a failed API call when spec §8 escalates it: only answers outside the catalogue
 * (`unexpected`). Known codes, rate limits, session codes and network, timeout and abort
 * failures are expected and stay quiet.
 */
export function reportApiError(error: unknown, call: ApiCallInfo, context?: ReportContext): void {
  if (!(error instanceof ApiRequestError) || error.handlingClass !== 'unexpected') return;
  if (error.kind !== 'server' && error.kind !== 'http') return;
  record(
    () => ({
      ...baseEvent(context),
      title: truncate(`${call.method} ${call.path} ${error.code}`, SHORT_MAX),
      category: truncate(context?.category ?? 'api', SHORT_MAX),
      action: truncate(call.path, SHORT_MAX),
      errorType: truncate(error.code, SHORT_MAX),
      msg: truncate(`${error.status ?? ''} ${error.message}`.trim(), TEXT_MAX),
      traceId: error.requestId ? truncate(error.requestId, SHORT_MAX) : undefined,
    }),
    'api',
  );
}

/**
 * Starts monitoring once per page: fetches the monitor config
 * (`GET control/getConfig?appId=…`), reports uncaught errors and unhandled rejections while the
 * tab is visible, and flushes by beacon when the page is hidden or left. Returns the function that stops it
 * (hot reload, tests); calling it again while started does nothing.
 */
export function initMonitoring(): () => void {
  if (stopMonitoring) return stopMonitoring;
  const onError = (event: ErrorEvent) =>
    record(() => jsEvent(event.error ?? event.message, undefined, 'js'), 'js');
  const onRejection = (event: PromiseRejectionEvent) =>
    record(() => jsEvent(event.reason, undefined, 'js'), 'js');
  const onPageHide = () => flushMonitoring(true);
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') flushMonitoring(true);
  };
  globalThis.addEventListener('error', onError);
  globalThis.addEventListener('unhandledrejection', onRejection);
  globalThis.addEventListener('pagehide', onPageHide);
  globalThis.document?.addEventListener('visibilitychange', onVisibility);
  void loadConfig();
  const stop = () => {
    globalThis.removeEventListener('error', onError);
    globalThis.removeEventListener('unhandledrejection', onRejection);
    globalThis.removeEventListener('pagehide', onPageHide);
    globalThis.document?.removeEventListener('visibilitychange', onVisibility);
    flushMonitoring();
    stopMonitoring = undefined;
  };
  stopMonitoring = stop;
  return stop;
}

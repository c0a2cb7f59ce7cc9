import type { MonitorConfig, MonitorEvent } from '@lahap/contract/monitoring/schemas';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApiErrorNamespace from '../api-client/api-error';
import { LOCAL_KEYS } from '../storage/keys';
import type * as MonitorModule from './monitor';
import { UNTIL_STATE } from '@/test/wait';

type Monitor = typeof MonitorModule;
type ApiErrorModule = typeof ApiErrorNamespace;

interface SinkBody {
  sessionId: string;
  requestId: string;
  timestamp: number;
  events: MonitorEvent[];
}

const BASE_CONFIG: MonitorConfig = {
  enabled: true,
  sampleRate: 1,
  reportApiErrors: true,
  reportJsErrors: true,
  ignoreErrors: [],
  capped: [],
  stackFramesMax: 10,
};

let monitor: Monitor;
let stop: (() => void) | undefined;
let apiError: ApiErrorModule;
let configAnswer: () => Response;
let sink: { url: string; body: SinkBody }[];
let configRequests: string[];

/** Starts a fresh monitor (module state reset) and waits until its config is applied. */
async function start(config: MonitorConfig | null = BASE_CONFIG): Promise<void> {
  if (config) {
    configAnswer = () => Response.json({ success: true, data: config, error: null });
    localStorage.removeItem(LOCAL_KEYS.monitorConfig);
  }
  vi.resetModules();
  monitor = await import('./monitor');
  apiError = await import('../api-client/api-error');
  stop?.();
  const storageReads = vi.spyOn(localStorage, 'getItem');
  storageReads.mockClear();
  stop = monitor.initMonitoring();
  await vi.waitFor(() => expect(configRequests).toHaveLength(1), UNTIL_STATE);
  if (config) {
    // A served config is stored in the same task that applies it.
    await vi.waitFor(
      () => expect(localStorage.getItem(LOCAL_KEYS.monitorConfig)).not.toBeNull(),
      UNTIL_STATE,
    );
  } else {
    // A failed call falls back to the copy from an earlier visit, applied in the same task.
    await vi.waitFor(() => expect(storageReads).toHaveBeenCalledWith(LOCAL_KEYS.monitorConfig), UNTIL_STATE);
  }
}

function sentEvents(): MonitorEvent[] {
  return sink.flatMap((request) => request.body.events);
}

function errorWithFrames(message: string, frames: number): Error {
  const error = new Error(message);
  error.stack = [
    `Error: ${message}`,
    ...Array.from({ length: frames }, (_, i) => `    at fn${i} (https://lahap.test/assets/index.js:1:${i})`),
  ].join('\n');
  return error;
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  sink = [];
  configRequests = [];
  configAnswer = () => Response.json({ success: true, data: BASE_CONFIG, error: null });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = String(input);
      if (url.includes('/nodePublic/control/getConfig')) {
        configRequests.push(url);
        return configAnswer();
      }
      sink.push({ url, body: JSON.parse(init.body as string) as SinkBody });
      return Response.json({ success: true, data: { stored: 1 }, error: null });
    }),
  );
});

/** Makes the tab hidden or visible, as the browser says it in document.visibilityState. */
function setVisibility(state: DocumentVisibilityState): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
}

afterEach(() => {
  setVisibility('visible');
  stop?.();
  stop = undefined;
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('monitoring', () => {
  it('fetches the config once, for the web app id', async () => {
    await start();
    expect(monitor.initMonitoring()).toBe(stop);
    expect(configRequests).toEqual(['/api/nodePublic/control/getConfig?appId=lahap-web']);
  });

  it('batches events and sends them with the envelope fields after the flush delay', async () => {
    await start();
    vi.useFakeTimers();
    monitor.reportError(new Error('first'), { page: '/platform/merchant', category: 'store' });
    monitor.reportError('second');
    monitor.reportError({ message: 'third' });
    expect(sink).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(monitor.MONITOR_FLUSH_DELAY_MS);

    expect(sink).toHaveLength(1);
    const [request] = sink;
    expect(request!.url).toBe('/api/digital-food-monitor/monitor/magicBoxSend');
    expect(request!.body).toMatchObject({
      sessionId: expect.any(String),
      requestId: expect.any(String),
      timestamp: expect.any(Number),
    });
    expect(request!.body.events.map((event) => event.title)).toEqual(['first', 'second', 'third']);
    expect(request!.body.events[0]).toMatchObject({
      page: '/platform/merchant',
      category: 'store',
      errorType: 'Error',
      deviceId: localStorage.getItem(LOCAL_KEYS.deviceId),
      sessionId: request!.body.sessionId,
      sceneType: 'h5',
    });
  });

  it('sends at most 50 events per request', async () => {
    await start();
    for (let i = 0; i < 60; i += 1) monitor.reportError(new Error(`error ${i}`));
    monitor.flushMonitoring();
    expect(sink.map((request) => request.body.events.length)).toEqual([50, 10]);
  });

  it('caps one page load at MONITOR_EVENTS_PER_PAGE_MAX events', async () => {
    await start();
    for (let i = 0; i < 150; i += 1) monitor.reportError(new Error(`error ${i}`));
    monitor.flushMonitoring();
    expect(sentEvents()).toHaveLength(monitor.MONITOR_EVENTS_PER_PAGE_MAX);
  });

  it('holds events raised before the config arrives, then applies the config to them', async () => {
    vi.resetModules();
    monitor = await import('./monitor');
    monitor.reportError(new Error('early'));
    stop = monitor.initMonitoring();
    await vi.waitFor(
      () => expect(localStorage.getItem(LOCAL_KEYS.monitorConfig)).not.toBeNull(),
      UNTIL_STATE,
    );
    monitor.flushMonitoring();
    expect(sentEvents().map((event) => event.title)).toEqual(['early']);
  });

  it('suppresses the configured noisy texts and the built-in ones', async () => {
    await start({ ...BASE_CONFIG, ignoreErrors: ['Loading chunk'] });
    monitor.reportError(new Error('Loading chunk 42 failed'));
    monitor.reportError(new Error('ResizeObserver loop completed with undelivered notifications.'));
    monitor.reportError(new Error('real bug'));
    monitor.flushMonitoring();
    expect(sentEvents().map((event) => event.title)).toEqual(['real bug']);
  });

  it('caps "Failed to fetch dynamically imported module" at 10 reports and nothing else', async () => {
    await start();
    for (let i = 0; i < 15; i += 1) {
      monitor.reportError(new TypeError(`Failed to fetch dynamically imported module: /assets/page-${i}.js`));
    }
    for (let i = 0; i < 15; i += 1) monitor.reportError(new Error('other'));
    monitor.flushMonitoring();
    const titles = sentEvents().map((event) => event.title);
    expect(titles.filter((title) => title.startsWith('Failed to fetch dynamically'))).toHaveLength(10);
    expect(titles.filter((title) => title === 'other')).toHaveLength(15);
  });

  it('keeps the dynamic-import cap across reloads of the same session', async () => {
    await start();
    for (let i = 0; i < 8; i += 1)
      monitor.reportError(new TypeError('Failed to fetch dynamically imported module'));
    monitor.flushMonitoring();
    await start();
    for (let i = 0; i < 8; i += 1)
      monitor.reportError(new TypeError('Failed to fetch dynamically imported module'));
    monitor.flushMonitoring();
    expect(sentEvents()).toHaveLength(10);
  });

  it('cuts stack traces to 10 frames', async () => {
    await start();
    monitor.reportError(errorWithFrames('deep', 25));
    monitor.flushMonitoring();
    const msg = sentEvents()[0]!.msg!;
    expect(msg.split('\n').filter((line) => line.trim().startsWith('at '))).toHaveLength(10);
    expect(msg).toContain('fn9 ');
    expect(msg).not.toContain('fn10 ');
    expect(msg.startsWith('Error: deep')).toBe(true);
  });

  it('sends nothing when the config disables monitoring', async () => {
    await start({ ...BASE_CONFIG, enabled: false });
    monitor.reportError(new Error('x'));
    monitor.reportApiError(new apiError.ApiRequestError({ kind: 'server', code: '7777777', message: 'x' }), {
      method: 'GET',
      path: '/a',
    });
    monitor.flushMonitoring();
    expect(sink).toHaveLength(0);
  });

  it('sends nothing when this session is sampled out', async () => {
    await start({ ...BASE_CONFIG, sampleRate: 0 });
    monitor.reportError(new Error('x'));
    monitor.flushMonitoring();
    expect(sink).toHaveLength(0);
  });

  it('honours reportJsErrors and reportApiErrors separately', async () => {
    await start({ ...BASE_CONFIG, reportJsErrors: false });
    monitor.reportError(new Error('js'));
    monitor.reportApiError(
      new apiError.ApiRequestError({ kind: 'server', code: '7777777', message: 'api' }),
      {
        method: 'POST',
        path: '/market/coupon/receive',
      },
    );
    monitor.flushMonitoring();
    expect(sentEvents().map((event) => event.category)).toEqual(['api']);
  });

  it('reports only unexpected API failures, with the request id as trace id', async () => {
    await start();
    const { ApiRequestError } = apiError;
    const call = { method: 'POST', path: '/market/coupon/receive' } as const;
    monitor.reportApiError(new ApiRequestError({ kind: 'server', code: '0310203', message: 'known' }), call);
    monitor.reportApiError(new ApiRequestError({ kind: 'server', code: '429', message: 'busy' }), call);
    monitor.reportApiError(
      new ApiRequestError({ kind: 'network', code: 'network', message: 'offline' }),
      call,
    );
    monitor.reportApiError(new ApiRequestError({ kind: 'timeout', code: 'timeout', message: 'slow' }), call);
    monitor.reportApiError(
      new ApiRequestError({
        kind: 'server',
        code: '1000500',
        message: 'boom',
        status: 500,
        requestId: 'req-1',
      }),
      call,
    );
    monitor.flushMonitoring();
    expect(sentEvents()).toEqual([
      expect.objectContaining({
        title: 'POST /market/coupon/receive 1000500',
        category: 'api',
        action: '/market/coupon/receive',
        errorType: '1000500',
        msg: '500 boom',
        traceId: 'req-1',
      }),
    ]);
  });

  it('reports uncaught errors and unhandled rejections', async () => {
    await start();
    dispatchEvent(new ErrorEvent('error', { error: new Error('uncaught'), message: 'uncaught' }));
    const rejection = new Event('unhandledrejection') as Event & { reason?: unknown };
    rejection.reason = new Error('rejected');
    dispatchEvent(rejection);
    monitor.flushMonitoring();
    expect(sentEvents().map((event) => [event.title, event.category])).toEqual([
      ['uncaught', 'js'],
      ['rejected', 'js'],
    ]);
  });

  it('flushes with sendBeacon when the page is hidden', async () => {
    await start();
    const sendBeacon = vi.fn((_url: string, _data?: BodyInit | null) => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon, userAgent: navigator.userAgent });
    monitor.reportError(new Error('before leaving'));
    dispatchEvent(new Event('pagehide'));
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, data] = sendBeacon.mock.calls[0]!;
    expect(url).toBe('/api/digital-food-monitor/monitor/magicBoxSend');
    const body = JSON.parse(data as string) as SinkBody;
    expect(body.events[0]!.title).toBe('before leaving');
    expect(sink).toHaveLength(0);
  });

  it('uses the cached config when the config call fails, and reports nothing without one', async () => {
    configAnswer = () => new Response('down', { status: 503 });
    await start(null);
    monitor.reportError(new Error('x'));
    monitor.flushMonitoring();
    expect(sink).toHaveLength(0);

    localStorage.setItem(LOCAL_KEYS.monitorConfig, JSON.stringify(BASE_CONFIG));
    configRequests = [];
    await start(null);
    monitor.reportError(new Error('y'));
    monitor.flushMonitoring();
    expect(sentEvents().map((event) => event.title)).toEqual(['y']);
  });

  it('never throws and never reports its own failures', async () => {
    await start();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const hostile = {
      get message(): string {
        throw new Error('getter exploded');
      },
    };
    expect(() => monitor.reportError(hostile)).not.toThrow();
    expect(() => monitor.reportError(null)).not.toThrow();
    expect(() => monitor.flushMonitoring()).not.toThrow();
    // The failed send has been dealt with once its rejection has been handled.
    await vi.mocked(fetch).mock.results[0]?.value.catch(() => undefined);
    expect(() => monitor.flushMonitoring()).not.toThrow();
    expect(vi.mocked(fetch)).toHaveBeenCalledTimes(1);
  });
});

describe('monitoring rules of spec §8', () => {
  it('throttles a noisy text the config caps, per browser session', async () => {
    await start({ ...BASE_CONFIG, capped: [{ text: 'Loading CSS chunk', max: 2 }] });
    for (let i = 0; i < 5; i += 1) monitor.reportError(new Error(`Loading CSS chunk ${i} failed`));
    monitor.reportError(new Error('real bug'));
    monitor.flushMonitoring();
    expect(sentEvents().map((event) => event.title)).toEqual([
      'Loading CSS chunk 0 failed',
      'Loading CSS chunk 1 failed',
      'real bug',
    ]);
  });

  it('lets the config lower the frame limit but never raise it past 10', async () => {
    const frameLines = () =>
      sentEvents()
        .at(-1)!
        .msg!.split('\n')
        .filter((line) => line.trim().startsWith('at '));
    await start({ ...BASE_CONFIG, stackFramesMax: 3 });
    monitor.reportError(errorWithFrames('shallow', 25));
    monitor.flushMonitoring();
    expect(frameLines()).toHaveLength(3);

    await start({ ...BASE_CONFIG, stackFramesMax: 40 });
    monitor.reportError(errorWithFrames('deep', 25));
    monitor.flushMonitoring();
    expect(frameLines()).toHaveLength(10);
  });

  it('reports nothing raised while the tab is hidden, and reports again once it is visible', async () => {
    await start();
    setVisibility('hidden');
    monitor.reportError(new Error('while hidden'));
    dispatchEvent(new ErrorEvent('error', { error: new Error('uncaught while hidden') }));
    monitor.reportApiError(
      new apiError.ApiRequestError({ kind: 'server', code: '1000500', message: 'x', status: 500 }),
      { method: 'GET', path: '/a' },
    );
    monitor.flushMonitoring();
    expect(sink).toHaveLength(0);

    setVisibility('visible');
    monitor.reportError(new Error('while visible'));
    monitor.flushMonitoring();
    expect(sentEvents().map((event) => event.title)).toEqual(['while visible']);
  });

  it('still sends by beacon what was queued before the tab was hidden', async () => {
    await start();
    const sendBeacon = vi.fn((_url: string, _data?: BodyInit | null) => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon, userAgent: navigator.userAgent });
    monitor.reportError(new Error('queued'));
    setVisibility('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const body = JSON.parse(sendBeacon.mock.calls[0]![1] as string) as SinkBody;
    expect(body.events.map((event) => event.title)).toEqual(['queued']);
  });
});

/** 10,000 errors made and dispatched take seconds in happy-dom on a busy machine. */
const FLOOD_TIMEOUT_MS = 60_000;

describe('a flood of one error', () => {
  /**
   * A render loop that throws on every frame: 10,000 identical uncaught errors in one page load.
   * The page sends MONITOR_EVENTS_PER_PAGE_MAX (100) events at most, in batches of 50: two
   * requests, however long the page stays open. The server then counts them as one group.
   */
  it(
    'sends at most the per-page cap, in two requests, for 10,000 identical errors',
    async () => {
      await start();
      vi.useFakeTimers();
      for (let i = 0; i < 10_000; i += 1) {
        dispatchEvent(
          new ErrorEvent('error', {
            error: new TypeError("Cannot read properties of undefined (reading 'price')"),
          }),
        );
        if (i % 1_000 === 0) await vi.advanceTimersByTimeAsync(1_000);
      }
      await vi.advanceTimersByTimeAsync(60 * 60 * 1_000);
      expect(sink.length).toBeLessThanOrEqual(2);
      expect(sentEvents()).toHaveLength(monitor.MONITOR_EVENTS_PER_PAGE_MAX);
      expect(new Set(sentEvents().map((event) => event.title))).toEqual(
        new Set(["Cannot read properties of undefined (reading 'price')"]),
      );
    },
    FLOOD_TIMEOUT_MS,
  );

  it(
    'sends 10 reports for 10,000 failed dynamic imports',
    async () => {
      await start();
      vi.useFakeTimers();
      for (let i = 0; i < 10_000; i += 1) {
        monitor.reportError(
          new TypeError('Failed to fetch dynamically imported module: /assets/page-Ab12Cd34.js'),
        );
      }
      await vi.advanceTimersByTimeAsync(60 * 60 * 1_000);
      expect(sink).toHaveLength(1);
      expect(sentEvents()).toHaveLength(10);
    },
    FLOOD_TIMEOUT_MS,
  );
});

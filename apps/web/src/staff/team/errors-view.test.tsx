import { ERROR_CODES } from '@lahap/contract/errors';
import { MONITORING_TEAM_PATHS } from '@lahap/contract/monitoring/paths';
import type {
  MonitorGroup,
  MonitorGroupDetail,
  MonitorGroupsData,
} from '@lahap/contract/monitoring/team-schemas';
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UNTIL_STATE } from '@/test/wait';
import { StaffProviders } from '../app/staff-app';
import { initStaffI18n } from '../i18n/staff-i18n';
import { ok, refused, stubApi, type FakeRoute } from '../test/fake-api';
import { ErrorsView, type ErrorsViewProps, timeAgo } from './errors-view';

const TOKEN = 'team-token-for-tests';

/** What an element reads as, spaces folded. */
const text = (element: Element | undefined) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

function group(n: number, overrides: Partial<MonitorGroup> = {}): MonitorGroup {
  return {
    fingerprint: n.toString(16).padStart(32, '0'),
    source: 'magicBox',
    appId: null,
    errorType: 'TypeError',
    category: 'js',
    title: `Error number ${n}`,
    message: null,
    page: `/platform/page-${n}`,
    pages: [`/platform/page-${n}`],
    count: n * 10,
    firstSeen: new Date(Date.now() - 3 * DAY).toISOString(),
    lastSeen: new Date(Date.now() - 5 * MINUTE).toISOString(),
    ...overrides,
  };
}

function page(groups: MonitorGroup[], hasMore = false, total = groups.length): MonitorGroupsData {
  return { groups, total, pageInfoVO: { hasMore } };
}

const BOOM = group(1, {
  title: "Cannot read properties of undefined (reading 'price')",
  count: 10_000,
  page: '/platform/merchant',
  pages: ['/platform/merchant', '/platform/home'],
});

const DETAIL: MonitorGroupDetail = {
  group: BOOM,
  sample: { title: BOOM.title, errorType: 'TypeError', msg: 'TypeError: …' },
  stack: {
    header: "TypeError: Cannot read properties of undefined (reading 'price')",
    frames: [
      {
        function: 'computeTotal',
        file: 'src/features/cart/cart-total.ts',
        line: 12,
        column: 7,
        mapped: true,
        inApp: true,
        raw: 'at a (https://lahap.test/assets/index-Ab12Cd34.js:1:14)',
      },
      {
        function: 'renderWithHooks',
        file: 'node_modules/react-dom/cjs/react-dom-client.production.js',
        line: 5000,
        column: 3,
        mapped: true,
        inApp: false,
        raw: 'at b (https://lahap.test/assets/react-Zz99Yy88.js:1:99)',
      },
    ],
    text: '',
    mapped: true,
  },
  recent: [
    {
      receivedAt: new Date(Date.now() - 5 * MINUTE).toISOString(),
      page: '/platform/merchant',
      deviceId: 'device-7',
      sessionId: 's-1',
      traceId: 'trace-9',
      sceneType: 'h5',
    },
  ],
};

async function renderView(props: Partial<ErrorsViewProps> = {}) {
  await initStaffI18n('id-ID');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <StaffProviders queryClient={client}>
      <ErrorsView token={TOKEN} {...props} />
    </StaffProviders>,
  );
}

function teamApi(routes: Partial<Record<'groups' | 'group', FakeRoute>>) {
  return stubApi({
    [MONITORING_TEAM_PATHS.groups]: routes.groups ?? (() => ok(page([]))),
    [MONITORING_TEAM_PATHS.group]: routes.group ?? (() => ok(DETAIL)),
  });
}

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ErrorsView', () => {
  it('shows its skeleton, then the groups with count, times, page and message, asking with the team token', async () => {
    const calls = teamApi({
      groups: () => ok(page([BOOM, group(2, { message: '500 boom', errorType: '1000500' })], false, 2)),
    });
    await renderView();
    expect(screen.getByTestId('errors-loading').getAttribute('aria-busy')).toBe('true');

    const rows = await screen.findAllByTestId('error-group', {}, UNTIL_STATE);
    expect(rows).toHaveLength(2);
    expect(text(rows[0])).toContain("Cannot read properties of undefined (reading 'price')");
    expect(text(rows[0])).toContain('10.000 laporan');
    expect(text(rows[0])).toContain('Terakhir muncul 5 menit yang lalu · pertama 3 hari yang lalu');
    expect(text(rows[0])).toContain('Halaman: /platform/merchant');
    expect(text(rows[1])).toContain('1000500 · 500 boom');
    expect(screen.getByText('2 jenis error')).toBeTruthy();

    expect(calls).toHaveLength(1);
    expect(calls[0]!.token).toBe(TOKEN);
    expect(calls[0]!.body).toMatchObject({ pageNo: 1, sort: 'lastSeen' });
  });

  it('sorts by count when asked', async () => {
    const calls = teamApi({
      groups: (body) => ok(page(body.sort === 'count' ? [BOOM, group(2)] : [group(2), BOOM])),
    });
    await renderView();
    await waitFor(
      () => expect(text(screen.getAllByTestId('error-group')[0])).toContain('Error number 2'),
      UNTIL_STATE,
    );
    const latest = screen.getByRole('button', { name: 'Terbaru' });
    const most = screen.getByRole('button', { name: 'Terbanyak' });
    expect(latest.getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(most);
    await waitFor(
      () => expect(text(screen.getAllByTestId('error-group')[0])).toContain('Cannot read'),
      UNTIL_STATE,
    );
    expect(most.getAttribute('aria-pressed')).toBe('true');
    expect(calls.at(-1)!.body).toMatchObject({ sort: 'count' });
    expect(within(screen.getByRole('group', { name: 'Urutkan' })).getAllByRole('button')).toHaveLength(2);
  });

  it('opens a group on tap with its readable stack and latest reports, and goes back to the list', async () => {
    const calls = teamApi({ groups: () => ok(page([BOOM])) });
    await renderView();
    fireEvent.click(await screen.findByTestId('error-group', {}, UNTIL_STATE));

    const stack = await screen.findByTestId('error-stack', {}, UNTIL_STATE);
    expect(text(stack)).toContain('at computeTotal (src/features/cart/cart-total.ts:12:7)');
    expect(text(stack)).toContain('at renderWithHooks (node_modules/react-dom/');
    expect(screen.getByText('Sudah dipetakan ke kode sumber.')).toBeTruthy();
    const detail = screen.getByTestId('error-detail');
    expect(text(detail)).toContain('10.000 laporan');
    expect(text(detail)).toContain('Aplikasi web');
    expect(within(detail).getByText('/platform/home')).toBeTruthy();
    expect(text(detail)).toContain('Perangkat device-7');
    expect(text(detail)).toContain('Trace trace-9');
    expect(calls.at(-1)).toMatchObject({
      path: MONITORING_TEAM_PATHS.group,
      token: TOKEN,
      body: expect.objectContaining({ fingerprint: BOOM.fingerprint }),
    });

    fireEvent.click(screen.getByRole('button', { name: '← Kembali ke daftar' }));
    expect(await screen.findByTestId('errors-view', {}, UNTIL_STATE)).toBeTruthy();
  });

  it('shows a group without a stack with its message as sent', async () => {
    teamApi({
      groups: () => ok(page([BOOM])),
      group: () => ok({ ...DETAIL, sample: { title: 'x', msg: '500 boom' }, stack: null, recent: [] }),
    });
    await renderView();
    fireEvent.click(await screen.findByTestId('error-group', {}, UNTIL_STATE));
    expect(
      await screen.findByText('Laporan ini tidak membawa stack (kegagalan API).', {}, UNTIL_STATE),
    ).toBeTruthy();
    expect(screen.getByText('500 boom')).toBeTruthy();
  });

  it('says so when there is no error yet', async () => {
    teamApi({ groups: () => ok(page([])) });
    await renderView();
    expect(text(await screen.findByTestId('errors-empty', {}, UNTIL_STATE))).toContain('Belum ada error');
  });

  it('loads the next page when there is more', async () => {
    const calls = teamApi({
      groups: (body) => ok(body.pageNo === 1 ? page([BOOM], true, 2) : page([group(2)], false, 2)),
    });
    await renderView();
    fireEvent.click(await screen.findByRole('button', { name: 'Muat lebih banyak' }, UNTIL_STATE));
    await waitFor(() => expect(screen.getAllByTestId('error-group')).toHaveLength(2), UNTIL_STATE);
    expect(calls.map((call) => call.body.pageNo)).toEqual([1, 2]);
    expect(screen.queryByRole('button', { name: 'Muat lebih banyak' })).toBeNull();
  });

  it('says a failed load plainly, and loads again on retry', async () => {
    let fail = true;
    teamApi({ groups: () => (fail ? 'network' : ok(page([BOOM]))) });
    await renderView();
    const failed = await screen.findByTestId('errors-failed', {}, UNTIL_STATE);
    expect(failed.getAttribute('role')).toBe('alert');
    expect(text(failed)).toContain('Daftar error tidak bisa dimuat');
    fail = false;
    fireEvent.click(within(failed).getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByTestId('error-group', {}, UNTIL_STATE)).toBeTruthy();
  });

  it('tells the shell when the token is refused, with the server’s words and no retry', async () => {
    teamApi({
      groups: () => refused(ERROR_CODES.TEAM_TOKEN_INVALID, 'Token tim tidak valid.', 401),
    });
    const onTokenRefused = vi.fn();
    await renderView({ onTokenRefused });
    const failed = await screen.findByTestId('errors-failed', {}, UNTIL_STATE);
    expect(text(failed)).toContain('Token tim tidak valid.');
    expect(within(failed).queryByRole('button')).toBeNull();
    expect(onTokenRefused).toHaveBeenCalledTimes(1);
  });

  it('reads the token from a getter at each call', async () => {
    let token = 'first-token';
    const calls = teamApi({ groups: () => ok(page([BOOM])) });
    await renderView({ token: () => token });
    await screen.findByTestId('error-group', {}, UNTIL_STATE);
    token = 'second-token';
    fireEvent.click(screen.getByRole('button', { name: 'Terbanyak' }));
    await waitFor(() => expect(calls).toHaveLength(2), UNTIL_STATE);
    expect(calls.map((call) => call.token)).toEqual(['first-token', 'second-token']);
  });
});

describe('timeAgo', () => {
  const now = Date.parse('2026-11-29T08:00:00.000Z');
  const ago = (ms: number, locale = 'en-US') => timeAgo(new Date(now - ms).toISOString(), now, locale);

  it('says how long ago in the largest unit that fits', () => {
    expect(ago(10_000)).toBe('now');
    expect(ago(5 * MINUTE)).toBe('5 minutes ago');
    expect(ago(3 * 60 * MINUTE)).toBe('3 hours ago');
    expect(ago(DAY)).toBe('yesterday');
    expect(ago(40 * DAY)).toBe('last month');
    expect(ago(5 * MINUTE, 'id-ID')).toBe('5 menit yang lalu');
  });
});

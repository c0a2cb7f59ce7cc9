import { ANALYTICS_PATHS } from '@lahap/contract/analytics/paths';
import { addDays, daysBetween } from '@lahap/contract/analytics/report';
import type { AnalyticsReport } from '@lahap/contract/analytics/schemas';
import { ERROR_CODES } from '@lahap/contract/errors';
import { jakartaDay } from '@lahap/contract/jakarta-day';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, refused, stubApi, type FakeRoute } from '../test/fake-api';
import { renderStaff } from '../test/render-staff';
import { resetStaffState } from '../test/reset';
import { STAFF_KEYS } from '../model/storage-keys';
import { startTeamSession, useTeamSession } from './team-session';

const TOKEN = 'lahap-demo-team-token';
const TODAY = jakartaDay(Date.now());
const YESTERDAY = addDays(TODAY, -1);

/** A report of the days asked for, with use on its last two days (today's only, for one day). */
function reportOf(from: string, to: string): AnalyticsReport {
  const days = Array.from({ length: daysBetween(from, to) }, (_, i) => ({
    day: addDays(from, i),
    visitors: 0,
    users: 0,
    anonymousPageViews: 0,
    events: 0,
  }));
  Object.assign(days.at(-1)!, { visitors: 25, users: 9, anonymousPageViews: 12, events: 610 });
  if (days.length > 1) Object.assign(days.at(-2)!, { visitors: 40, events: 900 });
  return {
    from,
    to,
    days,
    funnel: [
      { day: YESTERDAY, language: 'id-ID', home: 40, store: 20, voucherDetail: 10, confirm: 4, paid: 3 },
      { day: TODAY, language: 'en-US', home: 8, store: 0, voucherDetail: 0, confirm: 0, paid: 0 },
      { day: TODAY, language: null, home: 0, store: 0, voucherDetail: 0, confirm: 0, paid: 2 },
    ],
    searches: {
      total: 50,
      zeroResult: 5,
      topZeroResult: [
        { query: 'nasi goreng', count: 3 },
        { query: 'sate', count: 2 },
      ],
    },
    vitals: [
      { route: '/platform/merchant', metric: 'LCP', p75: 3250, samples: 4 },
      { route: '/platform/merchant', metric: 'INP', p75: 180, samples: 3 },
      { route: '/platform/merchant', metric: 'CLS', p75: 0.3, samples: 1 },
      { route: '/', metric: 'LCP', p75: 2100, samples: 2 },
      { route: '*', metric: 'LCP', p75: 900, samples: 1 },
    ],
  };
}

const emptyReport = (from: string, to: string): AnalyticsReport => ({
  from,
  to,
  days: Array.from({ length: daysBetween(from, to) }, (_, i) => ({
    day: addDays(from, i),
    visitors: 0,
    users: 0,
    anonymousPageViews: 0,
    events: 0,
  })),
  funnel: [],
  searches: { total: 0, zeroResult: 0, topZeroResult: [] },
  vitals: [],
});

function reportApi(route: FakeRoute) {
  return stubApi({ [ANALYTICS_PATHS.report]: route });
}

const answerReport: FakeRoute = (body) => ok(reportOf(String(body.from), String(body.to)));

beforeEach(() => {
  resetStaffState();
  useTeamSession.setState({ token: null, refused: null });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the team's sign-in", () => {
  it('asks for the token first, shows the server’s message for a wrong one, and keeps the right one for this tab', async () => {
    const calls = reportApi((_body, call) =>
      call.token === `Bearer ${TOKEN}`
        ? answerReport(_body, call)
        : refused(ERROR_CODES.TEAM_TOKEN_INVALID, 'Token tim tidak valid. Masukkan token yang benar.', 401),
    );
    const view = await renderStaff('/team');
    await waitFor(() => expect(view.pathname()).toBe('/team/login'));

    fireEvent.change(screen.getByLabelText('Token tim'), { target: { value: 'wrong-token-value' } });
    fireEvent.click(screen.getByTestId('team-sign-in'));
    expect((await screen.findByTestId('team-sign-in-problem'))?.textContent).toContain(
      'Token tim tidak valid. Masukkan token yang benar.',
    );
    expect(sessionStorage.getItem(STAFF_KEYS.teamToken)).toBeNull();
    expect(view.pathname()).toBe('/team/login');

    fireEvent.change(screen.getByLabelText('Token tim'), { target: { value: ` ${TOKEN} ` } });
    fireEvent.click(screen.getByTestId('team-sign-in'));
    await waitFor(() => expect(view.pathname()).toBe('/team'));
    expect(sessionStorage.getItem(STAFF_KEYS.teamToken)).toBe(TOKEN);
    // The check asked for today only; the Usage tab then asks for its week.
    expect(calls[1]!.body).toMatchObject({ from: TODAY, to: TODAY });
    await screen.findByTestId('usage-daily');
    expect(screen.getByRole('tab', { name: 'Pemakaian' }).getAttribute('aria-selected')).toBe('true');
  });

  it('goes back to the sign-in with the message when the token stops working', async () => {
    startTeamSession(TOKEN);
    reportApi(() => refused(ERROR_CODES.TEAM_TOKEN_INVALID, 'Token tim tidak valid.', 401));
    const view = await renderStaff('/team');
    await waitFor(() => expect(view.pathname()).toBe('/team/login'));
    expect(screen.getByTestId('team-sign-in-problem')?.textContent).toContain('Token tim tidak valid.');
    expect(sessionStorage.getItem(STAFF_KEYS.teamToken)).toBeNull();
  });
});

describe('the Usage tab', () => {
  beforeEach(() => startTeamSession(TOKEN));

  it('shows its shape while loading, then the week’s users, funnel, empty searches and vitals', async () => {
    let answer: (response: Response) => void = () => undefined;
    const calls = reportApi(
      (body) =>
        new Promise<Response>((resolve) => {
          answer = resolve;
          void body;
        }),
    );
    await renderStaff('/team');
    expect(await screen.findByTestId('usage-loading')).toBeTruthy();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.token).toBe(`Bearer ${TOKEN}`);
    expect(calls[0]!.body).toMatchObject({ from: addDays(TODAY, -6), to: TODAY });
    answer(ok(reportOf(addDays(TODAY, -6), TODAY)));

    // Daily users: newest first, every day of the week listed.
    const days = await screen.findAllByTestId('usage-day');
    expect(days).toHaveLength(7);
    expect(
      within(days[0]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['25', '9', '12', '610']);
    expect(screen.queryByTestId('usage-loading')).toBeNull();

    // The funnel: each step's share of the step before, none for home or after a zero.
    const rows = screen.getAllByTestId('usage-funnel-row');
    expect(rows).toHaveLength(3);
    const [unknown, english, indonesian] = rows;
    expect(within(unknown!).getByText('Tidak diketahui')).toBeTruthy();
    expect(within(english!).getByText('English')).toBeTruthy();
    const steps = (row: HTMLElement) =>
      ['home', 'store', 'voucherDetail', 'confirm', 'paid'].map(
        (step) => row.querySelector(`[data-step="${step}"]`)?.textContent,
      );
    expect(steps(indonesian!)).toEqual(['40', '2050%', '1050%', '440%', '375%']);
    expect(steps(english!)).toEqual(['8', '00%', '0–', '0–', '0–']);

    // Searches that found nothing.
    expect(screen.getByTestId('usage-searches-summary')?.textContent).toContain(
      '5 dari 50 pencarian tidak menemukan apa pun (10%).',
    );
    expect(screen.getAllByTestId('usage-query').map((item) => item.textContent)).toEqual([
      'nasi goreng3 kali',
      'sate2 kali',
    ]);

    // Vitals: rated on web.dev's thresholds, a missing one shown as such.
    const [store, home, notFound] = screen.getAllByTestId('usage-vital-row');
    const rating = (row: HTMLElement, metric: string) =>
      row.querySelector(`[data-metric="${metric}"]`)?.getAttribute('data-rating');
    expect(rating(store!, 'LCP')).toBe('needs-improvement');
    expect(rating(store!, 'INP')).toBe('good');
    expect(rating(store!, 'CLS')).toBe('poor');
    expect(store!.querySelector('[data-metric="LCP"]')?.textContent).toContain(
      '3,3 dtkPerlu perbaikan4 sampel',
    );
    expect(rating(home!, 'LCP')).toBe('good');
    expect(home!.querySelector('[data-metric="INP"]')).toBeNull();
    // The catch-all route is the page of an address no route matched: said in words.
    expect(notFound!.querySelector('th')?.textContent).toBe('Alamat tak dikenal (halaman tidak ditemukan)');
  });

  it('asks again for the range picked', async () => {
    const calls = reportApi(answerReport);
    await renderStaff('/team');
    await screen.findByTestId('usage-daily');
    fireEvent.click(screen.getByTestId('usage-range-30'));
    await waitFor(() => expect(screen.getAllByTestId('usage-day')).toHaveLength(30));
    expect(calls.at(-1)!.body).toMatchObject({ from: addDays(TODAY, -29), to: TODAY });
    expect(screen.getByTestId('usage-range-30').getAttribute('aria-checked')).toBe('true');
    expect(screen.getByTestId('usage-range-7').getAttribute('aria-checked')).toBe('false');
  });

  it('says when nothing was counted', async () => {
    reportApi((body) => ok(emptyReport(String(body.from), String(body.to))));
    await renderStaff('/team');
    expect((await screen.findByTestId('usage-empty'))?.textContent).toContain('Belum ada pemakaian');
  });

  it('offers a retry when the report cannot load, and shows it once it can', async () => {
    let fail = true;
    reportApi((body, call) => (fail ? 'network' : answerReport(body, call)));
    await renderStaff('/team');
    const failed = await screen.findByTestId('usage-failed');
    expect(failed?.textContent).toContain('Laporan gagal dimuat');
    fail = false;
    fireEvent.click(within(failed).getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByTestId('usage-daily')).toBeTruthy();
  });

  it('signs out to the sign-in, forgetting the token', async () => {
    reportApi(answerReport);
    const view = await renderStaff('/team');
    await screen.findByTestId('usage-daily');
    fireEvent.click(screen.getByTestId('team-sign-out'));
    await waitFor(() => expect(view.pathname()).toBe('/team/login'));
    expect(sessionStorage.getItem(STAFF_KEYS.teamToken)).toBeNull();
    expect(screen.queryByTestId('team-sign-in-problem')).toBeNull();
  });
});

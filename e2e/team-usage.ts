import { randomUUID } from 'node:crypto';
import { ANALYTICS_PATHS } from '@lahap/contract/analytics/paths';
import { ANALYTICS_FUNNEL_STEPS, type AnalyticsFunnelStep } from '@lahap/contract/analytics/report';
import type { AnalyticsReport, AnalyticsTrail } from '@lahap/contract/analytics/schemas';
import { HEADERS } from '@lahap/contract/headers';
import { API_BASE } from '@lahap/contract/paths';
import { sign } from '@lahap/contract/signing';
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';

/** The demo's team token (TEAM_TOKEN's default outside production). */
const DEMO_TEAM_TOKEN = 'lahap-demo-team-token';
/** What the demo server takes from its own web app (APP_KEY and its secret's default). */
const DEMO_APP = { appKey: 'lahap-web', appSecret: 'lahap-demo-app-secret' };
const REPORT_PATH = `${API_BASE}${ANALYTICS_PATHS.report}`;

export type FunnelCounts = Record<AnalyticsFunnelStep, number>;

/** A page of the staff console's team views, signed in with the demo token. */
export async function openTeamViews(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, isMobile: false });
  const page = await context.newPage();
  await page.goto('/staff/team/login');
  await page.getByTestId('team-token').fill(DEMO_TEAM_TOKEN);
  await page.getByTestId('team-sign-in').click();
  // The report has answered (the range it covers is shown): no request of it is left in flight.
  await expect(page.getByTestId('usage-range')).toBeVisible();
  return page;
}

/**
 * Loads the Usage view afresh and answers its funnel for `language`, summed over the days the
 * view shows (a journey near Jakarta's midnight spans two). Checks the view shows each count the
 * report answered in that language's rows.
 */
export async function readFunnel(team: Page, language: string): Promise<FunnelCounts> {
  const answer = team.waitForResponse(
    (response) => new URL(response.url()).pathname === REPORT_PATH && response.ok(),
  );
  await team.reload();
  const report = ((await (await answer).json()) as { data: AnalyticsReport }).data;
  const totals = Object.fromEntries(ANALYTICS_FUNNEL_STEPS.map((step) => [step, 0])) as FunnelCounts;
  const shown = [...report.funnel].reverse();
  if (shown.length > 0) await expect(team.getByTestId('usage-funnel-row')).toHaveCount(shown.length);
  for (const [index, row] of shown.entries()) {
    if (row.language !== language) continue;
    const cells = team.getByTestId('usage-funnel-row').nth(index);
    for (const step of ANALYTICS_FUNNEL_STEPS) {
      totals[step] += row[step];
      await expect(cells.locator(`[data-step="${step}"] > span`).first()).toHaveText(String(row[step]));
    }
  }
  return totals;
}

/** The events one device sent over `from`..`to` (Jakarta days), as the server stored them. */
export async function readTrail(
  request: APIRequestContext,
  body: { deviceId: string; from: string; to: string },
): Promise<AnalyticsTrail> {
  const timestamp = Date.now();
  const rawBody = JSON.stringify({ ...body, sessionId: 'team', requestId: randomUUID(), timestamp });
  const response = await request.post(`${API_BASE}${ANALYTICS_PATHS.trail}`, {
    headers: {
      'content-type': 'application/json',
      [HEADERS.appKey]: DEMO_APP.appKey,
      [HEADERS.timestamp]: String(timestamp),
      [HEADERS.sign]: await sign({ ...DEMO_APP, timestamp, rawBody }),
      [HEADERS.authorize]: `Bearer ${DEMO_TEAM_TOKEN}`,
    },
    data: rawBody,
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: AnalyticsTrail }).data;
}

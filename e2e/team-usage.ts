import { ANALYTICS_FUNNEL_STEPS, type AnalyticsFunnelStep } from '@lahap/contract/analytics/report';
import type { AnalyticsReport } from '@lahap/contract/analytics/schemas';
import { expect, type Browser, type Page } from '@playwright/test';

/** The demo's team token (TEAM_TOKEN's default outside production). */
const DEMO_TEAM_TOKEN = 'lahap-demo-team-token';
const REPORT_PATH = '/api/team/analytics/report';

export type FunnelCounts = Record<AnalyticsFunnelStep, number>;

/** A page of the staff console's team views, signed in with the demo token. */
export async function openTeamViews(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, isMobile: false });
  const page = await context.newPage();
  await page.goto('/staff/team/login');
  await page.getByTestId('team-token').fill(DEMO_TEAM_TOKEN);
  await page.getByTestId('team-sign-in').click();
  await expect(page.getByTestId('usage-view')).toBeVisible();
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

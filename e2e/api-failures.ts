import type { Page } from '@playwright/test';

/** Collects every /api answer that failed, so a journey also proves client and server agree. */
export function watchApiFailures(page: Page): string[] {
  const failures: string[] = [];
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith('/api/')) return;
    let ok = response.ok();
    if (ok && response.headers()['content-type']?.includes('application/json')) {
      const body = (await response.json().catch(() => null)) as { success?: boolean; code?: number } | null;
      ok = body?.success === true || body?.code === 0;
    }
    if (!ok) failures.push(`${response.status()} ${url.pathname}`);
  });
  return failures;
}

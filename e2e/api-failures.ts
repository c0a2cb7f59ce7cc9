import type { Page } from '@playwright/test';

/** Collects every /api answer that failed, so a journey also proves client and server agree. */
export function watchApiFailures(page: Page): string[] {
  const failures: string[] = [];
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith('/api/')) return;
    let ok = response.ok();
    if (ok && response.headers()['content-type']?.includes('application/json')) {
      let text: string;
      try {
        text = await response.text();
      } catch {
        // The page navigated on and the browser dropped the body: nothing to judge it by.
        return;
      }
      let body: { success?: boolean; code?: number } | null = null;
      try {
        body = JSON.parse(text) as { success?: boolean; code?: number } | null;
      } catch {
        // Not JSON despite its content type: a failure.
      }
      ok = body?.success === true || body?.code === 0;
    }
    if (!ok) failures.push(`${response.status()} ${url.pathname}`);
  });
  return failures;
}

import { ERROR_CODES } from '@lahap/contract/errors';
import type { Page } from '@playwright/test';

interface Answer {
  success?: boolean;
  code?: number;
  error?: { code?: string } | null;
}

/**
 * An answer that is part of the exchange rather than a disagreement: a busy address or device is
 * asked to solve a challenge, and the client resends the call with the solution.
 */
const isChallengeRequest = (status: number, body: Answer | null): boolean =>
  status === 400 && body?.error?.code === ERROR_CODES.CHALLENGE_REQUIRED;

/** Collects every /api answer that failed, so a journey also proves client and server agree. */
export function watchApiFailures(page: Page): string[] {
  const failures: string[] = [];
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith('/api/')) return;
    if (!response.headers()['content-type']?.includes('application/json')) {
      if (!response.ok()) failures.push(`${response.status()} ${url.pathname}`);
      return;
    }
    let text: string;
    try {
      text = await response.text();
    } catch {
      // The page navigated on and the browser dropped the body: nothing to judge it by.
      return;
    }
    let body: Answer | null = null;
    try {
      body = JSON.parse(text) as Answer | null;
    } catch {
      // Not JSON despite its content type: a failure.
    }
    if (isChallengeRequest(response.status(), body)) return;
    const ok = response.ok() && (body?.success === true || body?.code === 0);
    if (!ok) failures.push(`${response.status()} ${url.pathname}`);
  });
  return failures;
}

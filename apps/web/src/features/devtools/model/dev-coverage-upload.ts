import { REQUEST_TIMEOUT_MS } from '@lahap/contract/constants';

/** What the debug page shows after an upload. */
export type CoverageUploadResult =
  { ok: true; status: number } | { ok: false; status?: number; error?: string };

/**
 * The coverage an instrumented build collects in `window.__coverage__`; an ordinary build
 * has none and sends an empty object, which still proves the address and token work.
 */
export function collectCoverage(): unknown {
  return (globalThis as { __coverage__?: unknown }).__coverage__ ?? {};
}

/**
 * POSTs the coverage JSON to the developer's address with a bearer token (spec §7
 * "Debug coverage upload"). Never rejects: failures come back as a result to show.
 */
export async function uploadCoverage(address: string, token: string): Promise<CoverageUploadResult> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (token.trim()) headers.Authorization = `Bearer ${token.trim()}`;
  try {
    const response = await fetch(address.trim(), {
      method: 'POST',
      headers,
      body: JSON.stringify(collectCoverage()),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    return response.ok ? { ok: true, status: response.status } : { ok: false, status: response.status };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

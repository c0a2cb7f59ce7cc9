import { API_BASE } from '@lahap/contract/paths';

/** The mounted path of an API call: `/api` + the contract path. */
export function apiPath(path: string): string {
  return `${API_BASE}${path}`;
}

/** True for any URL (path + query) under /api. */
export function isApiUrl(url: string): boolean {
  return url === API_BASE || url.startsWith(`${API_BASE}/`) || url.startsWith(`${API_BASE}?`);
}

/** True for a request a real /api route answers (the 404 handler's requests are left alone). */
export function isApiRouteRequest(request: { url: string; is404: boolean }): boolean {
  return !request.is404 && isApiUrl(request.url);
}

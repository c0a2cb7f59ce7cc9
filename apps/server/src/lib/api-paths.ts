import { API_BASE } from '@lahap/contract/paths';
import type { FastifyRequest } from 'fastify';
import './route-flags.js';

/** The mounted path of an API call: `/api` + the contract path. */
export function apiPath(path: string): string {
  return `${API_BASE}${path}`;
}

/** True for any URL (path + query) under /api, spelled as the contract spells it. */
export function isApiUrl(url: string): boolean {
  return url === API_BASE || url.startsWith(`${API_BASE}/`) || url.startsWith(`${API_BASE}?`);
}

/**
 * True for a request whose matched route is an /api route. The decision is the router's, not the
 * URL string's: `/%61pi/…` reaches the same route as `/api/…` once decoded, and must meet the
 * same guards (`apiRoutesPlugin` marks the routes and refuses such spellings).
 */
export function isApiRouteRequest(request: FastifyRequest): boolean {
  return request.isApiRoute;
}

const DOT_SEGMENT = /\/\.\.?(?:\/|$)/;

/**
 * True when the raw path names an /api route as the contract spells it: `/api/` literally, with
 * no dot segments. An encoded or dotted spelling that the router still matched is refused.
 */
export function isCanonicalApiPath(rawUrl: string): boolean {
  const query = rawUrl.indexOf('?');
  const path = query === -1 ? rawUrl : rawUrl.slice(0, query);
  return path.startsWith(`${API_BASE}/`) && !DOT_SEGMENT.test(path);
}

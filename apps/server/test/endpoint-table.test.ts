import { ALL_ENDPOINTS } from '@lahap/contract/endpoints';
import { API_BASE } from '@lahap/contract/paths';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from './helper.js';

let built: TestApp;
beforeAll(async () => {
  built = await buildTestApp();
});
afterAll(async () => built.close());

it('mounts every call of the contract’s endpoint table, and nothing under /api besides them', () => {
  const defined = ALL_ENDPOINTS.map((endpoint) => `${endpoint.method} ${API_BASE}${endpoint.path}`).sort();
  expect(new Set(defined).size, 'a call is defined twice').toBe(defined.length);
  const mounted = built.app.apiRoutes
    // HEAD twins of GET routes, and the OpenAPI document's own pages.
    .filter((route) => route.method !== 'HEAD' && !route.url.startsWith(`${API_BASE}/docs`))
    .map((route) => `${route.method} ${route.url}`)
    .sort();
  expect(mounted).toEqual(defined);
});

it('registers each call with the endpoint’s guards', () => {
  for (const endpoint of ALL_ENDPOINTS) {
    const route = built.app.apiRoutes.find(
      (candidate) => candidate.method === endpoint.method && candidate.url === `${API_BASE}${endpoint.path}`,
    );
    const where = `${endpoint.method} ${endpoint.path}`;
    expect(route?.config.auth, where).toBe(endpoint.auth);
    expect(route?.config.signature, where).toBe(endpoint.signed);
    expect(route?.config.envelope, where).toBe(endpoint.envelope);
    expect(route?.schema?.body, where).toBe(endpoint.body);
  }
});

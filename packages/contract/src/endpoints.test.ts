import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { routeKey, type Endpoint, type Route } from './endpoint.js';
import { ALL_ENDPOINTS } from './endpoints.js';
import { ALL_ROUTES } from './routes.js';

const SRC = dirname(fileURLToPath(import.meta.url));

/** What an endpoint adds to its route; everything else it carries is a flag. */
const SCHEMA_KEYS = new Set(['body', 'query', 'data', 'summary', 'tag']);

function flagsOf(call: Route | Endpoint): Record<string, unknown> {
  return Object.fromEntries(Object.entries(call).filter(([key]) => !SCHEMA_KEYS.has(key)));
}

describe('the route tables and the endpoint tables', () => {
  it('name each call once', () => {
    const keys = ALL_ROUTES.map(routeKey);
    const repeated = keys.filter((key, index) => keys.indexOf(key) !== index);
    expect(repeated).toEqual([]);
  });

  it('give every route exactly one endpoint, with the route’s flags', () => {
    for (const route of ALL_ROUTES) {
      const key = routeKey(route);
      const endpoints = ALL_ENDPOINTS.filter((endpoint) => routeKey(endpoint) === key);
      expect(endpoints, key).toHaveLength(1);
      expect(flagsOf(endpoints[0]!), key).toStrictEqual(flagsOf(route));
    }
  });

  it('hold no endpoint without a route', () => {
    const routed = new Set(ALL_ROUTES.map(routeKey));
    expect(ALL_ENDPOINTS.map(routeKey).filter((key) => !routed.has(key))).toEqual([]);
  });
});

// Imports that bring no code: `import type …` and `export type …`.
const VALUE_IMPORT = /^(?:import|export)\s+(?!type\s)[^;]*?from\s+'([^']+)'/gm;

/** The modules a module loads when it runs, itself included, by relative path from src. */
function runtimeGraph(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const [, specifier] of readFileSync(join(SRC, file), 'utf8').matchAll(VALUE_IMPORT)) {
    if (!specifier!.startsWith('.')) {
      seen.add(specifier!);
      continue;
    }
    const target = resolve(SRC, dirname(file), specifier!.replace(/\.js$/, '.ts'));
    runtimeGraph(relative(SRC, target), seen);
  }
  return seen;
}

const ROUTE_TABLES = [
  'routes.ts',
  ...readdirSync(SRC, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && readdirSync(join(SRC, entry.name)).includes('routes.ts'))
    .map((entry) => `${entry.name}/routes.ts`),
];

// The web imports the route tables in its first bundle; zod there would undo their reason to be.
describe.each(ROUTE_TABLES)('%s', (table) => {
  it('loads no schema code', () => {
    const loaded = [...runtimeGraph(table)];
    expect(
      loaded.filter((module) => module === 'zod' || /(^|\/)(schemas|endpoints)\.ts$/.test(module)),
    ).toEqual([]);
  });
});

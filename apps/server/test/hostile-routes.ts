import { randomUUID } from 'node:crypto';
import { ALL_ENDPOINTS } from '@lahap/contract/endpoints';
import { ENVELOPE_FIELDS } from '@lahap/contract/envelope';
import { HEADERS } from '@lahap/contract/headers';
import { API_BASE } from '@lahap/contract/paths';
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import type { MountedApiRoute } from '../src/plugins/api-routes.js';
import { describeEachEngine, envelopeFields, signatureHeaders } from './helper.js';
import { loginAs, newCaller } from './identity-helper.js';

/*
 * Every mounted /api call, tried with malformed requests: the calls are shared out over a few
 * test files (hostile-input*.test.ts) so the runner spreads the longest suite over its workers.
 */

/** Malformed requests tried per mounted route and engine (HOSTILE_RUNS overrides, e.g. for a long soak). */
export const RUNS_PER_ROUTE = Number(process.env.HOSTILE_RUNS ?? 200);
/**
 * The same variants on every run, so a red CI run can be replayed; HOSTILE_SEED=random (or any
 * number) explores others, and a failure prints the seed that found it.
 */
export const SEED =
  process.env.HOSTILE_SEED === 'random' ? undefined : Number(process.env.HOSTILE_SEED ?? 20_261_124);

/** Values no field expects: wrong types, nulls, control characters, huge and deep values. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.constantFrom(-1, 0, 2 ** 53, -(2 ** 63), 1e308, '', ' ', '0', '-1', 'null', 'NaN', '1e9999'),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }).map((text) => `${text}\u0000${text}`),
  fc.constantFrom('\u0000', '\u001b[31m', '\ud800', '../../etc/passwd', "' OR 1=1 --", '%00', '$where'),
  fc.integer({ min: 10_000, max: 200_000 }).map((length) => 'x'.repeat(length)),
  fc.integer({ min: 10, max: 500 }).map((depth) => JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`)),
  fc.integer({ min: 1_000, max: 20_000 }).map((length) => Array.from({ length }, (_, i) => i)),
  fc.constant(JSON.parse('{"__proto__": {"polluted": true}, "constructor": {"prototype": {"x": 1}}}')),
  fc.array(fc.string({ unit: 'binary', maxLength: 8 }), { maxLength: 5 }),
  fc.object({ maxDepth: 3, maxKeys: 5 }),
);

/** The field names a route's body or query schema declares (zod objects carry a `shape`). */
function declaredFields(schema: unknown): string[] {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : [];
}

/** One malformed request, described before it is signed and sent. */
interface Variant {
  kind: string;
  path?: string;
  contentType?: string;
  body?: string;
  query?: string;
  signed: boolean;
  loggedIn: boolean;
}

function variantsFor(route: MountedApiRoute): fc.Arbitrary<Variant> {
  const fields = [...declaredFields(route.schema?.body), ...ENVELOPE_FIELDS, 'extra', '__proto__'];
  const queryFields = [...declaredFields(route.schema?.querystring), 'x'];
  const flags = fc.record({ signed: fc.boolean(), loggedIn: fc.boolean() });
  const oneField = fc.tuple(fc.constantFrom(...fields), hostileValue, flags).map(([field, value, f]) => ({
    kind: `body.${field}`,
    body: JSON.stringify({ ...envelopeFields(), [field]: value }),
    ...f,
  }));
  const wholeBody = fc.tuple(hostileValue, flags).map(([value, f]) => ({
    kind: 'whole body',
    body: JSON.stringify(value) ?? 'null',
    ...f,
  }));
  const rawBody = fc
    .tuple(
      fc.constantFrom(
        '',
        '{',
        '{"a":',
        'null',
        '[]',
        '"text"',
        '{"sessionId":"s","requestId":"12345678","timestamp":1}',
        `{"a":1}${'\u0000'}`,
        '\ufeff{}',
        '{"a":1,"a":2}',
        // Deeper than any call stack: built as text, since no value this deep can be stringified.
        `{"requestId":${'['.repeat(100_000)}${']'.repeat(100_000)}}`,
        `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`,
      ),
      fc.constantFrom(
        'application/json',
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data',
        'multipart/form-data; boundary=x',
        'application/xml',
        'application/json; charset=utf-16',
      ),
      flags,
    )
    .map(([body, contentType, f]) => ({ kind: `raw ${contentType}`, body, contentType, ...f }));
  const query = fc
    .tuple(
      fc.constantFrom(...queryFields),
      fc.oneof(
        fc.string({ unit: 'binary', maxLength: 30 }).map(encodeURIComponent),
        fc.constantFrom('%00', '%zz', '%', '%C0%AE', 'a&a=b', '[]', 'x'.repeat(5_000)),
      ),
      flags,
    )
    .map(([field, value, f]) => ({ kind: `query.${field}`, query: `${field}=${value}`, ...f }));
  const path = fc
    .tuple(
      fc.constantFrom(
        route.url.replace('/api/', '/%61pi/'),
        route.url.replace('/api/', '/api/../api/'),
        route.url.replace('/api/', '//api/'),
        `${route.url}.`,
        `${route.url}/`,
        `${route.url}%00`,
        `${route.url};x`,
      ),
      flags,
    )
    .map(([spelled, f]) => ({
      kind: `path ${spelled}`,
      path: spelled,
      body: JSON.stringify(envelopeFields()),
      ...f,
    }));
  return route.method === 'GET'
    ? fc.oneof(query, path)
    : fc.oneof(oneField, oneField, wholeBody, rawBody, path, query);
}

/**
 * What a refused request must leave alone: how many rows of each table were written, by name.
 * Triggers count every row inserted, deleted or changed (an update that leaves a row as it was is
 * no write) and every truncate, into a table of the test database's own. Reading the counts is one
 * small statement per request, where hashing every table's rows after each took most of the suite's time.
 */
export async function fingerprinter(app: FastifyInstance): Promise<() => Promise<Record<string, string>>> {
  let counting = writeCounters.get(app);
  if (!counting) {
    counting = countWrites(app);
    writeCounters.set(app, counting);
  }
  await counting;
  return async () => {
    const [row] = await app.rawQuery<{ state: Record<string, string> | null }>(
      { name: 'hostile-writes', text: 'SELECT jsonb_object_agg(name, n::text) AS state FROM hostile_writes' },
      [],
    );
    return row?.state ?? {};
  };
}

/** Each app's write counters, installed once. */
const writeCounters = new WeakMap<FastifyInstance, Promise<void>>();

/**
 * Installs the write counters on every table but the unwatched. A partitioned table's row
 * triggers pass to its partitions, present and future; truncates are counted per table.
 */
async function countWrites(app: FastifyInstance): Promise<void> {
  const statements = [
    'CREATE TABLE hostile_writes (name text PRIMARY KEY, n bigint NOT NULL)',
    `CREATE FUNCTION hostile_count_write() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       INSERT INTO hostile_writes VALUES (TG_TABLE_NAME, 1)
         ON CONFLICT (name) DO UPDATE SET n = hostile_writes.n + 1;
       RETURN NULL;
     END $$`,
    `DO $$
     DECLARE t record;
     BEGIN
       FOR t IN
         SELECT c.relname, c.relkind, c.relispartition FROM pg_class c
           JOIN pg_namespace s ON s.oid = c.relnamespace
          WHERE s.nspname = 'public' AND c.relkind IN ('r', 'p')
            AND c.relname <> ALL (ARRAY[${[...UNWATCHED_TABLES, 'hostile_writes'].map((name) => `'${name}'`).join(', ')}])
       LOOP
         IF NOT t.relispartition THEN
           EXECUTE format('CREATE TRIGGER hostile_written AFTER INSERT OR DELETE ON %I
             FOR EACH ROW EXECUTE FUNCTION hostile_count_write()', t.relname);
           EXECUTE format('CREATE TRIGGER hostile_changed AFTER UPDATE ON %I
             FOR EACH ROW WHEN (OLD::text IS DISTINCT FROM NEW::text) EXECUTE FUNCTION hostile_count_write()', t.relname);
         END IF;
         IF t.relkind = 'r' THEN
           EXECUTE format('CREATE TRIGGER hostile_truncated AFTER TRUNCATE ON %I
             FOR EACH STATEMENT EXECUTE FUNCTION hostile_count_write()', t.relname);
         END IF;
       END LOOP;
     END $$`,
  ];
  for (const text of statements) await app.rawQuery({ text }, []);
}

/**
 * Tables a refused request may touch by design: the replay guard records a requestId once the
 * guards before it passed, so a request the handler itself refuses still used its id up.
 */
const UNWATCHED_TABLES = new Set(['request_nonces', '__drizzle_migrations']);

/** A call of the contract's endpoint table as mounted. */
export function mountedRoute(
  app: FastifyInstance,
  endpoint: (typeof ALL_ENDPOINTS)[number],
): MountedApiRoute | undefined {
  return app.apiRoutes.find(
    (route) => route.method === endpoint.method && route.url === `${API_BASE}${endpoint.path}`,
  );
}

/** Part `part` (from 1) of `parts` of the calls: every call of the contract, round the parts in turn. */
export function describeHostileRoutes(part: number, parts: number): void {
  describeEachEngine(
    `hostile input on the mounted /api routes, part ${part} of ${parts}`,
    (t) => {
      let token = '';
      let device: string;
      beforeAll(() => {
        device = newCaller().device ?? 'device';
      });

      async function send(route: MountedApiRoute, variant: Variant): Promise<LightMyRequestResponse> {
        const body = route.method === 'GET' ? undefined : (variant.body ?? '');
        const url = `${variant.path ?? route.url}${variant.query ? `?${variant.query}` : ''}`;
        const headers: Record<string, string> = {
          [HEADERS.digitalFood]: `deviceId=${device}&requestId=${randomUUID()}`,
          ...(variant.signed ? await signatureHeaders(t.app, body ?? '') : {}),
          ...(variant.loggedIn ? { [HEADERS.authorize]: `Bearer ${token}` } : {}),
        };
        if (body !== undefined) headers['content-type'] = variant.contentType ?? 'application/json';
        const options: InjectOptions = { method: route.method as InjectOptions['method'], url, headers };
        if (body !== undefined) options.payload = body;
        return t.app.inject(options);
      }

      // One test per call, each with its own time: a slow engine shows which call, not a suite timeout.
      for (const endpoint of ALL_ENDPOINTS.filter((_, i) => i % parts === part - 1)) {
        it(`answers every malformed variant of ${endpoint.method} ${endpoint.path} with a client error in the envelope, and writes nothing when it refuses`, async () => {
          const route = mountedRoute(t.app, endpoint);
          if (!route) throw new Error(`${endpoint.method} ${endpoint.path} is not mounted`);
          const fingerprint = await fingerprinter(t.app);
          // A fresh session per route: a variant of logout that passes must not starve the routes after it.
          token = (await loginAs(t.app)).accessToken;
          // What the tables held before the request being tried; taken again only after one that passed.
          let before = await fingerprint();
          await fc.assert(
            fc.asyncProperty(variantsFor(route), async (variant) => {
              const response = await send(route, variant);
              const where = `${route.method} ${route.url} ← ${variant.kind}: ${response.statusCode} ${response.body.slice(0, 200)}`;
              expect(response.statusCode, where).toBeLessThan(500);
              const answer = response.json<Record<string, unknown>>();
              const envelope = Object.keys(answer).sort().join() === 'data,error,success';
              // Routes that answer the numeric-code form do so once matched; the router's refusals are envelopes.
              const codeForm = route.config.answer === 'code' && typeof answer.code === 'number';
              expect(envelope || codeForm, where).toBe(true);
              if (response.statusCode >= 400) {
                expect(answer.success, where).not.toBe(true);
                expect(await fingerprint(), where).toEqual(before);
              } else {
                before = await fingerprint();
              }
            }),
            { numRuns: RUNS_PER_ROUTE, ...(SEED === undefined ? {} : { seed: SEED }) },
          );
        }, 120_000);
      }
    },
    // The brand collection's own per-minute limit would answer 429 before the input is read; its
    // refusal is proven in the rate-limit tests, and here each call must reach its validation.
    { discovery: { brandPavilionRateLimitMax: 100_000 } },
  );
}

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from './coupon-factories.js';
import { TEST_DATABASE_URL, type TestApp, buildTestApp } from './helper.js';

describe.runIf(TEST_DATABASE_URL)('the PostgreSQL connections the server opens', () => {
  let built: TestApp;
  beforeAll(async () => {
    built = await buildTestApp({ engine: 'postgres' });
  });
  afterAll(() => built.close());

  it('compile no query just in time, on every connection of the pool', async () => {
    // Held open together, the asks take several connections of the pool.
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        rowsOf<{ jit: string; pid: number }>(
          built.app,
          sql`select current_setting('jit') as jit, pg_backend_pid() as pid, pg_sleep(0.1)`,
        ),
      ),
    );
    const rows = answers.flat();
    expect(new Set(rows.map((r) => r.pid)).size).toBeGreaterThan(1);
    expect(rows.map((r) => r.jit)).toEqual(['off', 'off', 'off', 'off']);
  });
});

import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index.js';

/** The one database type the rest of the server codes against, whichever engine runs below. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * Where the data lives: embedded PGlite (a folder, or memory when `dir` is null) or PostgreSQL.
 * An in-memory PGlite may start from `snapshot`, a data folder dumped by PGlite (`dumpDataDir`):
 * the tests start each app from one migrated snapshot instead of creating a cluster each time.
 */
export type DatabaseTarget =
  { engine: 'pglite'; dir: string | null; snapshot?: Blob } | { engine: 'postgres'; url: string };

import type { RawQuery, RawStatement } from '../lib/sql-params.js';

export type { RawQuery, RawStatement } from '../lib/sql-params.js';

export interface DatabaseHandle {
  readonly engine: DatabaseTarget['engine'];
  readonly db: Database;
  readonly query: RawQuery;
  /**
   * Runs `work` with the database to itself: on PostgreSQL under a session advisory lock on
   * one connection, so several processes starting together migrate and seed one at a time.
   */
  exclusive<T>(work: (db: Database) => Promise<T>): Promise<T>;
  /** Applies the committed migrations (on the connection `exclusive` hands out). */
  migrate(db: Database): Promise<void>;
  close(): Promise<void>;
}

/** The committed SQL migrations, next to this file in src/ and copied next to it in dist/. */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));
/** An arbitrary constant naming Lahap's start-up lock among PostgreSQL advisory locks. */
const STARTUP_LOCK_KEY = 7_140_520_255;

/**
 * Opens the database. `onConnectionLost` hears about a pooled PostgreSQL connection that dropped
 * (a restart, a failover, the network), idle or in use; the pool replaces it. Without a listener
 * the process would crash.
 */
export async function openDatabase(
  target: DatabaseTarget,
  onConnectionLost: (error: Error) => void = () => undefined,
): Promise<DatabaseHandle> {
  return target.engine === 'pglite'
    ? openPglite(target.dir, target.snapshot)
    : openPostgres(target.url, onConnectionLost);
}

function newPglite(dir: string | null, snapshot: Blob | undefined): PGlite {
  return new PGlite({
    ...(dir ? { dataDir: dir } : {}),
    ...(snapshot && !dir ? { loadDataDir: snapshot } : {}),
    extensions: { cube, earthdistance, pg_trgm },
  });
}

/** The data folder of a new in-memory PGlite with every migration applied, to start others from. */
export async function migratedPgliteSnapshot(): Promise<Blob> {
  const client = newPglite(null, undefined);
  await client.waitReady;
  await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
  const dump = await client.dumpDataDir('none');
  await client.close();
  return dump;
}

async function openPglite(dir: string | null, snapshot: Blob | undefined): Promise<DatabaseHandle> {
  if (dir) await mkdir(dir, { recursive: true });
  const client = newPglite(dir, snapshot);
  await client.waitReady;
  const db = drizzlePglite({ client, schema });
  return {
    engine: 'pglite',
    db,
    query: async <Row extends Record<string, unknown>>(statement: RawStatement, values: unknown[]) =>
      (await client.query<Row>(statement.text, values)).rows,
    // One process owns a PGlite folder, and PGlite runs one query at a time: nothing to lock.
    exclusive: (work) => work(db),
    migrate: async () => {
      await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
    },
    close: async () => {
      await client.close();
    },
  };
}

async function openPostgres(url: string, onConnectionLost: (error: Error) => void): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 10_000,
    // A search's first ask plans at a cost past PostgreSQL's JIT thresholds (the row estimates of
    // its word lookups are high), and compiling it took 0.8 s against a query of 0.2 s. No query
    // of Lahap reads enough rows for compiled expressions to pay that back (ADR 025).
    options: '-c jit=off',
  });
  // The pool listens for errors only on its idle clients. A connection that drops while checked
  // out (between a transaction's statements, say) emits 'error' on its client, and with no
  // listener that is an uncaught exception that ends the process. The statement in progress
  // fails on its own, and the pool drops the broken client when it is released.
  pool.on('connect', (client) => client.on('error', onConnectionLost));
  // The pool re-emits an idle client's error; the listener above has reported it already.
  pool.on('error', () => undefined);
  const db = drizzleNodePg({ client: pool, schema });
  const migrate = async (on: Database) => {
    // The node-postgres migrator accepts any drizzle instance over node-postgres.
    await migrateNodePg(on as Parameters<typeof migrateNodePg>[0], { migrationsFolder: MIGRATIONS_FOLDER });
  };
  return {
    engine: 'postgres',
    db,
    query: async <Row extends Record<string, unknown>>(statement: RawStatement, values: unknown[]) =>
      (await pool.query<Row>({ name: statement.name, text: statement.text, values })).rows,
    exclusive: async (work) => {
      const connection = await pool.connect();
      try {
        const onConnection = drizzleNodePg({ client: connection, schema });
        await onConnection.execute(sql`select pg_advisory_lock(${STARTUP_LOCK_KEY})`);
        try {
          return await work(onConnection);
        } finally {
          await onConnection.execute(sql`select pg_advisory_unlock(${STARTUP_LOCK_KEY})`);
        }
      } finally {
        connection.release();
      }
    },
    migrate,
    close: async () => {
      await pool.end();
    },
  };
}

// Starts benchmark targets as child processes on loopback and waits until they answer.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../scripts/build-state.mjs';

/** A free TCP port on loopback. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url, child, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not become ready in ${timeoutMs} ms`);
}

function stopper(child) {
  return () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
}

/** The bare Fastify baseline. */
export async function startHello() {
  const port = await freePort();
  const child = spawn(process.execPath, [join(ROOT, 'bench/hello-server.mjs')], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/hello`, child);
  return { url, pid: child.pid, stop: stopper(child) };
}

export const BENCH_APP_KEY = 'lahap-web';
export const BENCH_APP_SECRET = 'bench-app-secret-not-for-production';
/** The team's admin token of the bench's servers (production refuses the demo one). */
export const BENCH_TEAM_TOKEN = 'bench-team-token-not-for-production';

/**
 * The environment of a Lahap server in production mode: on PostgreSQL when databaseUrl is given,
 * else on PGlite in dataDir (a fresh temporary folder by default); with Redis when redisUrl is given.
 * With the demo data (DEMO_DATA=1), which production leaves out by default: the calls measured read it.
 * `workers` > 1 runs that many server processes on the port (WORKERS, PostgreSQL and Redis only).
 */
function lahapEnv(port, { databaseUrl, dataDir, redisUrl, workers }) {
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    DEMO_DATA: '1',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir ?? mkdtempSync(join(tmpdir(), 'lahap-bench-')),
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '1000000000',
    APP_KEY: BENCH_APP_KEY,
    APP_SECRET: BENCH_APP_SECRET,
    JWT_SECRET: 'bench-jwt-secret-not-for-production',
    TEAM_TOKEN: BENCH_TEAM_TOKEN,
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  if (redisUrl) env.REDIS_URL = redisUrl;
  if (workers) env.WORKERS = String(workers);
  return env;
}

/**
 * With BENCH_CPU_PROF set to a folder, each Lahap server writes a V8 CPU profile there when it
 * stops (Node refuses --cpu-prof in NODE_OPTIONS, so it goes on the command line).
 */
function cpuProfileArgs() {
  const dir = process.env.BENCH_CPU_PROF;
  return dir ? ['--cpu-prof', '--cpu-prof-dir', dir] : [];
}

/** Starts a server script with the Lahap environment and waits for `/readyz`. */
async function startServerScript(script, target, extraEnv = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, [...cpuProfileArgs(), join(ROOT, script)], {
    env: { ...lahapEnv(port, target), ...extraEnv },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  // Migrating and seeding a large PGlite folder takes a while on the first start.
  await waitFor(`${url}/readyz`, child, 180_000);
  return { url, pid: child.pid, stop: stopper(child) };
}

/** The real Lahap server (see {@link lahapEnv} for the target). */
export function startLahap(target = {}) {
  return startServerScript('apps/server/dist/main.js', target);
}

/** Where the floor server answers its fixed page (under the API base, like the real calls). */
export const FLOOR_PATH = '/bench/nearby-floor';

/**
 * The floor (bench/floor-server.mjs): the same app and request path as {@link startLahap}, plus
 * one route answering the page in `pageFile` without touching the database.
 */
export function startFloor(target, pageFile) {
  return startServerScript('bench/floor-server.mjs', target, { FLOOR_PAGE_FILE: pageFile, FLOOR_PATH });
}

/** The claim storm's server (bench/claim-server.mjs): the real app plus its setup and count routes and the claim floor. */
export function startClaimServer(target) {
  return startServerScript('bench/claim-server.mjs', target);
}

/** The flash-sale storm's server (bench/flash-sale-server.mjs): the real app plus its setup and count routes and the submit floor. */
export function startFlashSaleServer(target) {
  return startServerScript('bench/flash-sale-server.mjs', target);
}

/** The table storm's server (bench/table-storm-server.mjs): the real app plus its setup, check and CPU routes. */
export function startTableStormServer(target) {
  return startServerScript('bench/table-storm-server.mjs', target);
}

/** The logged-in pages' server (bench/customer-page-server.mjs): the real app with the demo data, plus a route that makes a customer. */
export function startCustomerPageServer(target) {
  return startServerScript('bench/customer-page-server.mjs', target);
}

/** The soak's server (bench/soak-server.mjs): the real app with the demo city, plus its setup and approval routes. */
export function startSoakServer(target) {
  return startServerScript('bench/soak-server.mjs', target);
}

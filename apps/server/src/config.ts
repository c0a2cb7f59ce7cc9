import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fp from 'fastify-plugin';
import { z } from 'zod';

/** The repository root, found from this file so the defaults do not depend on the working directory. */
const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** Demo secrets: fine on a laptop, refused in production. */
export const DEMO_APP_SECRET = 'lahap-demo-app-secret';
export const DEMO_JWT_SECRET = 'lahap-demo-jwt-secret';
export const DEMO_TEAM_TOKEN = 'lahap-demo-team-token';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const providerName = z.string().regex(/^[a-z0-9-]+$/, 'lowercase letters, digits and dashes');
const urlWithScheme = (schemes: readonly string[]) =>
  z
    .string()
    .refine(
      (value) => schemes.some((scheme) => value.startsWith(`${scheme}://`)),
      `must start with ${schemes.map((s) => `${s}://`).join(' or ')}`,
    )
    .optional();

/** TRUST_PROXY: false, true, a hop count, or a comma-separated list of addresses/CIDRs. */
const trustProxySchema = z
  .string()
  .default('false')
  .transform((value): boolean | number | string[] => {
    const v = value.trim().toLowerCase();
    if (v === 'false' || v === '0' || v === '') return false;
    if (v === 'true') return true;
    if (/^\d+$/.test(v)) return Number(v);
    return value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
  });

/** More server processes than this would only queue on PostgreSQL's connections. */
export const MAX_WORKERS = 64;

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default(`${REPO_ROOT}.data`),
  DATABASE_URL: urlWithScheme(['postgres', 'postgresql']),
  REDIS_URL: urlWithScheme(['redis', 'rediss']),
  APP_KEY: z.string().min(1).max(64).default('lahap-web'),
  APP_SECRET: z.string().min(1).default(DEMO_APP_SECRET),
  JWT_SECRET: z.string().min(1).default(DEMO_JWT_SECRET),
  TEAM_TOKEN: z.string().min(16).default(DEMO_TEAM_TOKEN),
  SMS_PROVIDER: providerName.default('console'),
  PAYMENT_PROVIDER: providerName.default('sandbox'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  WEB_DIST_DIR: z.string().min(1).default(`${REPO_ROOT}apps/web/dist`),
  SOURCEMAP_DIR: z.string().min(1).optional(),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(300),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  TRUST_PROXY: trustProxySchema,
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  UPLOADS_DIR: z.string().min(1).optional(),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: urlWithScheme(['https', 'http']),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
  IMAGE_CACHE_DIR: z.string().min(1).optional(),
  ORDERING_HOST: urlWithScheme(['https', 'http']),
  DEMO_DATA: z.enum(['0', '1']).optional(),
  OUTBOX_WORKER: z.enum(['0', '1']).default('1'),
  OUTBOX_DELIVER_NOW: z.enum(['0', '1']).default('1'),
  WORKERS: z.coerce.number().int().min(1).max(MAX_WORKERS).default(1),
});

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  /** Unset: the embedded PGlite database in `dataDir/pglite`. */
  databaseUrl: string | undefined;
  /** Unset: rate limits and replay guard live in this process / the database. */
  redisUrl: string | undefined;
  appKey: string;
  appSecret: string;
  jwtSecret: string;
  /** The admin token of the team's usage and error views (`auth: 'team'` calls). */
  teamToken: string;
  smsProvider: string;
  paymentProvider: string;
  nodeEnv: 'development' | 'production' | 'test';
  isProduction: boolean;
  logLevel: (typeof LOG_LEVELS)[number];
  webDistDir: string;
  /**
   * The web build's source maps, kept out of webDistDir so they are never served
   * (docs/monitoring.md); read to make the team's error stacks readable.
   */
  sourceMapDir: string;
  /** Requests per minute per client address under /api. */
  rateLimitMax: number;
  bodyLimitBytes: number;
  trustProxy: boolean | number | string[];
  /** Where uploaded and generated images are kept: a local folder or an S3-compatible bucket. */
  storageDriver: 'local' | 's3';
  /** The local storage folder (default `dataDir/uploads`). */
  uploadsDir: string;
  /** Set when storageDriver is `s3`. */
  s3: S3Config | undefined;
  /** Resized image variants (default `dataDir/image-cache`); safe to delete, rebuilt on demand. */
  imageCacheDir: string;
  /**
   * Where table-QR orders continue (the client reads it from index.html), without a trailing
   * slash; null: on this server, which serves the ordering site at /menuQr.
   */
  orderingHost: string | null;
  /**
   * Seed the demo data (stores, offers, settings) into an empty database at start: by default
   * outside production only; DEMO_DATA=1 turns it on in production too, DEMO_DATA=0 off anywhere.
   */
  demoData: boolean;
  /**
   * Deliver domain events in this process (OUTBOX_WORKER=1, the default); 0 leaves them to the
   * other processes on the same database, e.g. for a process that should only answer requests.
   */
  outboxWorker: boolean;
  /**
   * A request delivers the events it published before it answers (OUTBOX_DELIVER_NOW=1, the
   * default: a paid order is complete when the payment call answers); 0 leaves them all to the
   * workers, so requests answer without waiting on subscribers.
   */
  outboxDeliverNow: boolean;
  /**
   * Server processes sharing the port (WORKERS or `--workers N`, default 1). More than one needs
   * PostgreSQL and Redis: a PGlite folder is one process's, and the rate limits, replay guard and
   * table events of processes that share no Redis would not see each other's.
   */
  workers: number;
}

export interface S3Config {
  bucket: string;
  region: string;
  endpoint: string | undefined;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

type Env = z.infer<typeof envSchema>;

/** The bucket settings STORAGE_DRIVER=s3 needs, or a ConfigError naming the missing ones. */
function s3ConfigOf(e: Env): S3Config | undefined {
  if (e.STORAGE_DRIVER !== 's3') return undefined;
  const missing = (['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter(
    (name) => !e[name],
  );
  if (missing.length > 0 || !e.S3_BUCKET || !e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY) {
    throw new ConfigError(`STORAGE_DRIVER=s3 needs ${missing.join(', ')}.`);
  }
  return {
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    endpoint: e.S3_ENDPOINT,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    // A custom endpoint (MinIO, R2, …) almost always wants the bucket in the path.
    forcePathStyle: e.S3_FORCE_PATH_STYLE ? e.S3_FORCE_PATH_STYLE === 'true' : e.S3_ENDPOINT !== undefined,
  };
}

/** A configuration the server refuses to start with; the message says what to change. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Reads the configuration from environment variables (empty values count as unset), applying
 * the safe defaults. Throws a ConfigError naming every bad variable, and refuses the demo
 * secrets when NODE_ENV=production.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const present = Object.fromEntries(
    Object.keys(envSchema.shape)
      .map((name) => [name, env[name]?.trim()] as const)
      .filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  const config: AppConfig = {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    appKey: e.APP_KEY,
    appSecret: e.APP_SECRET,
    jwtSecret: e.JWT_SECRET,
    teamToken: e.TEAM_TOKEN,
    smsProvider: e.SMS_PROVIDER,
    paymentProvider: e.PAYMENT_PROVIDER,
    nodeEnv: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    logLevel: e.LOG_LEVEL,
    webDistDir: e.WEB_DIST_DIR,
    // The web build writes its maps beside its dist folder: apps/web/dist-sourcemaps.
    sourceMapDir: e.SOURCEMAP_DIR ?? `${e.WEB_DIST_DIR.replace(/[\\/]+$/, '')}-sourcemaps`,
    rateLimitMax: e.RATE_LIMIT_MAX,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    trustProxy: e.TRUST_PROXY,
    storageDriver: e.STORAGE_DRIVER,
    uploadsDir: e.UPLOADS_DIR ?? join(e.DATA_DIR, 'uploads'),
    s3: s3ConfigOf(e),
    imageCacheDir: e.IMAGE_CACHE_DIR ?? join(e.DATA_DIR, 'image-cache'),
    orderingHost: e.ORDERING_HOST?.replace(/\/+$/, '') ?? null,
    demoData: e.DEMO_DATA === undefined ? e.NODE_ENV !== 'production' : e.DEMO_DATA === '1',
    outboxWorker: e.OUTBOX_WORKER === '1',
    outboxDeliverNow: e.OUTBOX_DELIVER_NOW === '1',
    workers: e.WORKERS,
  };
  if (config.workers > 1) {
    const missing = [
      config.databaseUrl ? null : 'DATABASE_URL (the embedded database belongs to one process)',
      config.redisUrl ? null : 'REDIS_URL (rate limits, replay guard and table events are shared through it)',
    ].filter((name) => name !== null);
    if (missing.length > 0) {
      throw new ConfigError(`${config.workers} server processes need ${missing.join(' and ')}.`);
    }
  }
  if (config.isProduction) {
    const demo = [
      config.appSecret === DEMO_APP_SECRET ? 'APP_SECRET' : null,
      config.jwtSecret === DEMO_JWT_SECRET ? 'JWT_SECRET' : null,
      config.teamToken === DEMO_TEAM_TOKEN ? 'TEAM_TOKEN' : null,
    ].filter((name) => name !== null);
    if (demo.length > 0) {
      throw new ConfigError(
        `NODE_ENV=production refuses the demo ${demo.join(' and ')}: set ${demo.join(' and ')} to long random values (e.g. \`openssl rand -hex 32\`).`,
      );
    }
  }
  return config;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

/** Makes the configuration available as `app.config`. */
export const configPlugin = fp<{ config: AppConfig }>(
  async (app, { config }) => {
    app.decorate('config', config);
  },
  { name: 'config' },
);

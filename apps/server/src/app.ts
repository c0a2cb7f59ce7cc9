import { join } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { type AppConfig, configPlugin } from './config.js';
import type { Database, DatabaseTarget } from './db/client.js';
import type { SeedStep } from './seed/seed-step.js';
import { answerSerializerCompiler } from './lib/answer-serializer.js';
import { zodValidatorCompiler } from './lib/validation.js';
import { jobsPlugin } from './jobs/index.js';
import { loggerOptions } from './logging.js';
import type { Clock } from './lib/clock.js';
import { analyticsModule } from './modules/analytics/index.js';
import { catalogModule } from './modules/catalog/index.js';
import { configModule } from './modules/config/index.js';
import { contentModule } from './modules/content/index.js';
import { couponsModule } from './modules/coupons/index.js';
import { type DiscoveryRoutesOptions, discoveryModule } from './modules/discovery/index.js';
import { type AccountAssets, type ChallengeOptions, identityModule } from './modules/identity/index.js';
import { invitationsModule } from './modules/invitations/index.js';
import { lotteryModule } from './modules/lottery/index.js';
import { type MediaModuleOptions, mediaModule } from './modules/media/index.js';
import { type ModuleBuild, type ServerModule, jobsOf, seedStepsOf } from './modules/module.js';
import { type MonitoringLimits, monitoringModule } from './modules/monitoring/index.js';
import { ordersModule } from './modules/orders/index.js';
import { orderingModule } from './modules/ordering/index.js';
import { previewsModule } from './modules/previews/index.js';
import {
  type PaymentRoutesOptions,
  type PaymentsModuleOptions,
  paymentsModule,
} from './modules/payments/index.js';
import { redemptionModule } from './modules/redemption/index.js';
import { storeModule } from './modules/store/index.js';
import { systemModule } from './modules/system/index.js';
import { apiRoutesPlugin } from './plugins/api-routes.js';
import { authPlugin } from './plugins/auth.js';
import { bodyPlugin } from './plugins/body.js';
import { compressionPlugin } from './plugins/compression.js';
import { databasePlugin } from './plugins/database.js';
import { envelopePlugin } from './plugins/envelope.js';
import { answerClientError, answerFrameworkError, errorsPlugin } from './plugins/errors.js';
import { notFoundPlugin } from './plugins/not-found.js';
import { openApiPlugin } from './plugins/openapi.js';
import { type OutboxOptions, outboxPlugin } from './plugins/outbox.js';
import { rateLimitPlugin } from './plugins/rate-limit.js';
import { redemptionKeysPlugin } from './plugins/redemption-keys.js';
import { redisPlugin } from './plugins/redis.js';
import { replayGuardPlugin } from './plugins/replay-guard.js';
import { genReqId, requestIdPlugin } from './plugins/request-id.js';
import { securityHeadersPlugin } from './plugins/security-headers.js';
import { teamGuardPlugin } from './plugins/team-guard.js';
import { signaturePlugin } from './plugins/signature.js';
import { storagePlugin } from './plugins/storage.js';
import { webAppPlugin } from './plugins/web-app.js';

export interface BuildAppOptions {
  /** From `loadConfig(process.env)`. */
  config: AppConfig;
  /** Overrides where the data lives (tests: in-memory PGlite or a throwaway PostgreSQL database). */
  database?: DatabaseTarget;
  /** pino options, or false to log nothing; default from the config (LOG_LEVEL, pretty in development). */
  logger?: FastifyServerOptions['logger'];
  /**
   * Apply the pending seed steps at start: all, none, or the ones given. Default: all when the
   * config wants demo data (`demoData`: outside production, or DEMO_DATA=1), else none.
   */
  seed?: boolean | readonly SeedStep[];
  /** Prefix of every Redis key this app writes (default 'lahap:'); tests use a unique one. */
  redisNamespace?: string;
  /** Monitoring table bounds (tests shrink them). */
  monitoring?: MonitoringLimits;
  /** The clock the business rules read (OTP windows, token expiry); default Date.now. Tests move it. */
  now?: Clock;
  /** Anti-bot challenge difficulty (tests make it cheap). */
  challenge?: ChallengeOptions;
  /** What the account deletion assets check reads (tests give users unfinished orders). */
  accountAssets?: AccountAssets;
  /** Discovery knobs (tests shrink the brand collection's rate limit). */
  discovery?: DiscoveryRoutesOptions;
  /** Image endpoint hooks (tests count the encodes of resized copies). */
  media?: MediaModuleOptions;
  /** Payment knobs (tests deliver the sandbox's webhooks at once and once only, shrink the webhook's bound). */
  payments?: PaymentsModuleOptions & PaymentRoutesOptions;
  /** The periodic jobs (coupon expiry, unpaid auto-cancel): on by default; tests turn them off or speed them up. */
  jobs?: { enabled: boolean; everyMs?: number };
  /** The domain events' delivery worker: on by default (OUTBOX_WORKER); tests drain it by hand. */
  outbox?: Omit<OutboxOptions, 'now'>;
  /** Extra routes registered after the core plugins and before the app starts (tests, tools). */
  extraRoutes?: (app: FastifyInstance) => void | Promise<void>;
}

/** What the modules read of a build: its options, the Redis namespace settled. */
type AppBuild = BuildAppOptions & ModuleBuild;

/**
 * The server's modules, in the order their services are registered (each after those it depends
 * on), their calls mounted, their jobs run and their seed steps applied. A new module is its
 * folder under modules/ and one line here.
 */
export const SERVER_MODULES: readonly ServerModule<AppBuild>[] = [
  systemModule,
  identityModule,
  configModule,
  monitoringModule,
  mediaModule,
  discoveryModule,
  catalogModule,
  couponsModule,
  ordersModule,
  paymentsModule,
  storeModule,
  redemptionModule,
  orderingModule,
  invitationsModule,
  lotteryModule,
  previewsModule,
  contentModule,
  analyticsModule,
];

/** The data location the config implies: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR. */
export function databaseTargetOf(config: AppConfig): DatabaseTarget {
  return config.databaseUrl
    ? { engine: 'postgres', url: config.databaseUrl }
    : { engine: 'pglite', dir: join(config.dataDir, 'pglite') };
}

/**
 * The seed steps to run once the database is migrated, or undefined for none: all, the modules'
 * in the list's order, or those given. The seed module and the demo generator are loaded only
 * here and only then (import(), here and in the modules' seedSteps), so a start without demo data
 * never loads them.
 */
function seedStepOf(
  app: FastifyInstance,
  seed: boolean | readonly SeedStep[],
): ((db: Database) => Promise<void>) | undefined {
  if (seed === false) return undefined;
  return async (db) => {
    const { runSeeds } = await import('./seed/index.js');
    const steps = seed === true ? await seedStepsOf(SERVER_MODULES) : seed;
    // Demo images go to the configured storage, so it is registered before the database.
    const ran = await runSeeds(db, steps, { storage: app.storage });
    if (ran.length > 0) app.log.info({ steps: ran }, 'seeded the database');
  };
}

/** Fastify takes a hop count at run time but its types do not; a function says the same. */
function trustProxyOption(
  value: AppConfig['trustProxy'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof value === 'number' ? (_address, hop) => hop < value : value;
}

/**
 * Builds the Lahap server without listening: cross-cutting plugins (external ones first), then
 * the modules' services, then the plugins that must follow them (auth, jobs, replay guard, web
 * app), then the modules' calls under /api. Start-up work (migrations, seeds, Redis) runs when
 * the instance becomes ready: `await app.ready()`, `app.inject()` or `app.listen()`.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config),
    genReqId,
    bodyLimit: config.bodyLimitBytes,
    trustProxy: trustProxyOption(config.trustProxy),
    routerOptions: { maxParamLength: 200 },
    clientErrorHandler: answerClientError,
    frameworkErrors: answerFrameworkError,
    // Opening PGlite (WASM) and migrating can take many seconds on a busy machine.
    pluginTimeout: 120_000,
  });
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(answerSerializerCompiler({ check: !config.isProduction }));

  const redisNamespace = options.redisNamespace ?? 'lahap:';

  await app.register(configPlugin, { config });
  await app.register(securityHeadersPlugin);
  await app.register(compressionPlugin);
  await app.register(openApiPlugin);
  await app.register(redisPlugin, { url: config.redisUrl });
  await app.register(rateLimitPlugin, { redisKeyPrefix: `${redisNamespace}rl:` });
  await app.register(apiRoutesPlugin);
  await app.register(storagePlugin);
  await app.register(redemptionKeysPlugin);
  await app.register(databasePlugin, {
    target: options.database ?? databaseTargetOf(config),
    afterMigrate: seedStepOf(app, options.seed ?? config.demoData),
  });
  await app.register(outboxPlugin, {
    worker: config.outboxWorker,
    deliverNow: config.outboxDeliverNow,
    now: options.now,
    ...options.outbox,
  });
  await app.register(requestIdPlugin);
  await app.register(errorsPlugin);
  await app.register(bodyPlugin);
  await app.register(signaturePlugin);
  await app.register(envelopePlugin);
  const build: AppBuild = { ...options, redisNamespace };
  // The modules' services, each decorating the app, in the list's order.
  for (const module of SERVER_MODULES) await module.service?.(app, build);
  // Auth needs only identity's service, and checks other routes than the redemption module's
  // staff guard (auth: 'staff' is the guard's alone), so whichever runs first changes nothing.
  await app.register(authPlugin);
  await app.register(teamGuardPlugin);
  await app.register(jobsPlugin, { ...(options.jobs ?? { enabled: true }), jobs: jobsOf(SERVER_MODULES) });
  // After auth and every module's guard: a request refused there keeps its requestId unused.
  await app.register(replayGuardPlugin, { redisKeyPrefix: `${redisNamespace}nonce:` });
  await app.register(webAppPlugin, {
    distDir: config.webDistDir,
    clientConfig: {
      appKey: config.appKey,
      appSecret: config.appSecret,
      demo: !config.isProduction,
      ...(config.orderingHost === null ? {} : { orderingHost: config.orderingHost }),
    },
  });
  await app.register(notFoundPlugin);

  // Last, so each module's calls run every hook registered above (a route's scope keeps the
  // hooks the app had when it was registered).
  for (const module of SERVER_MODULES) await module.routes?.(app, build);
  if (options.extraRoutes) await app.register(async (scope) => options.extraRoutes?.(scope));

  return app;
}

// What a module is to app.ts, apart from any one module: each module's index.ts exports one
// ServerModule, and app.ts registers them from one list. Not a module folder itself, so every
// module may name it.
import type { FastifyInstance } from 'fastify';
import type { Job } from '../jobs/job.js';
import type { Clock } from '../lib/clock.js';
import type { SeedStep } from '../seed/seed-step.js';

/** What every module may read of the app being built, besides the knobs it names itself. */
export interface ModuleBuild {
  /** The clock the business rules read (tests move it); the modules default to Date.now. */
  now?: Clock;
  /** Prefix of every Redis key the app writes ('lahap:' unless a test gives its own). */
  redisNamespace: string;
}

/**
 * A module's parts. `Knobs` are the build options it reads besides ModuleBuild (tests' bounds
 * and hooks), declared by the module so that it needs nothing of app.ts; app.ts's options must
 * carry them, which the type of its list checks.
 *
 * The parts are registered in three passes rather than by one plugin per module: the routes'
 * encapsulated scopes keep the hooks the app had when they were registered, so they must come
 * after every guard, and the guards after every module's service (the replay guard follows the
 * redemption module's staff guard, which must refuse first).
 */
export interface ServerModule<Knobs = object> {
  /** Its folder under modules/ (a test holds the list to the folders). */
  readonly name: string;
  /**
   * Registers its service: a fastify-plugin with a `name` and `dependencies` that decorates the
   * app, with the options it builds from the build's. In the list's order, which the
   * dependencies check at start.
   */
  readonly service?: (app: FastifyInstance, build: ModuleBuild & Knobs) => PromiseLike<unknown>;
  /** Registers its calls, under API_BASE (the health probes at the root), once every guard is in. */
  readonly routes?: (app: FastifyInstance, build: ModuleBuild & Knobs) => PromiseLike<unknown>;
  /** Its periodic jobs, run by the jobs plugin in every process. */
  readonly jobs?: readonly Job[];
  /**
   * Its seed steps, in order, loaded only when demo data is wanted: import() here, never a static
   * import, so a start without demo data never loads the seed or the demo generator.
   */
  readonly seedSteps?: () => Promise<readonly SeedStep[]>;
}

/** The jobs of the modules, in the list's order. */
export function jobsOf(modules: readonly ServerModule<never>[]): Job[] {
  return modules.flatMap((module) => module.jobs ?? []);
}

/**
 * The seed steps of the modules, in the list's order, each module's in its own: a later step
 * may read what an earlier one wrote (the coupons' demo offers sit in the demo city's stores).
 * Loads the seed and the demo generator.
 */
export async function seedStepsOf(modules: readonly ServerModule<never>[]): Promise<SeedStep[]> {
  const steps = await Promise.all(modules.map((module) => module.seedSteps?.() ?? []));
  return steps.flat();
}

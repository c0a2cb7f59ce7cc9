// What a job is, apart from the plugin that runs them (index.ts): each module declares its own
// jobs in this shape, and the plugin runs those the module list hands it.
import type { FastifyInstance } from 'fastify';

/** One periodic job: a guarded statement (or a few) that is safe to run twice at once. */
export interface Job {
  name: string;
  everyMs: number;
  run(app: FastifyInstance): Promise<unknown>;
}

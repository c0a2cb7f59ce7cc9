import fp from 'fastify-plugin';
import type { Job } from './job.js';

export interface JobsOptions {
  /** false (tests) leaves the jobs to be run by hand, with the test's clock. */
  enabled: boolean;
  /** Overrides every job's interval. */
  everyMs?: number;
  /** The modules' jobs, in the module list's order. */
  jobs: readonly Job[];
}

/**
 * Runs the jobs on their intervals in every process (ARCHITECTURE §6): each job's statements
 * are guarded by the state they move from, so processes running one at the same moment move
 * each row once. A run never overlaps the previous run of the same job in this process; a failed
 * run is logged and tried again at the next tick. It names no module: each module declares its
 * jobs, and app.ts registers this plugin after every module's service, so what a job calls is
 * there when it first runs (onReady).
 */
export const jobsPlugin = fp<JobsOptions>(
  async (app, options) => {
    if (!options.enabled) return;
    const timers: NodeJS.Timeout[] = [];
    for (const job of options.jobs) {
      let running = false;
      const tick = () => {
        if (running) return;
        running = true;
        job
          .run(app)
          .catch((error: unknown) => app.log.error({ err: error, job: job.name }, 'job failed'))
          .finally(() => {
            running = false;
          });
      };
      app.addHook('onReady', async () => {
        const timer = setInterval(tick, options.everyMs ?? job.everyMs);
        timer.unref();
        timers.push(timer);
      });
    }
    app.addHook('onClose', async () => {
      for (const timer of timers) clearInterval(timer);
    });
  },
  { name: 'jobs' },
);

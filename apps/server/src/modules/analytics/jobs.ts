import type { Job } from '../../jobs/job.js';

/**
 * Makes the events' day partitions ahead (docs/analytics.md), so the first events of a day do
 * not wait for one to be made; an insert still makes a missing one itself.
 */
export const analyticsPartitionJob: Job = {
  name: 'analytics-partitions',
  everyMs: 60 * 60_000,
  async run(app) {
    await app.analytics.preparePartitions();
  },
};

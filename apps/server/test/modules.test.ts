import { readdirSync } from 'node:fs';
import { expect, it } from 'vitest';
import { SERVER_MODULES } from '../src/app.js';
import { jobsOf, seedStepsOf } from '../src/modules/module.js';

const MODULES_DIR = new URL('../src/modules/', import.meta.url);

it('registers every module folder once, by its name, and nothing else', () => {
  const folders = readdirSync(MODULES_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const listed = SERVER_MODULES.map((module) => module.name);
  expect(new Set(listed).size, 'a module is listed twice').toBe(listed.length);
  expect([...listed].sort()).toEqual(folders);
});

it('runs each job of the modules, with a name of its own', () => {
  const jobs = jobsOf(SERVER_MODULES);
  expect(new Set(jobs.map((job) => job.name)).size).toBe(jobs.length);
  const owners = Object.fromEntries(
    SERVER_MODULES.flatMap((module) => (module.jobs ?? []).map((job) => [job.name, module.name])),
  );
  // The unpaid cancel asks the provider before orders cancels: payments' job, since orders never calls payments.
  expect(owners).toEqual({
    'coupon-expiry': 'coupons',
    'partner-code-delivery': 'orders',
    'unpaid-order-cancel': 'payments',
    'voucher-expiry': 'orders',
    'refund-retry': 'payments',
    'table-share-release': 'ordering',
    'food-order-expiry': 'ordering',
    'invitation-reward-release': 'invitations',
    'analytics-partitions': 'analytics',
  });
});

it('applies the seed steps in the order the demo data builds on itself', async () => {
  // The settings first, then the demo city, then what is offered and redeemed in its stores.
  expect((await seedStepsOf(SERVER_MODULES)).map((step) => step.name)).toEqual([
    'core-config',
    'support-contact',
    'discovery-jakarta',
    'coupons-demo',
    'orders-demo',
    'redemption-demo',
    'ordering-demo',
    'invitations-demo',
    'lottery-demo',
    'demo-content-videos',
  ]);
});

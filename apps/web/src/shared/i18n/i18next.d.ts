import type account from '@/locales/id-ID/account.json';
import type analytics from '@/locales/id-ID/analytics.json';
import type browse from '@/locales/id-ID/browse.json';
import type common from '@/locales/id-ID/common.json';
import type coupons from '@/locales/id-ID/coupons.json';
import type deletion from '@/locales/id-ID/deletion.json';
import type dev from '@/locales/id-ID/dev.json';
import type developer from '@/locales/id-ID/developer.json';
import type discovery from '@/locales/id-ID/discovery.json';
import type feeds from '@/locales/id-ID/feeds.json';
import type home from '@/locales/id-ID/home.json';
import type invitations from '@/locales/id-ID/invitations.json';
import type lottery from '@/locales/id-ID/lottery.json';
import type nearby from '@/locales/id-ID/nearby.json';
import type ordering from '@/locales/id-ID/ordering.json';
import type orders from '@/locales/id-ID/orders.json';
import type pay from '@/locales/id-ID/pay.json';
import type purchase from '@/locales/id-ID/purchase.json';
import type screens from '@/locales/id-ID/screens.json';
import type shell from '@/locales/id-ID/shell.json';
import type staff from '@/locales/id-ID/staff.json';
import type store from '@/locales/id-ID/store.json';

// The id-ID catalogue is the reference: a key missing there fails type-checking, and the
// catalogue test keeps en-US and zh-CN in step with it.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      account: typeof account;
      analytics: typeof analytics;
      browse: typeof browse;
      common: typeof common;
      coupons: typeof coupons;
      dev: typeof dev;
      developer: typeof developer;
      deletion: typeof deletion;
      discovery: typeof discovery;
      feeds: typeof feeds;
      home: typeof home;
      invitations: typeof invitations;
      lottery: typeof lottery;
      nearby: typeof nearby;
      /** The ordering site's own catalogue (src/ordering), loaded only by its entry. */
      ordering: typeof ordering;
      orders: typeof orders;
      pay: typeof pay;
      purchase: typeof purchase;
      screens: typeof screens;
      shell: typeof shell;
      /** The staff console's own catalogue (src/staff), loaded only by its entry. */
      staff: typeof staff;
      store: typeof store;
    };
  }
}

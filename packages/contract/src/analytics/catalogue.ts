/**
 * The analytics catalogue: every event the clients may send, with the properties each carries.
 * Kept free of zod so the web bundle can import it: the server checks events against it
 * (apps/server/src/modules/analytics), the client's `track` is typed by it.
 *
 * Spec §7 names `banner_click` and `address_module`; the rest are ours (docs/analytics.md).
 */

/** A property's kind; every property is optional unless listed in `required`. */
type PropKind = 'string' | 'number' | 'boolean';

interface EventDefinition {
  props: Readonly<Record<string, PropKind>>;
  required?: readonly string[];
}

export const ANALYTICS_CATALOGUE = {
  /** A route was shown; `route` is its pattern (`/platform/store/:storeId`), fired on every route. */
  page_view: { props: { route: 'string', title: 'string' }, required: ['route'] },
  /** A home or activity banner was tapped. */
  banner_click: { props: { banner_id: 'string', position: 'number', target: 'string' } },
  /** The address (location) module of the home page was tapped or changed. */
  address_module: { props: { action: 'string' } },
  /** A store card was tapped in a list (home, search, mall, brand, nearby). */
  store_click: { props: { store_id: 'string', list: 'string', position: 'number' } },
  /** A voucher was tapped on a store page or in a list: the funnel's "voucher detail" step starts. */
  voucher_click: { props: { voucher_id: 'string', store_id: 'string' } },
  /** Buy on a voucher's detail: the confirm page opens. */
  buy_click: { props: { voucher_id: 'string', store_id: 'string', price: 'number' } },
  /** Pay on the confirm page. */
  pay_click: { props: { voucher_id: 'string', method: 'string', amount: 'number' } },
  /** The payment result page showed an answer. */
  payment_result: { props: { order_id: 'string', status: 'string' } },
  /** A free coupon or red envelope claim was tapped. */
  claim_click: { props: { coupon_id: 'string', source: 'string' } },
  /** A search answered; `result_count` 0 marks a search with no result. */
  search: {
    props: { query: 'string', tab: 'string', result_count: 'number' },
    required: ['query', 'result_count'],
  },
  /** A share method was chosen. */
  share_click: { props: { method: 'string', target: 'string' } },
  /** A tab of the bottom bar or of a page was tapped. */
  tab_click: { props: { tab: 'string' } },
  /** The "open the app" banner or download button was tapped. */
  download_click: { props: { source: 'string' } },
  /** The consent notice was answered. */
  consent_choice: { props: { choice: 'string' }, required: ['choice'] },
  /** A Core Web Vital of the page (web-vitals): LCP, INP, CLS, FCP or TTFB. */
  web_vital: {
    props: { metric: 'string', value: 'number', rating: 'string', route: 'string' },
    required: ['metric', 'value', 'route'],
  },
} as const satisfies Record<string, EventDefinition>;

export type AnalyticsEventName = keyof typeof ANALYTICS_CATALOGUE;
export const ANALYTICS_EVENT_NAMES = Object.keys(ANALYTICS_CATALOGUE) as AnalyticsEventName[];

type KindType<K> = K extends 'string' ? string : K extends 'number' ? number : boolean;

/** The properties of one event, as `track` takes them. */
export type AnalyticsProps<N extends AnalyticsEventName> = {
  [P in keyof (typeof ANALYTICS_CATALOGUE)[N]['props']]?: KindType<
    (typeof ANALYTICS_CATALOGUE)[N]['props'][P]
  >;
};

export function isAnalyticsEventName(name: unknown): name is AnalyticsEventName {
  return typeof name === 'string' && Object.hasOwn(ANALYTICS_CATALOGUE, name);
}

/** Why `props` does not fit the catalogue entry of `name`, or null when it does. */
export function propsProblem(
  name: AnalyticsEventName,
  props: Readonly<Record<string, unknown>>,
): string | null {
  const definition: EventDefinition = ANALYTICS_CATALOGUE[name];
  for (const [key, value] of Object.entries(props)) {
    // Own properties only: `toString` or `constructor` would otherwise find Object's.
    const kind = Object.hasOwn(definition.props, key) ? definition.props[key] : undefined;
    if (kind === undefined) return `${name}: unknown property ${key}`;
    if (value === null) continue;
    if (typeof value !== kind || (kind === 'number' && !Number.isFinite(value))) {
      return `${name}: ${key} must be a ${kind}`;
    }
  }
  for (const key of definition.required ?? []) {
    if (props[key] === undefined || props[key] === null) return `${name}: ${key} is required`;
  }
  return null;
}

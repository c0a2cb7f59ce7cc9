/**
 * What a provider's webhook may put in the app's text columns. Its event id and charge reference
 * are the provider's text: PostgreSQL refuses a NUL in text (the insert would fail, a 500 the
 * provider retries forever), and any other control character or a lone surrogate has no place in
 * an id. A webhook that verified but carries such a value, or that is not an event at all, is a
 * parameter error: answered 4xx, logged and recorded, never retried into a 500.
 */

/** The longest event id or charge reference taken (real ones are short tokens or UUIDs). */
export const WEBHOOK_TEXT_MAX_LENGTH = 200;

/** A C0 or C1 control character, DEL, or half a surrogate pair. */
const UNFIT =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u001f\u007f-\u009f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const UNFIT_ALL = new RegExp(UNFIT.source, 'g');

/** A webhook whose signature verified but whose body the app cannot apply. */
export class MalformedWebhookError extends Error {
  override name = 'MalformedWebhookError';

  constructor(
    /** What is wrong, for the answer and the log: `body.eventId: …`. */
    readonly detail: string,
    /** The charge reference it named, if any, for the record. */
    readonly providerRef: unknown = undefined,
  ) {
    super(detail);
  }
}

/** Why a webhook's event id or charge reference cannot be stored, or null when it can. */
export function webhookTextProblem(value: unknown): string | null {
  if (typeof value !== 'string') return 'must be a string';
  if (value.length === 0) return 'must not be empty';
  if (value.length > WEBHOOK_TEXT_MAX_LENGTH) return `must be at most ${WEBHOOK_TEXT_MAX_LENGTH} characters`;
  if (UNFIT.test(value)) return 'must not contain control characters or lone surrogates';
  return null;
}

/**
 * A webhook's text as the record and the log may hold it: control characters and lone
 * surrogates written as `\uXXXX`, cut to WEBHOOK_TEXT_MAX_LENGTH characters (whole code points).
 */
export function printableWebhookText(value: unknown): string {
  const text = typeof value === 'string' ? value : value === undefined ? '' : String(JSON.stringify(value));
  const escaped = text.replace(
    UNFIT_ALL,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return Array.from(escaped).slice(0, WEBHOOK_TEXT_MAX_LENGTH).join('');
}

/**
 * Refuses, as a MalformedWebhookError, an event whose id or charge reference the app cannot
 * store (see webhookTextProblem); the field names are the sandbox's, as providers' differ.
 */
export function checkWebhookText(event: { eventId: unknown; providerRef: unknown }): void {
  const eventProblem = webhookTextProblem(event.eventId);
  if (eventProblem) throw new MalformedWebhookError(`body.eventId: ${eventProblem}`, event.providerRef);
  const refProblem = webhookTextProblem(event.providerRef);
  if (refProblem) throw new MalformedWebhookError(`body.chargeRef: ${refProblem}`, event.providerRef);
}

/** What the webhook's route bounds; each may throw the 429 that refuses the call. */
export interface NotifyLimits {
  /** Counts a webhook whose signature did not verify, before it is answered. */
  refused(): Promise<void>;
  /** Counts a webhook whose signature verified, before anything of it is written. */
  verified(): Promise<void>;
}

/** No bound (the service called directly, as tests and tools do). */
export const UNBOUNDED: NotifyLimits = { refused: async () => {}, verified: async () => {} };

import { DEFAULT_LOCALE, type Locale } from '@lahap/contract/locale';

/** Translated texts for failures that carry no server message. */
export interface ApiClientMessages {
  /** No answer at all (offline, DNS, connection reset). */
  network: string;
  /** No answer within the request timeout. */
  timeout: string;
  /** The server asked to slow down (429). */
  rateLimit: string;
  /** Anything unexpected; the server's own text may be internal. */
  generic: string;
}

/** What the app shell plugs into the API client; the client itself knows no UI or i18n. */
export interface ApiClientOptions {
  getLocale: () => Locale;
  showToast: (message: string) => void;
  /** Read on each failure, so a language switch takes effect at once. */
  messages?: () => ApiClientMessages;
  /**
   * Shows the login flow after the session was dropped (spec §4). Resolve true when the user
   * logged in again, so the failed request is retried once.
   */
  onRelogin?: (code: string) => Promise<boolean>;
  /** Exchanges the refresh token for new tokens and stores them; resolves whether it worked. */
  refreshTokens?: () => Promise<boolean>;
}

let settings: ApiClientOptions = {
  getLocale: () => DEFAULT_LOCALE,
  showToast: () => {},
};

/** The options in effect. */
export function apiClientSettings(): Readonly<ApiClientOptions> {
  return settings;
}

/** Merges new options over the current ones. */
export function updateApiClientSettings(options: Partial<ApiClientOptions>): void {
  settings = { ...settings, ...options };
}

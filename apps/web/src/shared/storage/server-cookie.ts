/** A year: a choice the server is told of lasts as long as it is worth remembering. */
const SERVER_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * Tells the server a choice made on this device (the language, the analytics answer) through a
 * cookie every page request carries, so the HTML it sends can already honour it.
 */
export function writeServerCookie(name: string, value: string): void {
  document.cookie = `${name}=${value}; path=/; max-age=${String(SERVER_COOKIE_MAX_AGE_S)}; samesite=lax`;
}

import type { ApiRequestError } from './api-error';
import type { ApiClientMessages } from './client-settings';

/**
 * The toast text for a failed call, or null when none should show (spec §8):
 * catalogued codes show the server's message, rate limits and connection failures the app's
 * own texts, unexpected answers a generic text. Aborts show nothing, nor do session codes:
 * the login prompt speaks for them, except a frozen account, whose reason the user must read.
 */
export function failureToastText(
  error: ApiRequestError,
  messages: ApiClientMessages | undefined,
): string | null {
  switch (error.kind) {
    case 'abort':
      return null;
    case 'network':
      return messages?.network ?? error.message;
    case 'timeout':
      return messages?.timeout ?? error.message;
    default:
      break;
  }
  switch (error.handlingClass) {
    case 'refresh':
    case 'relogin':
    case 'illegalToken':
      return null;
    case 'rateLimit':
      return messages?.rateLimit ?? error.message;
    case 'known':
    case 'storePage':
    case 'claimNotCollected':
    case 'frozen':
      return error.message || (messages?.generic ?? null);
    case 'unexpected':
      return messages?.generic ?? error.message;
  }
}

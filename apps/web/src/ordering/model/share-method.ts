import { QRIS_MAX_AMOUNT } from '@lahap/contract/constants';
import { SHARE_PAY_METHODS, type SharePayMethod } from '@lahap/contract/ordering/states';
import { readJson, writeJson } from '@/shared/storage/storage';
import { ORDERING_SESSION_KEYS } from './storage-keys';

/** The method a share is offered when the guest has chosen none at this table. */
export const DEFAULT_SHARE_METHOD: SharePayMethod = 'QRIS';

/** Whether QRIS would refuse the amount (1004012): the sheet offers the counter instead. */
export function overQrisCap(amount: number | null): boolean {
  return amount !== null && amount > QRIS_MAX_AMOUNT;
}

/** Whether a method can take the amount; only QRIS has a cap. */
export function methodOpen(method: SharePayMethod, amount: number | null): boolean {
  return method !== 'QRIS' || !overQrisCap(amount);
}

/** The method that is sent: the chosen one, or the counter when QRIS cannot take the amount. */
export function methodFor(chosen: SharePayMethod, amount: number | null): SharePayMethod {
  return methodOpen(chosen, amount) ? chosen : 'COUNTER';
}

/** Whether a method is charged through the payments module (it has a QR or a redirect), not the counter. */
export const isCharged = (method: SharePayMethod): method is Exclude<SharePayMethod, 'COUNTER'> =>
  method !== 'COUNTER';

const isMethod = (value: unknown): value is SharePayMethod =>
  typeof value === 'string' && (SHARE_PAY_METHODS as readonly string[]).includes(value);

function readMethods(): Record<string, SharePayMethod> {
  const value = readJson('session', ORDERING_SESSION_KEYS.shareMethods);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).filter((entry): entry is [string, SharePayMethod] =>
      isMethod(entry[1]),
    ),
  );
}

/**
 * The method this tab last chose at the table, else QRIS. Kept per table session in the tab's
 * session storage, so a guest who pays by e-wallet is offered it again for the next share, and a
 * new visit starts from QRIS.
 */
export function rememberedMethod(tableSessionId: string): SharePayMethod {
  return readMethods()[tableSessionId] ?? DEFAULT_SHARE_METHOD;
}

/** Keeps a method the guest changed to; the default needs no keeping. */
export function rememberMethod(tableSessionId: string, method: SharePayMethod): void {
  const others = Object.entries(readMethods()).filter(([session]) => session !== tableSessionId);
  const kept = method === DEFAULT_SHARE_METHOD ? others : [...others, [tableSessionId, method]];
  writeJson('session', ORDERING_SESSION_KEYS.shareMethods, Object.fromEntries(kept));
}

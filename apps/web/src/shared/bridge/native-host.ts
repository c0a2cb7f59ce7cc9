import { BRIDGE_CODES } from '@lahap/contract/bridge';
import type { BridgeFailureCode, BridgeResult } from './bridge-types';

/**
 * The host-call protocol of the native shell. The shell injects `window.LahapNative` before
 * the page's scripts run (a Capacitor shell does the same from its plugin):
 *
 *   LahapNative.call(method, argsJson) → Promise<string>
 *
 * `method` is the bridge method name (`getCurrentPosition`, `setBadge`, …), `argsJson` the
 * JSON of its single argument object (`{}` when it takes none), and the answer the JSON of
 * `{code, data?, message?}` with the codes of spec §8.
 */
export interface LahapNativeHost {
  call(method: string, argsJson: string): Promise<string>;
}

interface NativeGlobals {
  LahapNative?: Partial<LahapNativeHost>;
  Capacitor?: { isNativePlatform?: () => boolean };
}

function globals(): NativeGlobals {
  return globalThis as NativeGlobals;
}

/** The injected host object, or null outside the native shell. */
export function nativeHost(): LahapNativeHost | null {
  const host = globals().LahapNative;
  return typeof host?.call === 'function' ? (host as LahapNativeHost) : null;
}

/** True inside a Capacitor shell, even before (or without) the host object. */
export function isCapacitorNative(): boolean {
  try {
    return globals().Capacitor?.isNativePlatform?.() === true;
  } catch {
    return false;
  }
}

const FAILURE_CODES: ReadonlySet<number> = new Set(
  Object.values(BRIDGE_CODES).filter((code) => code !== BRIDGE_CODES.ok),
);

function failure(code: BridgeFailureCode, message: string): BridgeResult<never> {
  return { code, message };
}

/** Calls the host and normalises whatever it answers; never rejects. */
export async function callHost<T>(
  host: LahapNativeHost,
  method: string,
  args: object,
): Promise<BridgeResult<T>> {
  let raw: string;
  try {
    raw = await host.call(method, JSON.stringify(args));
  } catch (error) {
    return failure(BRIDGE_CODES.generic, error instanceof Error ? error.message : String(error));
  }
  let answer: { code?: unknown; data?: unknown; message?: unknown };
  try {
    answer = JSON.parse(raw) as typeof answer;
  } catch {
    return failure(BRIDGE_CODES.generic, `Unreadable answer to ${method}`);
  }
  if (answer.code === BRIDGE_CODES.ok) return { code: 0, data: (answer.data ?? null) as T };
  const code =
    typeof answer.code === 'number' && FAILURE_CODES.has(answer.code) ? answer.code : BRIDGE_CODES.generic;
  const message = typeof answer.message === 'string' && answer.message ? answer.message : `${method} failed`;
  return failure(code as BridgeFailureCode, message);
}

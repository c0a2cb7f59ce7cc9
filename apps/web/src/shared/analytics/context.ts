import {
  ANALYTICS_PLATFORM_TYPE,
  type AnalyticsContext,
  type HostEnvironment,
} from '@lahap/contract/analytics/context';
import { WEB_CLIENT_VERSION } from '@lahap/contract/constants';
import { getChannelId, getSourceTag } from '../channel/channel';
import { getDeviceId } from '../device/device-id';
import { hostEnvironment } from '../device/host-environment';
import { getSessionId } from '../device/session-id';
import { getLocale } from '../i18n/i18n';
import type { TrackedCall } from './track';

// The limits of analyticsContextSchema, whose zod module stays out of the bundle: one field too
// long and the server refuses the whole batch.
const ID_MAX = 64;
const TEXT_MAX = 512;
const URL_MAX = 2048;

/** `value` cut to `max` characters; null when empty. */
function clipped(value: string | null, max: number): string | null {
  return value ? value.slice(0, max) : null;
}

/** What the context takes from the device and the session rather than from the call. */
export interface ContextFacts {
  appSystem: string;
  hostEnvironment: HostEnvironment;
  deviceId: () => string;
  sessionId: () => string;
  channelId: string;
  sourceTag: string;
  language: string;
}

/** The operating system family of a user agent (spec §3 `app_system`). */
export function appSystemOf(userAgent: string): string {
  if (/\b(iPhone|iPad|iPod)\b/.test(userAgent)) return 'ios';
  if (/\bAndroid\b/.test(userAgent)) return 'android';
  if (/\bWindows\b/.test(userAgent)) return 'windows';
  // iPadOS asks for the desktop site as a Mac: its touch screen gives it away only at run time.
  if (/\bMac OS X\b/.test(userAgent)) return 'macos';
  if (/\b(Linux|X11|CrOS)\b/.test(userAgent)) return 'linux';
  return 'other';
}

/** The path of an address, without its host, query or fragment. */
export function pathOf(url: string): string {
  try {
    return new URL(url, 'http://localhost').pathname;
  } catch {
    return '';
  }
}

/** The facts of this device and session now. */
export function currentFacts(): ContextFacts {
  return {
    appSystem: appSystemOf(globalThis.navigator?.userAgent ?? ''),
    hostEnvironment: hostEnvironment(),
    deviceId: getDeviceId,
    sessionId: getSessionId,
    channelId: getChannelId(),
    sourceTag: getSourceTag(),
    language: getLocale(),
  };
}

/**
 * The context an event carries (spec §3). Without consent (UU PDP) it names no one: the ids that
 * could follow a person are null and the address is its path, so only anonymous counts remain;
 * whether someone was logged in is still told.
 */
export function buildContext(call: TrackedCall, facts: ContextFacts): AnalyticsContext {
  const granted = call.consent === 'granted';
  return {
    app_system: facts.appSystem,
    host_environment: facts.hostEnvironment,
    event_page: call.page.slice(0, TEXT_MAX),
    user_id: granted ? call.userId : null,
    login_status: call.loggedIn ? 1 : 0,
    device_id: granted ? facts.deviceId() : null,
    session_id: granted ? facts.sessionId() : null,
    channel_id: clipped(facts.channelId, ID_MAX),
    source_tag: clipped(facts.sourceTag, ID_MAX),
    language: facts.language,
    url: (granted ? call.url : pathOf(call.url)).slice(0, URL_MAX),
    from_page: clipped(call.fromPage, TEXT_MAX),
    from_event_id: granted ? call.fromEventId : null,
    search_id: granted ? call.searchId : null,
    platform_type: ANALYTICS_PLATFORM_TYPE,
    h5_version: WEB_CLIENT_VERSION,
    consent: call.consent,
  };
}

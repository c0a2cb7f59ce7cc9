import { MONITOR_DYNAMIC_IMPORT_REPORT_CAP, MONITOR_STACK_FRAMES_MAX } from '@lahap/contract/constants';
import type { MonitorConfig } from '@lahap/contract/monitoring/schemas';

/** The one noisy text spec §8 caps rather than suppresses. */
export const DYNAMIC_IMPORT_ERROR_TEXT = 'Failed to fetch dynamically imported module';

/** Used when neither the server nor a cached copy gives a config: report nothing. */
export const DISABLED_MONITOR_CONFIG: MonitorConfig = {
  enabled: false,
  sampleRate: 0,
  reportApiErrors: false,
  reportJsErrors: false,
  ignoreErrors: [],
  capped: [],
  stackFramesMax: MONITOR_STACK_FRAMES_MAX,
};

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

function readCaps(value: unknown): MonitorConfig['capped'] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    const { text, max } = (item ?? {}) as { text?: unknown; max?: unknown };
    return typeof text === 'string' && typeof max === 'number' && max >= 0 ? [{ text, max }] : [];
  });
}

/**
 * A monitor config from untrusted JSON (server answer or storage), or null when it is not
 * one. Checked by hand: the contract's zod schema must stay out of the web bundle.
 */
export function parseMonitorConfig(value: unknown): MonitorConfig | null {
  if (typeof value !== 'object' || value === null) return null;
  const raw = value as Partial<Record<keyof MonitorConfig, unknown>>;
  if (typeof raw.enabled !== 'boolean' || typeof raw.sampleRate !== 'number') return null;
  const frames =
    typeof raw.stackFramesMax === 'number' && raw.stackFramesMax > 0
      ? raw.stackFramesMax
      : MONITOR_STACK_FRAMES_MAX;
  return {
    enabled: raw.enabled,
    sampleRate: Math.min(1, Math.max(0, raw.sampleRate)),
    reportApiErrors: raw.reportApiErrors === true,
    reportJsErrors: raw.reportJsErrors === true,
    ignoreErrors: isStringArray(raw.ignoreErrors) ? raw.ignoreErrors : [],
    capped: readCaps(raw.capped),
    // Spec §9 fixes the frame limit; a config may lower it, never raise it.
    stackFramesMax: Math.min(frames, MONITOR_STACK_FRAMES_MAX),
  };
}

/** The caps in force: the config's, plus the spec's dynamic-import cap unless the config sets its own. */
export function effectiveCaps(config: MonitorConfig): MonitorConfig['capped'] {
  const hasDynamicImportCap = config.capped.some((cap) => cap.text === DYNAMIC_IMPORT_ERROR_TEXT);
  return hasDynamicImportCap
    ? config.capped
    : [...config.capped, { text: DYNAMIC_IMPORT_ERROR_TEXT, max: MONITOR_DYNAMIC_IMPORT_REPORT_CAP }];
}

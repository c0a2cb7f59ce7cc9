import { createHash } from 'node:crypto';
import type { MonitorStack } from '@lahap/contract/monitoring/team-schemas';

/**
 * What makes two reports the same error (docs/monitoring.md "Grouping"): where they came from,
 * the error's type, its text with the parts that vary between occurrences taken out, and the
 * top frames of the app's own code (original files and functions when a source map covers them).
 */

/** How many of the app's own frames, from the top, tell two errors apart. */
export const FINGERPRINT_FRAMES = 3;

/** The content hash rolldown puts in a built file's name: `index-B3xk9_aZ.js` → `index.js`. */
const BUILD_HASH = /-[A-Za-z0-9_-]{8}(\.m?js|\.css)\b/g;
const URL_TEXT = /\b[a-z][a-z0-9+.-]*:\/\/[^\s'"<>()]+/gi;
const UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi;
/** Hex runs of 8 or more with a digit among them: ids, hashes, addresses. */
const HEX_ID = /\b(?=[0-9a-f]*\d)[0-9a-f]{8,}\b/gi;
const NUMBER = /\d+/g;

/** An address without its query and fragment, which carry ids and tokens. */
function withoutQuery(url: string): string {
  return url.replace(/[?#].*$/, '');
}

/**
 * An error text with what varies between occurrences of the same error replaced: the query and
 * fragment of addresses, build hashes in file names, uuids and hex ids (`<id>`), numbers (`<n>`),
 * runs of spaces.
 */
export function normaliseMessage(text: string): string {
  return text
    .replace(URL_TEXT, withoutQuery)
    .replace(BUILD_HASH, '$1')
    .replace(UUID, '<id>')
    .replace(HEX_ID, '<id>')
    .replace(NUMBER, '<n>')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A frame as the fingerprint sees it: its file and function, not its line (code moves). */
function frameKey(frame: MonitorStack['frames'][number]): string {
  const file = frame.mapped ? (frame.file ?? '') : normaliseMessage(withoutQuery(frame.file ?? ''));
  return `${file} ${frame.function ?? ''}`;
}

export interface FingerprintInput {
  source: string;
  appId: string | null;
  errorType: string | null;
  title: string;
  msg: string | null;
  /** The event's stack, symbolicated where possible; null without one. */
  stack: MonitorStack | null;
}

/** The top in-app frames' keys that go into the fingerprint. */
export function topFrames(stack: MonitorStack | null): string[] {
  return (stack?.frames ?? [])
    .filter((frame) => frame.inApp)
    .slice(0, FINGERPRINT_FRAMES)
    .map(frameKey);
}

/** The group key of an event: 32 hex digits of the SHA-256 of its parts. */
export function fingerprintOf(input: FingerprintInput): string {
  const text = input.title.trim() || (input.msg ?? '').split('\n')[0] || '';
  const parts = [
    input.source,
    input.appId ?? '',
    input.errorType ?? '',
    normaliseMessage(text),
    ...topFrames(input.stack),
  ];
  return createHash('sha256').update(parts.join('\n')).digest('hex').slice(0, 32);
}

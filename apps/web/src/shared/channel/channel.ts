import { CHANNEL_IDS } from '@lahap/contract/constants';
import { SESSION_KEYS } from '../storage/keys';
import { readString, writeString } from '../storage/storage';

function isChannelId(value: string): boolean {
  return (CHANNEL_IDS as readonly string[]).includes(value);
}

/**
 * Reads `channel_id` and `source_tag` (or `sourceTag`) from a URL query and keeps them for the
 * session (spec §4 "Channel and source"). Ids 1–6 are channels; any other `channel_id` is a
 * source tag, used when the query names no source tag of its own. Values absent from the query
 * leave what the session already holds. A link's `from_page` (the page that sent the visitor
 * here) is kept too: analytics names it as the landing page's `from_page`.
 */
export function captureChannel(search: string = globalThis.location?.search ?? ''): void {
  const query = new URLSearchParams(search);
  const channelParam = query.get('channel_id')?.trim() ?? '';
  const sourceParam = (query.get('source_tag') ?? query.get('sourceTag') ?? '').trim();

  if (channelParam && isChannelId(channelParam)) writeString('session', SESSION_KEYS.channelId, channelParam);
  const sourceTag = sourceParam || (channelParam && !isChannelId(channelParam) ? channelParam : '');
  if (sourceTag) writeString('session', SESSION_KEYS.sourceTag, sourceTag);
  const fromPage = query.get('from_page')?.trim() ?? '';
  if (fromPage) writeString('session', SESSION_KEYS.fromPage, fromPage);
}

/**
 * The channel id a page works with: captures the page's own query for the session first, then
 * answers the query's channel id when it names one ('1'–'6'), else the session's. Store pages
 * read it so: the table-QR block (ids 2–5) and the address card (hidden for 6) depend on it.
 */
export function pageChannelId(search: string): string {
  captureChannel(search);
  const fromQuery = new URLSearchParams(search).get('channel_id')?.trim() ?? '';
  return isChannelId(fromQuery) ? fromQuery : getChannelId();
}

/** The session's channel id ('1'–'6'), or '' when none was given. */
export function getChannelId(): string {
  const stored = readString('session', SESSION_KEYS.channelId) ?? '';
  return isChannelId(stored) ? stored : '';
}

/** The session's source tag, or '' when none was given. */
export function getSourceTag(): string {
  return readString('session', SESSION_KEYS.sourceTag) ?? '';
}

/**
 * True on iOS 15.4 or older (spec §4 flags these). Reads the iOS version of iPhone and iPad
 * user agents, including in-app webviews; an iPad asking for the desktop site reports macOS
 * and is not flagged.
 */
export function isLegacyIos(userAgent: string = globalThis.navigator?.userAgent ?? ''): boolean {
  const match = /\b(?:iPhone|iPad|iPod)\b.*?\bOS (\d+)_(\d+)/.exec(userAgent);
  if (!match) return false;
  const major = Number(match[1]);
  const minor = Number(match[2]);
  return major < 15 || (major === 15 && minor <= 4);
}

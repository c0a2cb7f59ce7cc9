/** Schemes the coverage upload may target (spec §5 "Debug page address check"). */
const ADDRESS_PROTOCOLS = new Set(['http:', 'https:', 'ftp:', 'file:']);

/**
 * True for a valid http, https, ftp or file address. Network schemes need a host; `file:`
 * addresses do not have one. Anything `URL` cannot parse, or another scheme (`javascript:`,
 * `mailto:`), is refused.
 */
export function isDebugAddress(input: string): boolean {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return false;
  }
  if (!ADDRESS_PROTOCOLS.has(url.protocol)) return false;
  return url.protocol === 'file:' || url.hostname !== '';
}

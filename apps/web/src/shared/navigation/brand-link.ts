export type BrandLink = { kind: 'inApp'; to: string } | { kind: 'external'; url: string } | { kind: 'none' };

const IN_APP_MARKER = '/platform/';

/**
 * Where a brand card or banner leads (spec §2 "Brand collection"): a url holding /platform/
 * opens in the app from that point on; any other opens as an external page, with https added
 * when it names no protocol; an empty one does nothing.
 */
export function resolveBrandLink(url: string | null | undefined): BrandLink {
  const trimmed = url?.trim() ?? '';
  if (trimmed === '') return { kind: 'none' };
  const marker = trimmed.indexOf(IN_APP_MARKER);
  if (marker >= 0) return { kind: 'inApp', to: trimmed.slice(marker) };
  if (/^[a-z][a-z\d+.-]*:\/\//i.test(trimmed)) return { kind: 'external', url: trimmed };
  return { kind: 'external', url: `https://${trimmed.replace(/^\/+/, '')}` };
}

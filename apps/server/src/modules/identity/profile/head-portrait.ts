import { OWN_IMAGE_PATH_PREFIX } from '@lahap/contract/identity/schemas';

// A path under our image prefix: plain segments only, no '..', no query or fragment tricks.
const OWN_IMAGE_PATH = new RegExp(
  `^${OWN_IMAGE_PATH_PREFIX.replace(/[/.]/g, '\\$&')}[A-Za-z0-9_-][A-Za-z0-9._-]*(?:/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$`,
);

/**
 * True for an avatar address the client may render: an absolute http(s) URL without
 * credentials, or a path to one of our own uploaded images. Everything else (javascript:,
 * data:, protocol-relative, relative paths) could run or leak something when rendered.
 */
export function isAllowedHeadPortrait(value: string): boolean {
  if (value.startsWith('/')) return OWN_IMAGE_PATH.test(value) && !value.includes('..');
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (
    (url.protocol === 'https:' || url.protocol === 'http:') && url.username === '' && url.password === ''
  );
}

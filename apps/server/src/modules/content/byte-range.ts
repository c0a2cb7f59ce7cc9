import type { ByteRange } from '../../plugins/object-storage.js';

/**
 * What a Range header asks of an object of `size` bytes (RFC 9110 §14): one range of bytes,
 * 'unsatisfiable' (416) when it starts past the end, or null to answer the whole object (no
 * header, another unit, several ranges, or a header that does not parse, which the RFC lets a
 * server ignore).
 */
export function parseByteRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  if (header === undefined) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    // A suffix: the last N bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}

/**
 * Web Storage access that never throws. Storage can be missing (sandboxed iframes throw on
 * the mere property read), full (quota) or read-only (old Safari private mode); callers
 * treat every such case as "nothing stored" and carry on.
 */
export type StorageArea = 'local' | 'session';

function areaOf(area: StorageArea): Storage | null {
  try {
    return area === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return null;
  }
}

/** The stored string, or null when absent or unreadable. */
export function readString(area: StorageArea, key: string): string | null {
  try {
    return areaOf(area)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Stores a string; false when the browser refused. */
export function writeString(area: StorageArea, key: string, value: string): boolean {
  try {
    const storage = areaOf(area);
    if (!storage) return false;
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/** Removes a key; silently does nothing when storage is unavailable. */
export function removeItem(area: StorageArea, key: string): void {
  try {
    areaOf(area)?.removeItem(key);
  } catch {
    // Nothing to undo: an unavailable store holds nothing.
  }
}

/**
 * The parsed JSON value, or null when absent, unreadable or not JSON. The value is not
 * validated: the caller checks its shape before trusting it.
 */
export function readJson(area: StorageArea, key: string): unknown {
  const raw = readString(area, key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

/** Stores a value as JSON; false when it cannot be serialised or the browser refused. */
export function writeJson(area: StorageArea, key: string, value: unknown): boolean {
  let raw: string | undefined;
  try {
    raw = JSON.stringify(value);
  } catch {
    return false;
  }
  return raw === undefined ? false : writeString(area, key, raw);
}

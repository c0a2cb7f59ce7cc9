import { afterEach, describe, expect, it, vi } from 'vitest';
import { readJson, readString, removeItem, writeJson, writeString } from './storage';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** A Storage whose every method throws what `makeError` builds. */
function failingStorage(makeError: () => Error): Storage {
  const fail = () => {
    throw makeError();
  };
  return { length: 0, clear: fail, getItem: fail, key: fail, removeItem: fail, setItem: fail };
}

describe('storage', () => {
  it('round-trips strings and JSON', () => {
    expect(writeString('local', 'k', 'v')).toBe(true);
    expect(readString('local', 'k')).toBe('v');
    expect(writeJson('session', 'j', { a: [1] })).toBe(true);
    expect(readJson('session', 'j')).toEqual({ a: [1] });
    removeItem('local', 'k');
    expect(readString('local', 'k')).toBeNull();
  });

  it('answers null for absent keys and values that are not JSON', () => {
    expect(readJson('local', 'missing')).toBeNull();
    localStorage.setItem('broken', '{not json');
    expect(readJson('local', 'broken')).toBeNull();
  });

  it('never throws when the browser refuses to write (quota, private mode)', () => {
    vi.stubGlobal(
      'localStorage',
      failingStorage(() => new DOMException('full', 'QuotaExceededError')),
    );
    expect(writeString('local', 'k', 'v')).toBe(false);
    expect(writeJson('local', 'k', { a: 1 })).toBe(false);
  });

  it('never throws when reading or removing fails', () => {
    vi.stubGlobal(
      'sessionStorage',
      failingStorage(() => new Error('denied')),
    );
    expect(readString('session', 'k')).toBeNull();
    expect(readJson('session', 'k')).toBeNull();
    expect(() => removeItem('session', 'k')).not.toThrow();
  });

  it('never throws when storage itself is inaccessible (sandboxed frame)', () => {
    const original = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
    try {
      expect(readString('local', 'k')).toBeNull();
      expect(writeString('local', 'k', 'v')).toBe(false);
      expect(() => removeItem('local', 'k')).not.toThrow();
    } finally {
      if (original) Object.defineProperty(globalThis, 'localStorage', original);
    }
  });

  it('refuses values JSON cannot hold', () => {
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(writeJson('local', 'c', circular)).toBe(false);
    expect(writeJson('local', 'u', undefined)).toBe(false);
  });
});

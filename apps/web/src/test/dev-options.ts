import { afterEach, beforeEach } from 'vitest';
import { reloadDevOptions } from '@/shared/dev-options/dev-options-store';
import { LOCAL_KEYS } from '@/shared/storage/keys';

/** Developer options switched on, as five taps on an allowed device leave them. */
export function enableDevOptions(): void {
  localStorage.setItem(LOCAL_KEYS.devOptions, '1');
  reloadDevOptions();
}

/**
 * Every test of the file starts with developer options off and nothing stored, and `mocks`
 * (the API client's, the toast's) are reset after it: the options are read once into a store
 * that outlives a test.
 */
export function startEachTestWithDevOptionsOff(...mocks: readonly { mockReset(): unknown }[]): void {
  beforeEach(() => reloadDevOptions());
  afterEach(() => {
    for (const mock of mocks) mock.mockReset();
    localStorage.clear();
    reloadDevOptions();
  });
}

import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, errorMessage } from './error-messages.js';
import { CATALOGUED_CODES, ERROR_CODES, errorClassOf } from './errors.js';
import { LOCALES } from './locale.js';

describe('errorClassOf', () => {
  it.each([
    ['0310204', 'refresh'],
    ['0310205', 'relogin'],
    ['0310206', 'relogin'],
    ['0310202', 'illegalToken'],
    ['0310218', 'frozen'],
    ['9000002', 'claimNotCollected'],
    ['3800021', 'storePage'],
    ['6410092', 'storePage'],
    ['6410012', 'storePage'],
    ['429', 'rateLimit'],
    [429, 'rateLimit'],
    ['0310203', 'known'],
    ['0310207', 'known'],
    ['0310212', 'known'],
    ['0310214', 'known'],
    ['0310216', 'known'],
    ['9200102', 'known'],
    ['9200107', 'known'],
    ['9200112', 'known'],
    ['10000005', 'known'],
    ['10000009', 'known'],
    ['100000030', 'known'],
    ['1000500', 'unexpected'],
  ])('%s is %s', (code, cls) => {
    expect(errorClassOf(code)).toBe(cls);
  });

  it('treats codes outside the catalogue and the spec ranges as unexpected', () => {
    expect(errorClassOf('0310213')).toBe('unexpected');
    expect(errorClassOf('0310217')).toBe('unexpected');
    expect(errorClassOf('9200113')).toBe('unexpected');
    expect(errorClassOf(undefined)).toBe('unexpected');
  });

  it('catalogues every code exactly once', () => {
    expect(new Set(CATALOGUED_CODES).size).toBe(CATALOGUED_CODES.length);
    for (const code of Object.values(ERROR_CODES)) expect(CATALOGUED_CODES).toContain(code);
  });
});

describe('errorMessage', () => {
  it('has every message in every language', () => {
    for (const messages of Object.values(ERROR_MESSAGES)) {
      for (const locale of LOCALES) expect(messages[locale]).toBeTruthy();
    }
  });
  it('uses the spec texts on the store page', () => {
    expect(errorMessage('6410092', 'en-US')).toBe('Invalid link. Store not found.');
    expect(errorMessage('3800021', 'en-US')).toBe('QR code not linked, cannot be used');
  });
  it('falls back to the generic failure for unknown codes', () => {
    expect(errorMessage('nope', 'en-US')).toBe('Network anomaly, please try again');
  });
});

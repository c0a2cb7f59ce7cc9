import { describe, expect, it } from 'vitest';
import { isDebugAddress } from './dev-address';

describe('isDebugAddress', () => {
  it.each([
    'http://localhost:8080/coverage',
    'https://coverage.example.com/upload?run=1',
    'ftp://files.example.com/coverage.json',
    'file:///tmp/coverage.json',
    '  https://example.com  ',
  ])('accepts %s', (address) => {
    expect(isDebugAddress(address)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'mailto:dev@example.com',
    'hello',
    '',
    'http://',
    'data:text/plain,hi',
    '//example.com',
  ])('refuses %j', (address) => {
    expect(isDebugAddress(address)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { CLIENT_META_NAME, parseClientBootConfig } from './client-config.js';

describe('parseClientBootConfig', () => {
  it('reads a filled meta tag', () => {
    expect(parseClientBootConfig('{"appKey":"lahap-web","appSecret":"s","demo":true}')).toEqual({
      appKey: 'lahap-web',
      appSecret: 's',
      demo: true,
    });
  });
  it('answers null for the placeholder, garbage and missing content', () => {
    expect(parseClientBootConfig('{}')).toBeNull();
    expect(parseClientBootConfig('{not json')).toBeNull();
    expect(parseClientBootConfig('{"appKey":"","appSecret":"s","demo":true}')).toBeNull();
    expect(parseClientBootConfig(null)).toBeNull();
    expect(parseClientBootConfig(undefined)).toBeNull();
  });
  it('names the tag once', () => {
    expect(CLIENT_META_NAME).toBe('lahap-client');
  });
});

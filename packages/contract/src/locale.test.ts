import { describe, expect, it } from 'vitest';
import { languageLabel, pickText, toLocale } from './locale.js';

describe('languageLabel', () => {
  it.each([
    ['id-ID', 'Indonesian'],
    ['in_ID', 'Indonesian'],
    ['en-US', 'English'],
    ['en-GB', 'English'],
    ['en-gb', 'English'],
    ['zh-CN', 'Chinese'],
    ['zh-TW', 'Chinese'],
    ['en-AU', 'Chinese'],
    ['ms-MY', 'Chinese'],
    ['fr', 'Chinese'],
  ])('%s → %s', (tag, label) => {
    expect(languageLabel(tag)).toBe(label);
  });
});

describe('toLocale', () => {
  it.each([
    [undefined, 'id-ID'],
    ['', 'id-ID'],
    ['en-US', 'en-US'],
    ['EN-us', 'en-US'],
    ['en-GB', 'en-US'],
    ['en', 'en-US'],
    ['zh', 'zh-CN'],
    ['zh-TW', 'zh-CN'],
    ['id', 'id-ID'],
    ['fr', 'id-ID'],
  ])('%s → %s', (tag, locale) => {
    expect(toLocale(tag)).toBe(locale);
  });
});

describe('pickText', () => {
  it('prefers the locale, then Indonesian, then anything', () => {
    expect(pickText({ 'id-ID': 'Nasi', 'en-US': 'Rice' }, 'en-US')).toBe('Rice');
    expect(pickText({ 'id-ID': 'Nasi' }, 'zh-CN')).toBe('Nasi');
    expect(pickText({ 'zh-CN': '饭' }, 'en-US')).toBe('饭');
    expect(pickText(undefined, 'en-US')).toBe('');
  });
});

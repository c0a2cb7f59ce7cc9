import { beforeEach, describe, expect, it } from 'vitest';
import { captureChannel, getChannelId, getSourceTag, isLegacyIos, pageChannelId } from './channel';

beforeEach(() => sessionStorage.clear());

describe('channel and source tag', () => {
  it.each(['1', '2', '3', '4', '5', '6'])('keeps channel_id=%s as the channel', (id) => {
    captureChannel(`?channel_id=${id}`);
    expect(getChannelId()).toBe(id);
    expect(getSourceTag()).toBe('');
  });

  it('treats any other channel_id as a source tag', () => {
    captureChannel('?channel_id=tiktok');
    expect(getChannelId()).toBe('');
    expect(getSourceTag()).toBe('tiktok');
    sessionStorage.clear();
    captureChannel('?channel_id=7');
    expect(getChannelId()).toBe('');
    expect(getSourceTag()).toBe('7');
  });

  it('prefers an explicit source tag, in either spelling', () => {
    captureChannel('?channel_id=ig&source_tag=poster');
    expect(getSourceTag()).toBe('poster');
    captureChannel('?channel_id=2&sourceTag=table');
    expect(getChannelId()).toBe('2');
    expect(getSourceTag()).toBe('table');
  });

  it('keeps the values for the session when later URLs carry none', () => {
    captureChannel('?channel_id=4&source_tag=qr');
    captureChannel('?storeId=9');
    expect(getChannelId()).toBe('4');
    expect(getSourceTag()).toBe('qr');
  });

  it("keeps the link's from_page for the session, for analytics", () => {
    captureChannel('?storeId=9&from_page=whatsapp_share');
    captureChannel('?storeId=10');
    expect(sessionStorage.getItem('lahap_from_page')).toBe('whatsapp_share');
  });

  it('reads nothing when the query names neither', () => {
    captureChannel('');
    expect(getChannelId()).toBe('');
    expect(getSourceTag()).toBe('');
  });
});

describe('pageChannelId', () => {
  it("answers the query's channel id and keeps it for the session", () => {
    expect(pageChannelId('?storeId=1&channel_id=3')).toBe('3');
    expect(getChannelId()).toBe('3');
    expect(sessionStorage.getItem('lahap_channel_id')).toBe('3');
  });

  it('falls back to the session when the query names no channel', () => {
    captureChannel('?channel_id=5');
    expect(pageChannelId('?storeId=1')).toBe('5');
  });

  it('keeps a value outside 1–6 as the source tag, never as the channel', () => {
    expect(pageChannelId('?storeId=1&channel_id=promo7')).toBe('');
    expect(sessionStorage.getItem('lahap_source_tag')).toBe('promo7');
    expect(sessionStorage.getItem('lahap_channel_id')).toBeNull();
    captureChannel('?channel_id=2');
    expect(pageChannelId('?channel_id=0')).toBe('2');
    expect(getSourceTag()).toBe('0');
  });
});

describe('isLegacyIos', () => {
  const ua = (version: string) =>
    `Mozilla/5.0 (iPhone; CPU iPhone OS ${version} like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148`;

  it.each([
    ['14_8', true],
    ['15_0', true],
    ['15_4', true],
    ['15_4_1', true],
    ['15_5', false],
    ['16_0', false],
    ['17_2_1', false],
  ])('iOS %s → %s', (version, expected) => {
    expect(isLegacyIos(ua(version))).toBe(expected);
  });

  it('does not flag Android or desktop browsers', () => {
    expect(
      isLegacyIos('Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36'),
    ).toBe(false);
    expect(isLegacyIos('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15')).toBe(false);
  });
});

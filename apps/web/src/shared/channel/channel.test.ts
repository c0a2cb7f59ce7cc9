import { beforeEach, describe, expect, it } from 'vitest';
import { captureChannel, getChannelId, getSourceTag, isLegacyIos } from './channel';

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

  it('reads nothing when the query names neither', () => {
    captureChannel('');
    expect(getChannelId()).toBe('');
    expect(getSourceTag()).toBe('');
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

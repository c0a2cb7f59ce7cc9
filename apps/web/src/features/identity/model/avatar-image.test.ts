import { IMAGE_COMPRESSION_TARGET_BYTES, IMAGE_MAX_BYTES } from '@lahap/contract/constants';
import { describe, expect, it } from 'vitest';
import {
  avatarFileProblem,
  compressionFailure,
  compressWithRetries,
  nextCompressionQuality,
} from './avatar-image';
import { cutNickname, nicknameLength } from './nickname';

const MB = 1024 * 1024;
const OVER = IMAGE_COMPRESSION_TARGET_BYTES + 1;

describe('avatar file check', () => {
  it('refuses a GIF with the format text', () => {
    expect(avatarFileProblem({ type: 'image/gif', size: 10 })).toBe('unsupportedFormat');
  });
  it('refuses a 21 MB JPEG with the size text', () => {
    expect(avatarFileProblem({ type: 'image/jpeg', size: 21 * MB })).toBe('sizeExceeded');
  });
  it('accepts PNG and JPEG up to exactly 20 MB', () => {
    expect(avatarFileProblem({ type: 'image/png', size: 1000 })).toBeNull();
    expect(avatarFileProblem({ type: 'image/jpeg', size: IMAGE_MAX_BYTES })).toBeNull();
  });
});

describe('compression quality schedule', () => {
  it('lowers by 0.1 while the result is over 10 MB, down to 0.2', () => {
    expect(nextCompressionQuality(0.6, OVER)).toBe(0.5);
    expect(nextCompressionQuality(0.5, OVER)).toBe(0.4);
    expect(nextCompressionQuality(0.3, OVER)).toBe(0.2);
    expect(nextCompressionQuality(0.2, OVER)).toBeNull();
  });
  it('stops as soon as the result is at most 10 MB', () => {
    expect(nextCompressionQuality(0.6, IMAGE_COMPRESSION_TARGET_BYTES)).toBeNull();
  });
  it('tries 0.6, 0.5, 0.4, 0.3, 0.2 and keeps the last result when nothing gets small enough', async () => {
    const tried: number[] = [];
    const result = await compressWithRetries((quality) => {
      tried.push(quality);
      return Promise.resolve({ size: OVER } as Blob);
    });
    expect(tried).toEqual([0.6, 0.5, 0.4, 0.3, 0.2]);
    expect(result.size).toBe(OVER);
  });
  it('stops at the first result under the target', async () => {
    const tried: number[] = [];
    const small = new Blob(['small']);
    const result = await compressWithRetries((quality) => {
      tried.push(quality);
      return Promise.resolve(quality > 0.45 ? ({ size: OVER } as Blob) : small);
    });
    expect(tried).toEqual([0.6, 0.5, 0.4]);
    expect(result).toBe(small);
  });
});

describe('compression errors', () => {
  it.each([
    ['The first argument must be a File or Blob object.', 'notAnImage'],
    ['The first argument must be an image File or Blob object.', 'notAnImage'],
    ['The current browser does not support image compression.', 'compressUnsupported'],
    ['Failed to read the image with FileReader.', 'readFailed'],
    ['Aborted to read the image with FileReader.', 'readAborted'],
    ['Failed to load the image.', 'loadFailed'],
    ['Aborted to load the image.', 'loadAborted'],
    ['something else', 'compressFailed'],
  ])('%s → %s', (message, failure) => {
    expect(compressionFailure(new Error(message))).toBe(failure);
  });
});

describe('nickname', () => {
  it('cuts to 20 user-perceived characters, an emoji counting once', () => {
    const family = '👨‍👩‍👧';
    const long = `${family.repeat(5)}abcdefghijklmnopq`;
    const cut = cutNickname(long);
    expect(nicknameLength(cut)).toBe(20);
    expect(cut).toBe(`${family.repeat(5)}abcdefghijklmno`);
    expect(cutNickname('Budi')).toBe('Budi');
  });
});

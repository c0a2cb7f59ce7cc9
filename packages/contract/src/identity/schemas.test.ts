import { describe, expect, it } from 'vitest';
import { errorMessage } from '../error-messages.js';
import { errorClassOf } from '../errors.js';
import { REGIONS } from './regions.js';
import { loginBodySchema, sendCodeBodySchema } from './schemas.js';

const envelope = { sessionId: 's', requestId: 'request-1', timestamp: 1 };

describe('identity schemas', () => {
  it('bounds the phone number and requires a known scene', () => {
    expect(sendCodeBodySchema.safeParse({ ...envelope, phoneNo: '0812', scene: 'LOGIN' }).success).toBe(true);
    expect(sendCodeBodySchema.safeParse({ ...envelope, phoneNo: '0812', scene: 'OTHER' }).success).toBe(
      false,
    );
    expect(
      sendCodeBodySchema.safeParse({ ...envelope, phoneNo: '1'.repeat(33), scene: 'LOGIN' }).success,
    ).toBe(false);
  });
  it('takes a six-digit verification code only', () => {
    const body = { ...envelope, phoneNo: '0812', verificationCode: '123456' };
    expect(loginBodySchema.safeParse(body).success).toBe(true);
    expect(loginBodySchema.safeParse({ ...body, verificationCode: '12345' }).success).toBe(false);
    expect(loginBodySchema.safeParse({ ...body, verificationCode: '12345a' }).success).toBe(false);
  });
});

describe('identity codes', () => {
  it('are known and speak the three languages', () => {
    for (const code of ['1001001', '1001002', '1001003', '1001004', '1001005', '1001006']) {
      expect(errorClassOf(code)).toBe('known');
    }
    expect(errorMessage('1001001', 'id-ID')).toBe('Format nomor salah');
    expect(errorMessage('1001001', 'en-US')).toBe('The number format is wrong');
    expect(errorMessage('1001001', 'zh-CN')).toBe('号码格式错误');
  });
});

describe('regions', () => {
  it('offer Indonesia +62 in every language', () => {
    expect(REGIONS[0]).toMatchObject({ countryCode: '62', regionCode: 'ID' });
    expect(Object.values(REGIONS[0]!.names).every(Boolean)).toBe(true);
  });
});

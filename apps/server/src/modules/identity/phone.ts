import { DEFAULT_COUNTRY_CODE } from '@lahap/contract/constants';
import { ERROR_CODES } from '@lahap/contract/errors';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { DomainError } from '../../lib/domain-error.js';

export interface Phone {
  /** Always DEFAULT_COUNTRY_CODE for now. */
  countryCode: string;
  /** E.164 digits without '+', e.g. 6281234567890: how phones are stored and rate-limited. */
  e164: string;
  /** The national significant number, e.g. 81234567890: what the client shows after +62. */
  national: string;
}

// Separators people type; anything else that is not a digit (letters, dots…) is a format error.
const SEPARATORS = /[\s-]/g;
const DIGITS = /^\+?\d{5,17}$/;

/**
 * An Indonesian mobile number as typed (with or without the leading 0, with or without 62),
 * normalised; refuses anything else, including landlines and other countries, with the
 * spec's "number format is wrong" code.
 */
export function parseIndonesianMobile(countryCode: string | undefined, phoneNo: string): Phone {
  const cc = (countryCode ?? DEFAULT_COUNTRY_CODE).trim().replace(/^\+/, '');
  const typed = phoneNo.replace(SEPARATORS, '');
  if (cc !== DEFAULT_COUNTRY_CODE || !DIGITS.test(typed)) throw phoneFormatError();
  const parsed = parsePhoneNumberFromString(typed, 'ID');
  if (
    !parsed ||
    parsed.countryCallingCode !== DEFAULT_COUNTRY_CODE ||
    !parsed.isValid() ||
    parsed.getType() !== 'MOBILE'
  ) {
    throw phoneFormatError();
  }
  return { countryCode: cc, e164: parsed.number.slice(1), national: parsed.nationalNumber };
}

/** The national number of stored E.164 digits (what queryUserInfo answers). */
export function nationalNumberOf(countryCode: string, e164: string): string {
  return e164.startsWith(countryCode) ? e164.slice(countryCode.length) : e164;
}

/** All but the last four digits hidden, for logs. */
export function maskPhone(digits: string): string {
  return digits.length <= 4 ? '****' : `${'*'.repeat(digits.length - 4)}${digits.slice(-4)}`;
}

function phoneFormatError(): DomainError {
  return new DomainError(ERROR_CODES.PHONE_FORMAT_INVALID, 400);
}

/*
 * The phone a one-time code is sent to, as the customer login sheet and the staff console's
 * login take it: digits after the fixed +62 prefix.
 */

/** Indonesian mobile numbers have 9 to 12 digits after the trunk 0; the 0 may be typed or not. */
export const PHONE_MIN_DIGITS = 9;
export const PHONE_MAX_DIGITS = 13;

/** Keeps digits only, cut to the longest possible number, so paste and autofill behave. */
export function cleanPhoneInput(value: string): string {
  return value.replace(/\D/g, '').slice(0, PHONE_MAX_DIGITS);
}

/** Enough digits to be worth asking the server; the server owns the real format check. */
export function isPhoneComplete(value: string): boolean {
  return value.length >= PHONE_MIN_DIGITS;
}

/** The number as written after the +62 prefix: without the trunk 0 people often type. */
export function nationalNumber(phone: string): string {
  return phone.replace(/^0+/, '');
}

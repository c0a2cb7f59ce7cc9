import { REDEEM_CODE_DIGITS } from '@lahap/contract/constants';
import { groupRedeemDigits, parseRedeemCode } from '@lahap/contract/redemption/code';

/** The most digits a typed code has: the kind's digit, an id of up to 18 digits, the one-time part. */
export const TYPED_CODE_MAX_DIGITS = REDEEM_CODE_DIGITS + 19;

/** What the type-code field keeps of an input: digits only, at most TYPED_CODE_MAX_DIGITS. */
export function cleanTypedCode(value: string): string {
  return value.replace(/\D/g, '').slice(0, TYPED_CODE_MAX_DIGITS);
}

/** The digits as the customer's screen shows them, in groups of four. */
export function displayTypedCode(digits: string): string {
  return groupRedeemDigits(digits);
}

/** Whether the digits read as a code worth checking. */
export function isTypedCodeComplete(digits: string): boolean {
  return parseRedeemCode(digits) !== null;
}

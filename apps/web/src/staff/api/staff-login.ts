import { DEFAULT_COUNTRY_CODE } from '@lahap/contract/constants';
import { MERCHANT_ROUTES } from '@lahap/contract/merchant/routes';
import { callStaff } from './staff-client';

/** `POST merchant/staff/login` with the code sendCode texted; 1006001 when the phone is no store's staff. */
export function staffLogin(phoneNo: string, verificationCode: string) {
  return callStaff(MERCHANT_ROUTES.staffLogin, {
    countryCode: DEFAULT_COUNTRY_CODE,
    phoneNo,
    verificationCode,
  });
}

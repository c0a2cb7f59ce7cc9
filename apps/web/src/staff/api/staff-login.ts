import { DEFAULT_COUNTRY_CODE } from '@lahap/contract/constants';
import { REDEMPTION_ROUTES } from '@lahap/contract/redemption/routes';
import { callStaff } from './staff-client';

/** `POST merchant/staff/login` with the code sendCode texted; 1006001 when the phone is no store's staff. */
export function staffLogin(phoneNo: string, verificationCode: string) {
  return callStaff(REDEMPTION_ROUTES.staffLogin, {
    countryCode: DEFAULT_COUNTRY_CODE,
    phoneNo,
    verificationCode,
  });
}

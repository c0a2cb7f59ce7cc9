import { OTP_TTL_MS } from '@lahap/contract/constants';
import type { Locale } from '@lahap/contract/locale';

const MINUTES = OTP_TTL_MS / 60_000;

const TEMPLATES: Readonly<Record<Locale, (code: string) => string>> = {
  'id-ID': (code) =>
    `Kode verifikasi Lahap kamu: ${code}. Berlaku ${MINUTES} menit. Jangan berikan kode ini kepada siapa pun.`,
  'en-US': (code) =>
    `Your Lahap verification code: ${code}. Valid for ${MINUTES} minutes. Never share this code.`,
  'zh-CN': (code) => `您的 Lahap 验证码：${code}，${MINUTES} 分钟内有效。请勿将验证码告诉他人。`,
};

/** The SMS text of a one-time code in the requester's language. */
export function otpSmsText(code: string, locale: Locale): string {
  return TEMPLATES[locale](code);
}

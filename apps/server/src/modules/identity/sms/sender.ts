import type { Locale } from '@lahap/contract/locale';

/** A one-time code to deliver by SMS. */
export interface OtpSms {
  /** E.164 digits without '+'. */
  phone: string;
  code: string;
  locale: Locale;
}

/** Delivers one-time codes. `console` is the demo sender; real gateways implement the same. */
export interface SmsSender {
  /** The SMS_PROVIDER value it answers to. */
  readonly name: string;
  send(message: OtpSms): Promise<void>;
}

import { ERROR_CODES } from '@lahap/contract/errors';
import type { AltchaChallenge, SendCodeData } from '@lahap/contract/identity/schemas';
import { useState } from 'react';
import { isApiRequestError } from '@/shared/api-client/api-error';
import type { OneTimeCodeEntryProps } from './one-time-code-entry';
import { cleanPhoneInput, isPhoneComplete } from './phone';
import { solveChallengeToken } from './solve-challenge';
import { useResendCountdown } from './use-resend-countdown';

/** What a login form is waiting for: the code to be sent, the proof of work, the login. */
export type CodeLoginBusy = 'sending' | 'verifying' | 'loggingIn' | null;

/** The calls and words that differ between the customer login sheet and the staff login. */
export interface CodeLoginOptions {
  /** `account/sendCode` for the LOGIN scene; `challengeToken` once the server asked for one. */
  sendCode: (phone: string, challengeToken?: string) => Promise<SendCodeData>;
  /** `account/checkSlider` without a token: the proof of work to solve. */
  fetchChallenge: () => Promise<AltchaChallenge>;
  /** Logs in with the code and does what follows a login; throws when refused. */
  logIn: (phone: string, verificationCode: string) => Promise<void>;
  /** The words for a failed call, shown under the field. */
  failureText: (error: unknown) => string;
  /** Said when the proof of work could not be solved. */
  challengeFailedText: string;
}

/**
 * A login with a texted one-time code, as both apps have it: the phone, then the code. Asking
 * for a code solves the proof of work first when the server wants one (1001002) and asks
 * again with it; the code logs in once all its digits are in. A refusal is shown inline, and a
 * refused code is cleared for the next try. The form around it is the caller's.
 */
export function useCodeLogin({
  sendCode,
  fetchChallenge,
  logIn,
  failureText,
  challengeFailedText,
}: CodeLoginOptions) {
  const [step, setStep] = useState<'phone' | 'code'>('phone');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [demoCode, setDemoCode] = useState<string | null>(null);
  const [resendLeft, setResendLeft] = useResendCountdown();
  const [busy, setBusy] = useState<CodeLoginBusy>(null);
  const [error, setError] = useState<string | null>(null);

  /** Asks for a code; when the server wants proof of a human first, solves it and asks again. */
  const requestCode = async () => {
    if (busy) return;
    setError(null);
    setBusy('sending');
    try {
      let data: SendCodeData;
      try {
        data = await sendCode(phone);
      } catch (caught) {
        if (!isApiRequestError(caught) || caught.code !== ERROR_CODES.CHALLENGE_REQUIRED) throw caught;
        setBusy('verifying');
        const token = await solveChallengeToken(await fetchChallenge());
        if (!token) {
          setError(challengeFailedText);
          return;
        }
        setBusy('sending');
        data = await sendCode(phone, token);
      }
      setDemoCode(data.demoCode ?? null);
      setResendLeft(data.resendAfterSeconds);
      setCode('');
      setStep('code');
    } catch (caught) {
      setError(failureText(caught));
    } finally {
      setBusy(null);
    }
  };

  const submitCode = async (verificationCode: string) => {
    if (busy) return;
    setError(null);
    setBusy('loggingIn');
    try {
      await logIn(phone, verificationCode);
    } catch (caught) {
      setError(failureText(caught));
      setCode('');
    } finally {
      setBusy(null);
    }
  };

  /** The code field's text, kept to digits; typing again clears the last refusal. */
  const typeCode = (typed: string) => {
    setCode(typed.replace(/\D/g, ''));
    if (typed) setError(null);
  };

  return {
    step,
    phone,
    phoneComplete: isPhoneComplete(phone),
    demoCode,
    busy,
    error,
    /** The phone field's text, kept to the digits a number can have. */
    typePhone: (typed: string) => setPhone(cleanPhoneInput(typed)),
    /** The form was sent (Enter or the button) on the phone step. */
    submitPhone: () => {
      if (step === 'phone' && isPhoneComplete(phone)) void requestCode();
    },
    /** Back to the phone step, to correct the number. */
    changePhone: () => {
      setStep('phone');
      setError(null);
    },
    /** The code step's field and resend button (OneTimeCodeEntry's props), wired to this login. */
    codeEntry: {
      value: code,
      error: error !== null,
      onChange: typeCode,
      onFill: (value: string) => void submitCode(value),
      resendLeft,
      resendDisabled: busy !== null,
      resendLoading: busy === 'sending' || busy === 'verifying',
      onResend: () => void requestCode(),
    } satisfies Partial<OneTimeCodeEntryProps>,
  };
}

import { DEFAULT_COUNTRY_CODE, OTP_LENGTH } from '@lahap/contract/constants';
import Button from 'antd-mobile/es/components/button';
import type { ComponentType, ReactNode } from 'react';
import { OneTimeCodeEntry } from './one-time-code-entry';
import { nationalNumber } from './phone';
import { useCodeLogin, type CodeLoginOptions } from './use-code-login';

/** The words of the form; each app keeps them in its own catalogue under these names. */
export type CodeLoginTextKey =
  | 'title'
  | 'subtitle'
  | 'phoneLabel'
  | 'phonePlaceholder'
  | 'getCode'
  | 'sending'
  | 'verifying'
  | 'codeTitle'
  | 'codeSentTo'
  | 'changePhone'
  | 'demoCode'
  | 'demoNote'
  | 'loggingIn'
  | 'resend'
  | 'resendIn';

/** The parts the caller's stylesheet dresses: the sheet and the console's page look their own. */
export type CodeLoginFormPart =
  | 'form'
  | 'title'
  | 'subtitle'
  | 'phoneField'
  | 'prefix'
  | 'phoneInput'
  | 'primary'
  | 'error'
  | 'busy'
  | 'textButton';

/** What the phone field gets: the form keeps the digits, the field only shows and reports them. */
export interface PhoneInputProps {
  className?: string;
  type: 'tel';
  inputMode: 'numeric';
  autoComplete: 'tel-national';
  'aria-label': string;
  placeholder: string;
  value: string;
  /** The field's text as typed. */
  onChange: (typed: string) => void;
  'data-testid': string;
}

/** A plain input as the phone field. */
function NativePhoneInput({ onChange, ...props }: PhoneInputProps) {
  return <input {...props} onChange={(event) => onChange(event.target.value)} />;
}

export interface CodeLoginFormProps {
  /** The calls and failure words of this app's login (see useCodeLogin). */
  login: CodeLoginOptions;
  /** The form's words, by name, with their values filled in. */
  text: (key: CodeLoginTextKey, values?: Record<string, string | number>) => string;
  classes: Partial<Record<CodeLoginFormPart, string>>;
  /** The heading's level: 1 on a page of its own, 2 in a sheet over a page. */
  headingLevel: 1 | 2;
  /** The phone field; a plain input unless given. */
  PhoneInput?: ComponentType<PhoneInputProps>;
  /** Shown above both steps (why the last session ended). */
  notice?: ReactNode;
  /** Shown below both steps (the terms one agrees to). */
  footer?: ReactNode;
}

/**
 * The one-time-code login form of the customer login sheet and the staff console: the phone
 * with the fixed country prefix, then the texted code with its resend countdown, a demo server's
 * code and the proof of work the server may ask for first. Refusals show under the field.
 */
export function CodeLoginForm({
  login: options,
  text,
  classes,
  headingLevel,
  PhoneInput = NativePhoneInput,
  notice,
  footer,
}: CodeLoginFormProps) {
  const login = useCodeLogin(options);
  const { busy, error } = login;
  const Heading = headingLevel === 1 ? 'h1' : 'h2';

  const errorLine = error && (
    <p className={classes.error} role="alert" data-testid="login-error">
      {error}
    </p>
  );

  return (
    <form
      className={classes.form}
      onSubmit={(event) => {
        event.preventDefault();
        login.submitPhone();
      }}
    >
      {notice}
      {login.step === 'phone' ? (
        <>
          <Heading className={classes.title}>{text('title')}</Heading>
          <p className={classes.subtitle}>{text('subtitle')}</p>
          <label className={classes.phoneField}>
            <span className={classes.prefix}>+{DEFAULT_COUNTRY_CODE}</span>
            <PhoneInput
              className={classes.phoneInput}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              aria-label={text('phoneLabel')}
              placeholder={text('phonePlaceholder')}
              value={login.phone}
              onChange={login.typePhone}
              data-testid="login-phone-input"
            />
          </label>
          {errorLine}
          <Button
            type="submit"
            block
            color="primary"
            shape="rounded"
            size="large"
            className={classes.primary}
            disabled={!login.phoneComplete || busy !== null}
            loading={busy !== null}
            loadingText={busy === 'verifying' ? text('verifying') : text('sending')}
            data-testid="login-get-code"
          >
            {text('getCode')}
          </Button>
        </>
      ) : (
        <>
          <Heading className={classes.title}>{text('codeTitle')}</Heading>
          <p className={classes.subtitle}>
            {text('codeSentTo', {
              countryCode: DEFAULT_COUNTRY_CODE,
              phone: nationalNumber(login.phone),
            })}{' '}
            <button
              type="button"
              className={classes.textButton}
              onClick={login.changePhone}
              data-testid="login-change-phone"
            >
              {text('changePhone')}
            </button>
          </p>
          <OneTimeCodeEntry
            testId="login"
            length={OTP_LENGTH}
            {...login.codeEntry}
            demo={
              login.demoCode
                ? { title: text('demoCode', { code: login.demoCode }), note: text('demoNote') }
                : null
            }
            resendText={text('resend')}
            resendInText={(seconds) => text('resendIn', { seconds })}
          >
            {errorLine}
            {busy === 'loggingIn' && (
              <p className={classes.busy} role="status">
                {text('loggingIn')}
              </p>
            )}
          </OneTimeCodeEntry>
        </>
      )}
      {busy === 'verifying' && (
        <p className={classes.busy} role="status" data-testid="login-verifying">
          {text('verifying')}
        </p>
      )}
      {footer}
    </form>
  );
}

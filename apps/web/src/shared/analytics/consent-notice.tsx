import { CONSENT_NOTICE_CLASSES, CONSENT_NOTICE_TEXTS } from '@lahap/contract/first-paint';
import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { useAppLocale } from '../i18n/use-app-locale';
import { chooseConsent } from './consent-choice';
import './consent-notice.css';

/**
 * The first visit's analytics notice (UU PDP): what is recorded, and two equal answers, full
 * analytics or anonymous counts only. It does not block the page; until it is answered, events
 * go as anonymous counts. The server draws the same (its texts and classes come from the
 * contract for that reason) until this one takes its place.
 */
export default function ConsentNotice() {
  const c = CONSENT_NOTICE_CLASSES;
  const texts = CONSENT_NOTICE_TEXTS[useAppLocale()];
  const titleId = useId();
  return (
    <section
      className={`${c.notice} lahap-fixed-frame`}
      aria-labelledby={titleId}
      data-testid="consent-notice"
    >
      <div className={c.card}>
        <h2 id={titleId} className={c.title}>
          {texts.title}
        </h2>
        <p className={c.description}>
          {texts.description}{' '}
          <Link to={paths.privacyPolicy.getHref()} className={c.privacy}>
            {texts.privacy}
          </Link>
        </p>
        <div className={c.actions}>
          <button
            type="button"
            className={c.deny}
            onClick={() => chooseConsent('denied')}
            data-testid="consent-deny"
          >
            {texts.deny}
          </button>
          <button
            type="button"
            className={c.accept}
            onClick={() => chooseConsent('granted')}
            data-testid="consent-accept"
          >
            {texts.accept}
          </button>
        </div>
      </div>
    </section>
  );
}

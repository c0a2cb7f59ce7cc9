import { LegalPage } from './legal-page';

/** /platform/PrivacyPolicy: the privacy policy the login sheet links to. */
export default function PrivacyPolicyPage() {
  return <LegalPage name="privacy" testId="privacy-policy-page" />;
}

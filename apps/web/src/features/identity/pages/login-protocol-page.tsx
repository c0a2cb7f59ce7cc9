import { LegalPage } from './legal-page';

/** /platform/loginProtocol: the terms of service the login sheet links to. */
export default function LoginProtocolPage() {
  return <LegalPage name="terms" testId="login-protocol-page" />;
}

import { useTranslation } from 'react-i18next';
import { paths } from '../config/paths';
import { ButtonLink } from './button-link';
import { LostIllustration } from './illustrations/lost-illustration';
import { StatusView } from './status-view';

/**
 * A page opened without a usable id (spec §5): a parameter error with the way home, rather
 * than an empty page.
 */
export function ParameterErrorView({ testId }: { testId: string }) {
  const { t } = useTranslation('browse');
  return (
    <StatusView
      illustration={LostIllustration}
      title={t('common.parameterError')}
      description={t('common.pageLoadError')}
      role="alert"
      actions={<ButtonLink to={paths.home.getHref()}>{t('actions.backHome', { ns: 'common' })}</ButtonLink>}
      testId={testId}
    />
  );
}

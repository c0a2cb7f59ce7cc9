import { WEB_CLIENT_VERSION } from '@lahap/contract/constants';
import { useTranslation } from 'react-i18next';
import { useDeveloperUnlock } from '@/shared/dev-options/dev-unlock';
import styles from './developer-version-line.module.css';

/** The account tab's version line, which doubles as the developer options switch. */
export function DeveloperVersionLine({ className }: { className?: string }) {
  const { t } = useTranslation('account');
  const onTap = useDeveloperUnlock();
  return (
    <button
      type="button"
      className={`${styles.line} ${className ?? ''}`}
      onClick={onTap}
      data-testid="app-version"
    >
      {t('version', { version: WEB_CLIENT_VERSION })}
    </button>
  );
}

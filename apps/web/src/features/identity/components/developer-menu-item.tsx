import List from 'antd-mobile/es/components/list';
import { ExclamationShieldOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/shared/config/paths';
import { useDevOptionsStore } from '@/shared/dev-options/dev-options-store';

/** The account menu's "Developer options" entry; present only once unlocked. */
export function DeveloperMenuItem({ iconClassName }: { iconClassName?: string }) {
  const { t } = useTranslation('developer');
  const navigate = useNavigate();
  const enabled = useDevOptionsStore((state) => state.enabled);
  if (!enabled) return null;
  return (
    <List.Item
      prefix={<ExclamationShieldOutline className={iconClassName} />}
      onClick={() => void navigate(paths.developerOptions.getHref())}
      data-testid="account-developer-options"
    >
      {t('menuItem')}
    </List.Item>
  );
}

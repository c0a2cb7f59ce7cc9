import { LOCALES, type Locale } from '@lahap/contract/locale';
import ActionSheet from 'antd-mobile/es/components/action-sheet';
import { useTranslation } from 'react-i18next';

export interface LanguageSheetProps {
  visible: boolean;
  current: Locale;
  onChoose: (key: string | number) => void;
  onClose: () => void;
  /** Each language's row is `${testIdPrefix}-${locale}`. */
  testIdPrefix: string;
}

/**
 * The sheet listing each language in its own name, so anyone finds theirs whatever the current
 * one is: the staff console's and the ordering site's, loaded on first open. It lives outside
 * `shared/ui`, and the customer app does not import it, so the build gives it one chunk of its
 * own: in the `ui` chunk it would pull the customer app's entry into the other two pages.
 */
export default function LanguageSheet({
  visible,
  current,
  onChoose,
  onClose,
  testIdPrefix,
}: LanguageSheetProps) {
  const { t } = useTranslation('common');
  return (
    <ActionSheet
      visible={visible}
      extra={t('languagePicker.title')}
      cancelText={t('actions.cancel')}
      actions={LOCALES.map((option) => ({
        key: option,
        text: <span data-testid={`${testIdPrefix}-${option}`}>{t(`languages.${option}`)}</span>,
        bold: option === current,
      }))}
      onAction={(action) => onChoose(action.key)}
      onClose={onClose}
    />
  );
}

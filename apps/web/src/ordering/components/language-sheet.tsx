import { LOCALES, type Locale } from '@lahap/contract/locale';
import ActionSheet from 'antd-mobile/es/components/action-sheet';
import { useTranslation } from 'react-i18next';

export interface LanguageSheetProps {
  visible: boolean;
  current: Locale;
  onChoose: (key: string | number) => void;
  onClose: () => void;
}

/** The sheet listing each language in its own name (fetched on first open, with its animations). */
export default function LanguageSheet({ visible, current, onChoose, onClose }: LanguageSheetProps) {
  const { t } = useTranslation('common');
  return (
    <ActionSheet
      visible={visible}
      extra={t('languagePicker.title')}
      cancelText={t('actions.cancel')}
      actions={LOCALES.map((option) => ({
        key: option,
        text: <span data-testid={`ordering-language-${option}`}>{t(`languages.${option}`)}</span>,
        bold: option === current,
      }))}
      onAction={(action) => onChoose(action.key)}
      onClose={onClose}
    />
  );
}

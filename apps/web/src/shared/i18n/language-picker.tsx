import { LOCALES } from '@lahap/contract/locale';
import ActionSheet from 'antd-mobile/es/components/action-sheet';
import List from 'antd-mobile/es/components/list';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLocale } from './i18n';
import { useLanguageChoice } from './use-language-choice';

/**
 * The account tab's language row: shows the current language and opens a sheet listing each
 * language in its own name, so anyone can find theirs whatever the current one is.
 */
export function LanguagePickerItem({ prefix }: { prefix?: ReactNode }) {
  const { t } = useTranslation();
  const { locale, open, show, hide, choose } = useLanguageChoice(changeLocale);

  return (
    <>
      <List.Item
        prefix={prefix}
        extra={t(`languages.${locale}`)}
        onClick={show}
        data-testid="language-picker"
      >
        {t('languagePicker.label')}
      </List.Item>
      <ActionSheet
        visible={open}
        extra={t('languagePicker.title')}
        cancelText={t('actions.cancel')}
        actions={LOCALES.map((option) => ({
          key: option,
          text: <span data-testid={`language-option-${option}`}>{t(`languages.${option}`)}</span>,
          bold: option === locale,
        }))}
        onAction={(action) => choose(action.key)}
        onClose={hide}
      />
    </>
  );
}

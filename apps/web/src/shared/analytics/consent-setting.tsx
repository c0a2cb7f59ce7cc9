import type { AnalyticsConsent } from '@lahap/contract/analytics/context';
import ActionSheet from 'antd-mobile/es/components/action-sheet';
import List from 'antd-mobile/es/components/list';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../ui/toast';
import { selectConsent, useConsentStore } from './consent';
import { chooseConsent } from './consent-choice';

const CHOICES: readonly AnalyticsConsent[] = ['granted', 'denied'];

function isConsent(key: string | number): key is AnalyticsConsent {
  return (CHOICES as readonly (string | number)[]).includes(key);
}

/**
 * The account's "Analytics" row: what events are sent under now (no answer yet counts as
 * anonymous), and a sheet to change it at any time.
 */
export function ConsentSettingItem({ prefix }: { prefix?: ReactNode }) {
  const { t } = useTranslation('analytics');
  const consent = useConsentStore(selectConsent);
  const [open, setOpen] = useState(false);

  const choose = (key: string | number) => {
    setOpen(false);
    if (!isConsent(key)) return;
    chooseConsent(key);
    showToast(t('setting.saved'));
  };

  return (
    <>
      <List.Item
        prefix={prefix}
        extra={<span data-testid="consent-setting-value">{t(`setting.${consent}`)}</span>}
        onClick={() => setOpen(true)}
        data-testid="consent-setting"
      >
        {t('setting.label')}
      </List.Item>
      <ActionSheet
        visible={open}
        extra={
          <>
            <strong>{t('setting.title')}</strong>
            <br />
            {t('setting.description')}
          </>
        }
        cancelText={t('actions.cancel', { ns: 'common' })}
        actions={CHOICES.map((choice) => ({
          key: choice,
          text: (
            <span data-testid={`consent-option-${choice}`}>
              {t(choice === 'granted' ? 'setting.accept' : 'setting.deny')}
            </span>
          ),
          bold: choice === consent,
        }))}
        onAction={(action) => choose(action.key)}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

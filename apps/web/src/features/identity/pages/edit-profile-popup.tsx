import Button from 'antd-mobile/es/components/button';
import Popup from 'antd-mobile/es/components/popup';
import { LeftOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserInfo } from '../api/query-user-info';
import { EditProfileForm } from './edit-profile-form';
import styles from './edit-profile-popup.module.css';

export interface EditProfilePopupProps {
  /** Called once the popup has closed, by save, skip or back (spec §4). */
  onClose: () => void;
}

/** The first-login profile popup: the edit form full screen, with Skip beside Save. */
export function EditProfilePopup({ onClose }: EditProfilePopupProps) {
  const { t } = useTranslation('account');
  const [visible, setVisible] = useState(true);
  const { data: user } = useUserInfo();
  const close = () => setVisible(false);

  return (
    <Popup
      visible={visible && user !== undefined}
      position="bottom"
      bodyClassName={styles.popup}
      afterClose={onClose}
      destroyOnClose
    >
      <div data-testid="first-login-popup">
        <header className={styles.header}>
          <button
            type="button"
            className={styles.back}
            aria-label={t('editProfile.cropper.back')}
            onClick={close}
            data-testid="first-login-back"
          >
            <LeftOutline />
          </button>
          <h2 className={styles.title}>{t('editProfile.firstLoginTitle')}</h2>
          <span className={styles.side} aria-hidden="true" />
        </header>
        {user && (
          <EditProfileForm
            user={user}
            onSaved={close}
            secondaryAction={
              <Button shape="rounded" size="large" onClick={close} data-testid="first-login-skip">
                {t('editProfile.skip')}
              </Button>
            }
          />
        )}
      </div>
    </Popup>
  );
}

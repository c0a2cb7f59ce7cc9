import { DEFAULT_COUNTRY_CODE, NICKNAME_MAX_LENGTH } from '@lahap/contract/constants';
import type { UserInfo } from '@lahap/contract/identity/schemas';
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiRequestError } from '@/shared/api-client/api-error';
import { showToast } from '@/shared/ui/toast';
import { useEditUserInfo } from '../api/edit-user-info';
import { AvatarField } from '../components/avatar-field';
import { cutNickname, nicknameLength } from '../model/nickname';
import styles from './edit-profile-form.module.css';

export interface EditProfileFormProps {
  user: UserInfo;
  /** Called after a successful save. */
  onSaved: () => void;
  /** Shown before Save, e.g. the first-login popup's Skip. */
  secondaryAction?: ReactNode;
}

/**
 * The profile form of spec §2/§5, shared by the edit page and the first-login popup: avatar,
 * the read-only phone behind its +62 prefix, and the required nickname.
 */
export function EditProfileForm({ user, onSaved, secondaryAction }: EditProfileFormProps) {
  const { t } = useTranslation('account');
  const nicknameId = useId();
  const [nickname, setNickname] = useState(() => cutNickname(user.userName));
  const [touched, setTouched] = useState(false);
  const [avatar, setAvatar] = useState(user.headPortrait);
  const [avatarBusy, setAvatarBusy] = useState(false);
  const edit = useEditUserInfo();

  const trimmed = nickname.trim();
  const missing = trimmed === '';

  const save = async () => {
    if (missing || edit.isPending) return;
    try {
      await edit.mutateAsync({
        userName: trimmed,
        // Sent only when changed: absent keeps the stored avatar.
        headPortrait: avatar === user.headPortrait ? undefined : avatar,
      });
      showToast(t('editProfile.saved'));
      onSaved();
    } catch (error) {
      // Spec §8: the server's message, else our own text.
      const serverMessage = isApiRequestError(error) && error.kind === 'server' ? error.message : '';
      showToast(serverMessage || t('editProfile.editFailed'));
    }
  };

  return (
    <form
      className={styles.form}
      data-testid="edit-profile-form"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <AvatarField value={avatar} onChange={setAvatar} onBusyChange={setAvatarBusy} />
      <div className={styles.fields}>
        <div className={styles.field}>
          <span className={styles.label}>{t('editProfile.phoneLabel')}</span>
          <span className={`${styles.row} ${styles.readOnly}`} data-testid="edit-profile-phone">
            <span className={styles.prefix}>+{user.countryCode || DEFAULT_COUNTRY_CODE}</span>
            <span>{user.phoneNo}</span>
          </span>
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={nicknameId}>
            {t('editProfile.nicknameLabel')}
          </label>
          <span className={styles.row}>
            <Input
              id={nicknameId}
              value={nickname}
              placeholder={t('editProfile.nicknamePlaceholder')}
              onChange={(value) => setNickname(cutNickname(value))}
              onBlur={() => setTouched(true)}
              clearable
              aria-required="true"
              aria-invalid={touched && missing}
              data-testid="edit-profile-nickname"
            />
            <span className={styles.count} aria-hidden="true">
              {nicknameLength(nickname)}/{NICKNAME_MAX_LENGTH}
            </span>
          </span>
          {touched && missing && (
            // Spec §5: the required message is the placeholder text itself.
            <p className={styles.error} role="alert" data-testid="edit-profile-nickname-error">
              {t('editProfile.nicknamePlaceholder')}
            </p>
          )}
        </div>
      </div>
      <div className={styles.actions}>
        {secondaryAction}
        <Button
          type="submit"
          color="primary"
          shape="rounded"
          size="large"
          disabled={missing || avatarBusy}
          loading={edit.isPending}
          data-testid="edit-profile-save"
        >
          {t('editProfile.save')}
        </Button>
      </div>
    </form>
  );
}

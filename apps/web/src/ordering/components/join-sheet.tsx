import { TABLE_DISPLAY_NAME_MAX } from '@lahap/contract/constants';
import Button from 'antd-mobile/es/components/button';
import Popup from 'antd-mobile/es/components/popup';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import sheetStyles from '@/shared/ui/bottom-sheet.module.css';
import { SheetHeader } from './sheet-header';
import styles from './sheet.module.css';

export interface JoinSheetProps {
  open: boolean;
  tableName: string;
  /** The name last given on this phone. */
  defaultName: string;
  joining: boolean;
  /** Why the last try failed, if it did. */
  error: string | null;
  /** With the name typed, or none to let the server name the guest ("Tamu 1"). */
  onJoin: (displayName?: string) => void;
  onClose: () => void;
}

/** Joining the table: an optional name the table mates see, or skip it. */
export function JoinSheet({ open, tableName, defaultName, joining, error, onJoin, onClose }: JoinSheetProps) {
  const { t } = useTranslation('ordering');
  const titleId = useId();
  const inputId = useId();
  const [name, setName] = useState(defaultName);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onJoin(name.trim() || undefined);
  };

  return (
    <Popup visible={open} onMaskClick={onClose} onClose={onClose} bodyClassName={sheetStyles.sheet}>
      <form aria-labelledby={titleId} onSubmit={submit} data-testid="ordering-join-sheet">
        <SheetHeader titleId={titleId} title={t('join.title', { table: tableName })} onClose={onClose} />
        <div className={styles.body}>
          <p className={styles.lead}>{t('join.description')}</p>
          <label className={styles.field} htmlFor={inputId}>
            {t('join.nameLabel')}
            <input
              id={inputId}
              className={styles.input}
              value={name}
              maxLength={TABLE_DISPLAY_NAME_MAX}
              placeholder={t('join.namePlaceholder')}
              autoComplete="nickname"
              onChange={(event) => setName(event.target.value)}
              data-testid="ordering-join-name"
            />
          </label>
          {error && (
            <p className={styles.error} role="alert">
              {error}
            </p>
          )}
          <div className={styles.actions}>
            <Button
              type="submit"
              color="primary"
              shape="rounded"
              block
              loading={joining}
              data-testid="ordering-join"
            >
              {t('join.join')}
            </Button>
            <Button
              type="button"
              fill="none"
              shape="rounded"
              block
              disabled={joining}
              onClick={() => onJoin(undefined)}
              data-testid="ordering-join-skip"
            >
              {t('join.skip')}
            </Button>
          </div>
        </div>
      </form>
    </Popup>
  );
}

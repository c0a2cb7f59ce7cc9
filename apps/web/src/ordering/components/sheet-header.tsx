import { useTranslation } from 'react-i18next';
import sheetStyles from '@/shared/ui/bottom-sheet.module.css';
import iconButtonStyles from '@/shared/ui/icon-button.module.css';
import { CloseIcon } from '@/shared/ui/icons';

/** A sheet's sticky title and its close button. */
export function SheetHeader({
  titleId,
  title,
  onClose,
}: {
  titleId: string;
  title: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('common');
  return (
    <div className={sheetStyles.header}>
      <h2 id={titleId} className={sheetStyles.title}>
        {title}
      </h2>
      <button
        type="button"
        className={`${iconButtonStyles.iconButton} ${sheetStyles.close}`}
        aria-label={t('actions.close')}
        onClick={onClose}
      >
        <CloseIcon />
      </button>
    </div>
  );
}

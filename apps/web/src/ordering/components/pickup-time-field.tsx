import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { storeClock, type PickupChoice } from '../model/pickup-times';
import sheet from './sheet.module.css';
import styles from './checkout.module.css';

/**
 * The pickup time: a list of the slots the store takes, today's then tomorrow's. Closed now, it
 * says so above its next opening's slots; with none in the next day, it says that instead.
 */
export function PickupTimeField({
  choice,
  value,
  onChange,
}: {
  choice: PickupChoice;
  value: number | null;
  onChange: (slot: number) => void;
}) {
  const { t } = useTranslation('ordering');
  const fieldId = useId();
  const noteId = useId();
  const dayText = (day: 'today' | 'tomorrow') => t(`checkout.${day}`);

  if (choice.days.length === 0) {
    return (
      <p className={styles.warning} role="alert" data-testid="ordering-no-slots">
        {t('checkout.noSlots')}
      </p>
    );
  }
  return (
    <div className={sheet.field}>
      <label htmlFor={fieldId}>{t('checkout.pickupTime')}</label>
      {!choice.openNow && (
        <p id={noteId} className={styles.warning} data-testid="ordering-closed-now">
          {t('checkout.closedNow')}
        </p>
      )}
      <select
        id={fieldId}
        className={sheet.input}
        value={value ?? ''}
        aria-describedby={choice.openNow ? undefined : noteId}
        onChange={(event) => onChange(Number(event.target.value))}
        data-testid="ordering-pickup-time"
      >
        {choice.days.map(({ day, slots }) => (
          <optgroup key={day} label={dayText(day)}>
            {slots.map((slot) => (
              <option key={slot} value={slot}>
                {t('checkout.slot', { day: dayText(day), time: storeClock(slot) })}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </div>
  );
}

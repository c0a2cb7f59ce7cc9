import { pickText } from '@lahap/contract/locale';
import type { CartLine, KitchenRound } from '@lahap/contract/ordering/schemas';
import Button from 'antd-mobile/es/components/button';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppLocale } from '@/shared/i18n/use-app-locale';
import { formatClock, nextRoundStep, type RoundStep } from '../model/kitchen-rounds';
import { useMoveRound } from '../model/use-kitchen-actions';
import { KitchenCardHead } from './kitchen-card-head';
import styles from './round-card.module.css';

/** The step button's colour: each step its own, so a glance tells the kitchen what a tap does. */
const STEP_COLOR: Record<RoundStep, 'primary' | 'warning' | 'success'> = {
  ACCEPTED: 'primary',
  READY: 'warning',
  SERVED: 'success',
};

function LineRow({ line, onEdit }: { line: CartLine; onEdit?: (line: CartLine) => void }) {
  const { t } = useTranslation('staff');
  const locale = useAppLocale();
  const name = pickText(line.name, locale);
  return (
    <li className={styles.line} data-testid="kitchen-line">
      <span className={styles.quantity} data-testid="kitchen-line-quantity">
        {t('kitchen.quantity', { count: line.quantity })}
      </span>
      <div className={styles.lineText}>
        <strong className={styles.dish} data-testid="kitchen-line-name">
          {name}
        </strong>
        {line.note && <span className={styles.note}>{t('kitchen.note', { note: line.note })}</span>}
        <span className={styles.who}>
          {line.participantId === null
            ? t('kitchen.byStaff')
            : t('kitchen.orderedBy', { name: line.displayName })}
        </span>
      </div>
      {onEdit && (
        <button
          type="button"
          className={styles.edit}
          onClick={() => onEdit(line)}
          aria-label={t('kitchen.fix.changeLabel', { dish: name })}
          data-testid="kitchen-line-edit"
        >
          {t('kitchen.fix.change')}
        </button>
      )}
    </li>
  );
}

/**
 * One round as the kitchen works it: its table and number, when it was sent, each line (dish,
 * quantity, note, who ordered) and one big button for its next step. `onEditLine` adds a
 * "Change" button to each line (a table's screen, where the bill can be corrected).
 */
export function RoundCard({
  round,
  showTable = true,
  onEditLine,
}: {
  round: KitchenRound;
  showTable?: boolean;
  onEditLine?: (line: CartLine) => void;
}) {
  const { t } = useTranslation('staff');
  const locale = useAppLocale();
  const titleId = useId();
  const move = useMoveRound();
  const step = nextRoundStep(round.status);
  const title = showTable
    ? t('kitchen.roundOf', { table: pickText(round.tableName, locale), roundNo: round.roundNo })
    : t('kitchen.round', { roundNo: round.roundNo });

  return (
    <article
      className={styles.card}
      aria-labelledby={titleId}
      data-testid="kitchen-round"
      data-round-id={round.roundId}
      data-status={round.status}
    >
      <KitchenCardHead
        titleId={titleId}
        title={title}
        status={round.status}
        statusText={t(`kitchen.status.${round.status}`)}
      />
      <p className={styles.time}>{t('kitchen.sentAt', { time: formatClock(round.sentTime) })}</p>
      <ul className={styles.lines}>
        {round.lines.map((line) => (
          <LineRow key={line.lineId} line={line} onEdit={onEditLine} />
        ))}
      </ul>
      {step && (
        <Button
          className={styles.step}
          color={STEP_COLOR[step]}
          size="large"
          block
          loading={move.isPending}
          disabled={move.isPending}
          aria-label={t(`kitchen.stepLabel.${step}`, { round: title })}
          onClick={() => move.mutate({ roundId: round.roundId, step })}
          data-testid="kitchen-round-step"
        >
          {t(`kitchen.step.${step}`)}
        </Button>
      )}
    </article>
  );
}

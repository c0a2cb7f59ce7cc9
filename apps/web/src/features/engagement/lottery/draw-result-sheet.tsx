import { pickText } from '@lahap/contract/locale';
import type { LotteryDrawData } from '@lahap/contract/lottery/schemas';
import Button from 'antd-mobile/es/components/button';
import Popup from 'antd-mobile/es/components/popup';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/shared/config/paths';
import { formatDateTime } from '@/shared/format/date-time';
import { useAppLocale } from '@/shared/i18n/use-app-locale';
import { ButtonLink } from '@/shared/ui/button-link';
import sheetStyles from '@/shared/ui/bottom-sheet.module.css';
import styles from './lottery.module.css';

export interface DrawResultSheetProps {
  /** The draw just made; null while none is shown. */
  result: LotteryDrawData | null;
  /** When the draw's round ends: it can be checked from then on. */
  revealAt: string;
  onClose: () => void;
}

/** What a draw gave: the prize and a way to My coupons, or "thanks" (and why, when out of stock). */
export function DrawResultSheet({ result, revealAt, onClose }: DrawResultSheetProps) {
  const { t } = useTranslation('lottery');
  const locale = useAppLocale();
  const titleId = useId();
  const prize = result?.prize ?? null;
  const couponsHref = paths.myCouponList.getHref(
    prize?.kind === 'RED_ENVELOPE' ? { tab: 'redEnvelope' } : { tab: 'store' },
  );
  return (
    <Popup
      visible={result !== null}
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName={sheetStyles.sheet}
    >
      {result && (
        <section
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          className={styles.result}
          data-testid="lottery-result"
          data-outcome={prize ? 'prize' : 'thanks'}
        >
          <h2 id={titleId} className={sheetStyles.title}>
            {t('result.title')}
          </h2>
          <p className={styles.resultText} data-testid="lottery-result-text">
            {prize ? t('result.won', { prize: pickText(prize.name, locale) }) : t('result.thanks')}
          </p>
          {result.stockOut && <p className={styles.subtle}>{t('result.stockOut')}</p>}
          <p className={styles.subtle}>
            {t('result.checkLater', { time: formatDateTime(revealAt, locale) })}
          </p>
          <div className={styles.resultActions}>
            {prize && (
              <ButtonLink to={couponsHref} testId="lottery-result-coupons">
                {t('result.toCoupons')}
              </ButtonLink>
            )}
            <Button shape="rounded" block onClick={onClose} data-testid="lottery-result-close">
              {t('result.close')}
            </Button>
          </div>
        </section>
      )}
    </Popup>
  );
}

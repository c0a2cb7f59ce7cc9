import { formatRupiah } from '@lahap/contract/format';
import { BILL_SPLIT_MAX_PARTS } from '@lahap/contract/constants';
import type { BillData } from '@lahap/contract/ordering/schemas';
import type { SharePayMethod } from '@lahap/contract/ordering/states';
import Button from 'antd-mobile/es/components/button';
import Popup from 'antd-mobile/es/components/popup';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import sheetStyles from '@/shared/ui/bottom-sheet.module.css';
import { showToast } from '@/shared/ui/toast';
import {
  BILL_SPLIT_MIN_PARTS,
  PAY_CHOICES,
  choiceBlock,
  defaultParts,
  draftAmount,
  friendsOf,
  linesOf,
  nextEvenIndex,
  splitOf,
  type PayChoice,
} from '../model/bill-split';
import { methodFor, rememberMethod, rememberedMethod } from '../model/share-method';
import { openWallet } from '../model/open-wallet';
import { usePayShare } from '../model/use-pay-share';
import type { TableContext } from '../model/use-table-calls';
import { LinePicker } from './line-picker';
import { PayMethods } from './pay-methods';
import { QuantityStepper } from './quantity-stepper';
import { SheetHeader } from './sheet-header';
import styles from './pay.module.css';
import sheet from './sheet.module.css';
import cartStyles from './cart.module.css';

export interface PaySheetProps {
  /** The way to pay the guest tapped on the bill; null while the sheet is closed. */
  choice: PayChoice | null;
  onClose: () => void;
  bill: BillData;
  context: TableContext;
  me: string;
  /** People at the table: how many parts an even split offers first. */
  people: number;
}

/**
 * Choosing which share to pay and how (QRIS, an e-wallet, the counter), with its amount, then
 * reserving it: QRIS shows its code on the bill, an e-wallet opens its app, the counter its card.
 */
export function PaySheet({ choice, onClose, ...form }: PaySheetProps) {
  const { t } = useTranslation('ordering');
  const titleId = useId();
  return (
    <Popup
      visible={choice !== null}
      onMaskClick={onClose}
      onClose={onClose}
      destroyOnClose
      bodyClassName={sheetStyles.sheet}
    >
      <section aria-labelledby={titleId} data-testid="ordering-pay-sheet">
        <SheetHeader titleId={titleId} title={t('paySheet.title')} onClose={onClose} />
        {choice && <PayForm initial={choice} onDone={onClose} {...form} />}
      </section>
    </Popup>
  );
}

type PayFormProps = Omit<PaySheetProps, 'choice' | 'onClose'> & { initial: PayChoice; onDone: () => void };

function PayForm({ initial, onDone, bill, context, me, people }: PayFormProps) {
  const { t } = useTranslation('ordering');
  const { pay, paying } = usePayShare(context);
  const friends = friendsOf(bill, me);
  const [choice, setChoice] = useState<PayChoice>(initial);
  const [parts, setParts] = useState(bill.evenParts ?? defaultParts(people));
  const [chosenMethod, setChosenMethod] = useState<SharePayMethod>(() =>
    rememberedMethod(context.seat.tableSessionId),
  );
  const [friend, setFriend] = useState<string | null>(friends[0]?.participantId ?? null);
  // Who the ITEMS lines are picked for, and which of theirs: all that are free, to start with.
  const owner = choice === 'FRIEND' ? friend : me;
  const ownerLines = owner === null ? [] : linesOf(bill, owner);
  const [unpicked, setUnpicked] = useState<ReadonlySet<string>>(new Set());
  const picked = new Set(
    ownerLines
      .filter(({ line, heldBy }) => heldBy === null && !unpicked.has(line.lineId))
      .map(({ line }) => line.lineId),
  );
  // A table's even split is fixed once someone took a part (1007011 for another count).
  const evenParts = bill.evenParts ?? parts;
  const draft = { choice, parts: evenParts, lineIds: [...picked] };
  const block = choiceBlock(bill, choice);
  const amount = block === null ? draftAmount(bill, draft) : null;
  const split = splitOf(draft);
  // Over QRIS's cap the counter is what is offered (1004012 otherwise).
  const method = methodFor(chosenMethod, amount);
  const chooseMethod = (next: SharePayMethod) => {
    setChosenMethod(next);
    rememberMethod(context.seat.tableSessionId, next);
  };

  const toggle = (lineId: string, on: boolean) =>
    setUnpicked((before) => {
      const next = new Set(before);
      if (on) next.delete(lineId);
      else next.add(lineId);
      return next;
    });

  const confirm = async () => {
    if (!split || amount === null) return;
    const share = await pay({ billId: bill.billId, split, payMethod: method });
    if (!share) return;
    if (share.payMethod === 'COUNTER') showToast(t('paySheet.reserved'));
    // The e-wallet (or the sandbox bank) sends the guest back to the table's page.
    else if (share.redirectUrl) openWallet(share.redirectUrl);
    onDone();
  };

  return (
    <div className={sheet.body}>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('paySheet.how')}</legend>
        <div className={styles.options}>
          {PAY_CHOICES.map((each) => {
            const blocked = each === choice ? null : choiceBlock(bill, each);
            return (
              <label key={each} className={styles.option}>
                <input
                  type="radio"
                  name="ordering-pay-choice"
                  value={each}
                  checked={choice === each}
                  disabled={paying || blocked !== null}
                  onChange={() => setChoice(each)}
                  data-testid={`ordering-choice-${each}`}
                />
                <span className={styles.optionText}>
                  {t(`bill.pay.${each}`)}
                  {blocked && (
                    <span className={styles.optionMeta}>{t(`paySheet.blockedShort.${blocked}`)}</span>
                  )}
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>

      {block !== null ? (
        <p className={styles.note} role="note" data-testid="ordering-choice-blocked">
          {t(`paySheet.blocked.${block}`)}
        </p>
      ) : choice === 'ALL' ? (
        <p className={styles.detail}>{t('paySheet.allNote')}</p>
      ) : choice === 'EVEN' ? (
        <EvenParts bill={bill} parts={evenParts} onParts={setParts} disabled={paying} />
      ) : choice === 'FRIEND' && friends.length === 0 ? (
        <p className={styles.detail}>{t('paySheet.noFriends')}</p>
      ) : (
        <>
          {choice === 'FRIEND' && (
            <fieldset className={styles.fieldset} data-testid="ordering-pay-friends">
              <legend className={styles.legend}>{t('paySheet.friend')}</legend>
              <div className={styles.options}>
                {friends.map((mate) => (
                  <label key={mate.participantId} className={styles.option}>
                    <input
                      type="radio"
                      name="ordering-pay-friend"
                      value={mate.participantId}
                      checked={friend === mate.participantId}
                      disabled={paying}
                      onChange={() => setFriend(mate.participantId)}
                      data-testid={`ordering-friend-${mate.participantId}`}
                    />
                    <span className={styles.optionText}>{mate.displayName}</span>
                  </label>
                ))}
              </div>
            </fieldset>
          )}
          {ownerLines.length === 0 ? (
            <p className={styles.detail}>{t('paySheet.noLines')}</p>
          ) : (
            <LinePicker
              legend={
                choice === 'FRIEND'
                  ? t('paySheet.friendLines', {
                      name: friends.find((mate) => mate.participantId === friend)?.displayName ?? '',
                    })
                  : t('paySheet.myLines')
              }
              lines={ownerLines}
              picked={picked}
              onToggle={toggle}
              me={me}
            />
          )}
        </>
      )}

      <PayMethods value={method} onChange={chooseMethod} amount={amount} disabled={paying} />

      <div className={cartStyles.footer}>
        <div className={styles.amountRow}>
          <span>{t('paySheet.amount')}</span>
          <span data-testid="ordering-pay-amount">{amount === null ? '–' : formatRupiah(amount)}</span>
        </div>
        <Button
          color="primary"
          shape="rounded"
          block
          loading={paying}
          disabled={paying || amount === null || split === null}
          onClick={() => void confirm()}
          data-testid="ordering-pay-confirm"
        >
          {method === 'COUNTER'
            ? t('paySheet.confirm')
            : t('paySheet.confirmWith', { method: t(`method.${method}`) })}
        </Button>
      </div>
    </div>
  );
}

function EvenParts({
  bill,
  parts,
  onParts,
  disabled,
}: {
  bill: BillData;
  parts: number;
  onParts: (parts: number) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation('ordering');
  const index = nextEvenIndex(bill, parts);
  return (
    <div className={styles.stack} data-testid="ordering-even">
      {bill.evenParts === null ? (
        <div className={styles.partRow}>
          <span>{t('paySheet.partsLabel')}</span>
          <QuantityStepper
            value={parts}
            min={BILL_SPLIT_MIN_PARTS}
            max={BILL_SPLIT_MAX_PARTS}
            onChange={onParts}
            disabled={disabled}
            valueLabel={t('paySheet.partsValue')}
            decreaseLabel={t('paySheet.partsDecrease')}
            increaseLabel={t('paySheet.partsIncrease')}
            testId="ordering-parts"
          />
        </div>
      ) : (
        <p className={styles.detail} data-testid="ordering-parts-fixed">
          {t('paySheet.partsFixed', { parts })}
        </p>
      )}
      <p className={styles.detail} data-testid="ordering-your-part">
        {index === null ? t('paySheet.noPartLeft') : t('paySheet.yourPart', { index, parts })}
      </p>
    </div>
  );
}

import type { Coupon, RedPacketActivity } from '@lahap/contract/coupons/schemas';
import { ERROR_CODES } from '@lahap/contract/errors';
import { formatRupiah } from '@lahap/contract/format';
import { pickText } from '@lahap/contract/locale';
import { useQueryClient } from '@tanstack/react-query';
import { CloseOutline } from 'antd-mobile-icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiRequestError } from '@/shared/api-client/api-error';
import { useLoginGateStore } from '@/shared/auth/login-gate';
import { paths } from '@/shared/config/paths';
import { openRedPacket, RED_PACKET_KEY } from '@/shared/coupons/coupon-api';
import { useClaim } from '@/shared/coupons/use-claim';
import { useAppLocale } from '@/shared/i18n/use-app-locale';
import { ModalDialog } from '@/shared/ui/modal-dialog';
import { POPUP_TAP_GUARD_MS } from '../model/home-popups';
import styles from './red-packet.module.css';

type PacketState =
  | { kind: 'sealed' }
  | { kind: 'opening' }
  /** Opened on an earlier visit: its envelopes are being fetched. */
  | { kind: 'loading' }
  | { kind: 'opened'; envelopes: Coupon[] }
  | { kind: 'failed'; message: string; canRetry: boolean };

/** Refusals after which opening again cannot work: the packet is gone or cannot give. */
const FINAL_CODES: readonly string[] = [ERROR_CODES.COUPON_NOT_COLLECTED, ERROR_CODES.ACTIVITY_UNAVAILABLE];

/** The server's message, else the fallback; only a call that got no answer is worth retrying. */
function failureOf(error: unknown, fallback: string): PacketState {
  const server = isApiRequestError(error) && error.kind === 'server' ? error : null;
  return { kind: 'failed', message: server?.message || fallback, canRetry: server === null };
}

export interface RedPacketDialogProps {
  activity: RedPacketActivity;
  visible: boolean;
  /** The packet came up by itself: taps in its first moments were meant for the page. */
  guardTaps: boolean;
  onClose: () => void;
}

/**
 * The red packet (spec §3 "Red packet display"): an envelope with a gold seal, the packet's
 * title and what it holds at most. Opening asks a guest to log in first, then opens it
 * (`claim_award_v2`) and shows each envelope's amount and least order, with the way to the
 * wallet's red envelopes. A refusal shows the server's message with Close.
 */
export default function RedPacketDialog({ activity, visible, guardTaps, onClose }: RedPacketDialogProps) {
  const { t } = useTranslation('home');
  const locale = useAppLocale();
  const queryClient = useQueryClient();
  const loginOpen = useLoginGateStore((state) => state.open);
  const [state, setState] = useState<PacketState>(activity.opened ? { kind: 'loading' } : { kind: 'sealed' });
  const [armed, setArmed] = useState(!guardTaps);
  const title = pickText(activity.title, locale);
  // The picture only when drawn for this language; otherwise the packet is drawn here.
  const image = activity.imageUrl[locale] ?? '';

  useEffect(() => {
    if (armed || !visible) return;
    const timer = setTimeout(() => setArmed(true), POPUP_TAP_GUARD_MS);
    return () => clearTimeout(timer);
  }, [armed, visible]);

  const openFailed = t('redPacket.openFailed');
  const { activityId } = activity;
  const alreadyOpened = state.kind === 'loading';
  useEffect(() => {
    if (!alreadyOpened) return;
    let live = true;
    // Opening again answers the same envelopes: that is how they are read back.
    openRedPacket(activityId).then(
      (envelopes) => live && setState({ kind: 'opened', envelopes }),
      (error: unknown) => live && setState(failureOf(error, openFailed)),
    );
    return () => {
      live = false;
    };
  }, [alreadyOpened, activityId, openFailed]);

  // The wallet and the packet (its key sits under COUPONS_KEY) tell it opened (useClaim makes the
  // coupon answers stale).
  const { claim: open } = useClaim({
    analytics: { coupon_id: activityId, source: 'red_packet' },
    call: () => openRedPacket(activityId),
    scene: 'redPacket',
    toastOnClaimed: false,
    onStart: () => setState({ kind: 'opening' }),
    onClaimed: (envelopes) => setState({ kind: 'opened', envelopes }),
    onFailed: (error) => {
      setState(failureOf(error, openFailed));
      if (isApiRequestError(error) && FINAL_CODES.includes(error.code)) {
        void queryClient.invalidateQueries({ queryKey: RED_PACKET_KEY });
      }
    },
  });

  const tapOpen = () => {
    if (armed) void open();
  };
  const tapClose = () => {
    if (armed) onClose();
  };

  return (
    <ModalDialog
      // The login sheet comes up over the page; the packet steps aside meanwhile and returns.
      visible={visible && !loginOpen}
      onClose={onClose}
      onBackdropTap={tapClose}
      bodyClassName={styles.body}
      label={title}
    >
      <div
        className={styles.packet}
        data-testid="red-packet-dialog"
        data-state={state.kind}
        data-armed={armed}
      >
        {state.kind === 'opened' || state.kind === 'loading' ? (
          <Opened state={state} />
        ) : (
          <>
            {image ? (
              <img className={styles.packetImage} src={image} alt={title} />
            ) : (
              <div className={styles.flap}>
                <h2 className={styles.title}>{title}</h2>
                <p className={styles.total} data-testid="red-packet-total">
                  {t('redPacket.upTo', { amount: formatRupiah(activity.totalAmount) })}
                </p>
              </div>
            )}
            {state.kind === 'failed' ? (
              <div className={styles.failure}>
                <p role="alert" data-testid="red-packet-error">
                  {state.message}
                </p>
                {state.canRetry && (
                  <button type="button" className={styles.retry} onClick={tapOpen}>
                    {t('redPacket.retry')}
                  </button>
                )}
              </div>
            ) : (
              <>
                <button
                  type="button"
                  className={styles.seal}
                  onClick={tapOpen}
                  disabled={state.kind === 'opening'}
                  aria-busy={state.kind === 'opening'}
                  aria-label={t('redPacket.openLabel', { title })}
                  data-testid="red-packet-open"
                >
                  {state.kind === 'opening' ? <span className={styles.sealSpinner} /> : t('redPacket.open')}
                </button>
                <p className={styles.count}>{t('redPacket.count', { count: activity.envelopes.length })}</p>
              </>
            )}
          </>
        )}
      </div>
      <button
        type="button"
        className={styles.close}
        onClick={tapClose}
        aria-label={t('redPacket.close')}
        data-testid="red-packet-close"
        data-armed={armed}
      >
        <CloseOutline />
      </button>
    </ModalDialog>
  );
}

/** The opened packet: each envelope now in the wallet, and the way there. */
function Opened({ state }: { state: Extract<PacketState, { kind: 'opened' | 'loading' }> }) {
  const { t } = useTranslation('home');
  const locale = useAppLocale();
  return (
    <>
      <div className={styles.flapSmall}>
        <h2 className={styles.openedTitle}>
          {state.kind === 'loading' ? t('redPacket.alreadyOpened') : t('redPacket.openedTitle')}
        </h2>
      </div>
      {state.kind === 'loading' ? (
        <p className={styles.loading} role="status">
          {t('redPacket.loading')}
        </p>
      ) : state.envelopes.length === 0 ? (
        <p className={styles.loading}>{t('redPacket.empty')}</p>
      ) : (
        <ul className={styles.envelopes} aria-label={t('redPacket.envelopesLabel')}>
          {state.envelopes.map((envelope) => (
            <li key={envelope.id} className={styles.envelope} data-testid="red-packet-envelope">
              <span className={styles.envelopeAmount}>{formatRupiah(envelope.discountAmount)}</span>
              <span className={styles.envelopeBody}>
                <span className={styles.envelopeName}>{pickText(envelope.name, locale)}</span>
                <span className={styles.envelopeMin}>
                  {envelope.minimumSpend > 0
                    ? t('redPacket.minOrder', { amount: formatRupiah(envelope.minimumSpend) })
                    : t('redPacket.noMinOrder')}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
      <Link
        to={paths.myCouponList.getHref({ tab: 'redEnvelope' })}
        className={styles.wallet}
        data-testid="red-packet-wallet"
      >
        {t('redPacket.seeWallet')}
      </Link>
    </>
  );
}

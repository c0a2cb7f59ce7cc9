import type {
  AggregationActivityData,
  Coupon,
  RedEnvelopeOffer,
  RedPacketActivity,
} from '@lahap/contract/coupons/schemas';
import { ERROR_CODES } from '@lahap/contract/errors';
import { formatDate, formatRupiah } from '@lahap/contract/format';
import { pickText } from '@lahap/contract/locale';
import Button from 'antd-mobile/es/components/button';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { isApiRequestError } from '@/shared/api-client/api-error';
import { paths } from '@/shared/config/paths';
import { openRedPacket, RED_PACKET_KEY, useAggregationActivity } from '@/shared/coupons/coupon-api';
import { CouponTicket } from '@/shared/coupons/coupon-ticket';
import { useClaim } from '@/shared/coupons/use-claim';
import { useAppLocale } from '@/shared/i18n/use-app-locale';
import { openExternalUrl } from '@/shared/navigation/external-link';
import { CardImage } from '@/shared/product/card-image';
import { ButtonLink } from '@/shared/ui/button-link';
import { EmptyState } from '@/shared/ui/empty-state';
import { ErrorState } from '@/shared/ui/error-state';
import { CouponIllustration } from '@/shared/ui/illustrations/coupon-illustration';
import { NavBar } from '@/shared/ui/nav-bar';
import { SkeletonBlock } from '@/shared/ui/skeleton';
import { showToast } from '@/shared/ui/toast';
import { useDocumentTitle } from '@/shared/ui/use-document-title';
import { RedPacketArt } from '../components/red-packet-art';
import { useCouponFooterText } from '@/shared/coupons/coupon-footer-text';
import { useClaimFailureText } from '../model/claim-failure';
import { couponFooter } from '@/shared/coupons/coupon-footer';
import pageStyles from './coupon-pages.module.css';
import styles from './receive-red-envelope-page.module.css';

const WALLET_HREF = paths.myCouponList.getHref({ tab: 'redEnvelope' });

/**
 * The red-envelope claim page (/platform/receiveRedEnvelope?activityId=): the live red packet,
 * its envelopes and their total, and Open, which needs a login and puts the envelopes in the
 * wallet once; with the campaign's banner and WhatsApp link when it has them.
 */
export default function ReceiveRedEnvelopePage() {
  const { t } = useTranslation(['coupons', 'screens', 'common']);
  const [searchParams] = useSearchParams();
  const activityId = searchParams.get('activityId') || undefined;
  const query = useAggregationActivity(activityId);
  useDocumentTitle(t('screens:receiveRedEnvelope'));

  let body;
  if (query.isPending) {
    body = (
      <div className={styles.body} role="status" aria-busy="true" aria-label={t('common:states.loading')}>
        <SkeletonBlock height={360} radius="var(--lahap-radius-xl)" />
      </div>
    );
  } else if (query.isError) {
    body = <ErrorState onRetry={() => void query.refetch()} />;
  } else {
    body = (
      <div className={styles.body}>
        {query.data.banner && <Banner banner={query.data.banner} />}
        {query.data.activity ? (
          <RedPacket activity={query.data.activity} />
        ) : (
          <EmptyState
            illustration={CouponIllustration}
            title={t('redPacket.emptyTitle')}
            description={t('redPacket.emptyDescription')}
            action={<ButtonLink to={paths.home.getHref()}>{t('common:actions.backHome')}</ButtonLink>}
          />
        )}
        {query.data.whatsappLink && <WhatsAppShare link={query.data.whatsappLink} />}
      </div>
    );
  }

  return (
    <main className={`${pageStyles.page} ${styles.page}`} data-testid="receive-red-envelope-page">
      <NavBar title={t('screens:receiveRedEnvelope')} />
      {body}
    </main>
  );
}

function RedPacket({ activity }: { activity: RedPacketActivity }) {
  const { t } = useTranslation('coupons');
  const locale = useAppLocale();
  const queryClient = useQueryClient();
  const failureText = useClaimFailureText();
  /** The envelopes this visit's opening put in the wallet. */
  const [received, setReceived] = useState<Coupon[] | null>(null);
  const title = pickText(activity.title, locale);
  const image = pickText(activity.imageUrl, locale);
  // The wallet, the account dot and the home's packet all change with an opening (useClaim
  // makes the coupon answers stale).
  const { claim: open, pending: opening } = useClaim({
    analytics: { coupon_id: activity.activityId, source: 'red_envelope_page' },
    call: () => openRedPacket(activity.activityId),
    toastOnClaimed: false,
    onClaimed: setReceived,
    onFailed: (error) => {
      showToast(failureText(error));
      if (isApiRequestError(error) && error.code === ERROR_CODES.ACTIVITY_UNAVAILABLE) {
        void queryClient.invalidateQueries({ queryKey: RED_PACKET_KEY });
      }
    },
  });

  if (received) return <Received coupons={received} />;

  return (
    <section className={styles.packet} aria-labelledby="red-packet-title" data-testid="red-packet">
      <div className={styles.packetArt}>
        <CardImage
          url={image}
          width="thumbnailLarge"
          className={styles.packetImage}
          fallback={<RedPacketArt />}
        />
      </div>
      <h2 id="red-packet-title" className={styles.packetTitle}>
        {title}
      </h2>
      <p className={styles.total} data-testid="red-packet-total">
        {t('redPacket.total', { amount: formatRupiah(activity.totalAmount) })}
      </p>
      <p className={styles.count}>
        {t('redPacket.count', { count: activity.envelopes.length })} ·{' '}
        {t('redPacket.endsAt', { date: formatDate(Date.parse(activity.endTime) - 1, locale) })}
      </p>
      <ul className={styles.offers} data-testid="red-packet-envelopes">
        {activity.envelopes.map((offer) => (
          <Offer key={offer.templateId} offer={offer} />
        ))}
      </ul>
      {activity.opened ? (
        <div className={styles.done} data-testid="red-packet-opened">
          <p className={styles.doneText}>{t('redPacket.alreadyOpened')}</p>
          <ButtonLink to={WALLET_HREF} variant="secondary" testId="red-packet-wallet">
            {t('redPacket.wallet')}
          </ButtonLink>
        </div>
      ) : (
        <Button
          block
          shape="rounded"
          size="large"
          className={styles.open}
          loading={opening}
          onClick={() => void open()}
          data-testid="red-packet-open"
        >
          {t('redPacket.open')}
        </Button>
      )}
    </section>
  );
}

function Offer({ offer }: { offer: RedEnvelopeOffer }) {
  const locale = useAppLocale();
  return (
    <li>
      <CouponTicket
        amount={offer.discountAmount}
        minimumSpend={offer.minimumSpend}
        envelope
        className={styles.offer}
      >
        <span className={styles.offerName}>{pickText(offer.name, locale)}</span>
      </CouponTicket>
    </li>
  );
}

/** What the opening gave: the envelopes now in the wallet, and the way there. */
function Received({ coupons }: { coupons: Coupon[] }) {
  const { t } = useTranslation('coupons');
  const locale = useAppLocale();
  const footerText = useCouponFooterText();
  const [now] = useState(Date.now);
  return (
    <section
      className={styles.received}
      aria-labelledby="red-packet-received"
      data-testid="red-packet-received"
    >
      <RedPacketArt size={72} />
      <h2 id="red-packet-received" className={styles.receivedTitle}>
        {coupons.length > 0 ? t('redPacket.receivedTitle') : t('redPacket.receivedNone')}
      </h2>
      <ul className={styles.receivedList}>
        {coupons.map((coupon) => (
          <li key={coupon.id}>
            <CouponTicket
              amount={coupon.discountAmount}
              minimumSpend={coupon.minimumSpend}
              envelope
              label={pickText(coupon.couponLabel, locale)}
            >
              <Link
                to={paths.redEnvelopeDetail.getHref({ couponId: coupon.id })}
                className={styles.offerName}
                data-testid="red-packet-received-envelope"
              >
                {pickText(coupon.name, locale)}
              </Link>
              <span className={styles.offerMeta}>{footerText(couponFooter(coupon, now))}</span>
            </CouponTicket>
          </li>
        ))}
      </ul>
      <ButtonLink to={WALLET_HREF} testId="red-packet-wallet">
        {t('redPacket.wallet')}
      </ButtonLink>
    </section>
  );
}

function Banner({ banner }: { banner: NonNullable<AggregationActivityData['banner']> }) {
  const { t } = useTranslation('coupons');
  const locale = useAppLocale();
  const url = pickText(banner.imageUrl, locale);
  if (!url) return null;
  const image = (
    <CardImage
      url={url}
      width="banner"
      className={styles.banner}
      fallback={null}
      alt={t('redPacket.bannerLabel')}
    />
  );
  const jump = banner.jumpUrl;
  if (!jump) return image;
  if (jump.startsWith('/')) {
    return (
      <Link to={jump} className={styles.bannerLink} data-testid="red-packet-banner">
        {image}
      </Link>
    );
  }
  return (
    <a
      href={jump}
      className={styles.bannerLink}
      onClick={(event) => openOutside(event, jump)}
      data-testid="red-packet-banner"
    >
      {image}
    </a>
  );
}

/** Inside the native app a new tab goes nowhere: the shell opens the address instead. */
function openOutside(event: MouseEvent, url: string) {
  event.preventDefault();
  void openExternalUrl(url);
}

function WhatsAppShare({ link }: { link: string }) {
  const { t } = useTranslation('coupons');
  return (
    <a
      href={link}
      target="_blank"
      rel="noopener noreferrer"
      className={styles.share}
      onClick={(event) => openOutside(event, link)}
      data-testid="red-packet-share"
    >
      {t('redPacket.share')}
    </a>
  );
}

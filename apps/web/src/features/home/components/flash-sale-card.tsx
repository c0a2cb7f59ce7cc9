import type { FlashSaleCardData, ProductCard } from '@lahap/contract/discovery/schemas';
import { shortenCount } from '@lahap/contract/format';
import { pickText } from '@lahap/contract/locale';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { track } from '@/shared/analytics/track';
import { paths } from '@/shared/config/paths';
import { useAppLocale } from '@/shared/i18n/use-app-locale';
import { formatCountdown } from '@/shared/ui/countdown';
import { Price } from '@/shared/product/price';
import { productHref } from '@/shared/product/product-href';
import { displayPrice, struckPrice } from '@/shared/product/product-display';
import { ProductImage } from '@/shared/product/product-image';
import { SoldProgress } from '@/shared/flash-sale/sold-progress';
import { useCountdown } from '@/shared/ui/use-countdown';
import styles from './home.module.css';
import { StripSection } from './strip-section';

function FlashSaleItem({ product }: { product: ProductCard }) {
  const { t } = useTranslation('home');
  const locale = useAppLocale();
  const name = pickText(product.productName, locale);
  return (
    <li className={styles.flashItem}>
      <Link
        to={productHref(product)}
        className={styles.flashLink}
        onClick={() =>
          track('voucher_click', { voucher_id: product.skuId, store_id: product.storeInfo?.storeId })
        }
        data-testid="flash-sale-item"
      >
        <ProductImage product={product} width="thumbnail" className={styles.flashImageBox} />
        <span className={styles.flashName}>{name}</span>
        <Price amount={displayPrice(product)} originalAmount={struckPrice(product)} size="sm" />
        <SoldProgress
          percent={product.percent}
          label={t('flashSale.soldLabel', { percent: product.percent })}
        />
        <span className={styles.soldText}>
          {t('flashSale.sold', { count: shortenCount(product.soldCount) })}
        </span>
      </Link>
    </li>
  );
}

export interface FlashSaleCardProps {
  data: FlashSaleCardData;
  /** When the data was fetched (epoch ms): the countdown runs from then. */
  fetchedAt: number;
  /** The sale started or ended: the cards are fetched again. */
  onCountdownEnd: () => void;
}

/**
 * The sale's countdown on its own: its tick every second redraws this line, not the strip of items
 * beside it.
 */
function FlashSaleCountdown({
  data,
  fetchedAt,
  onCountdownEnd,
}: Pick<FlashSaleCardProps, 'data' | 'fetchedAt' | 'onCountdownEnd'>) {
  const { t } = useTranslation('home');
  // A sale answered with no time left must not refetch on every answer.
  const remaining = useCountdown(
    fetchedAt + data.countdownTime,
    data.countdownTime > 0 ? onCountdownEnd : undefined,
  );
  const countdownLabel = data.started ? t('flashSale.endsIn') : t('flashSale.startsIn');
  return (
    <span className={styles.countdown}>
      <span>{countdownLabel}</span>
      <time className={styles.countdownTime} aria-label={`${countdownLabel} ${formatCountdown(remaining)}`}>
        {formatCountdown(remaining)}
      </time>
    </span>
  );
}

/** The flash-sale card: countdown, a strip of its items, and "see all" to the flash-deal page. */
export function FlashSaleCard({ data, fetchedAt, onCountdownEnd }: FlashSaleCardProps) {
  const { t } = useTranslation('home');
  const locale = useAppLocale();
  return (
    <StripSection
      id="home-flash-title"
      title={pickText(data.title, locale) || t('flashSale.title')}
      seeAllHref={paths.flashDeal.getHref({ pageId: data.pageId })}
      seeAllLabel={t('flashSale.seeAll')}
      testId="home-flash-sale"
      subtitle={<FlashSaleCountdown data={data} fetchedAt={fetchedAt} onCountdownEnd={onCountdownEnd} />}
    >
      {data.items.map((product) => (
        <FlashSaleItem key={product.skuId} product={product} />
      ))}
    </StripSection>
  );
}

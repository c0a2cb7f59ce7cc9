import type { ProductCard as ProductCardData } from '@lahap/contract/discovery/schemas';
import { shortenCount } from '@lahap/contract/format';
import { pickText } from '@lahap/contract/locale';
import { CouponOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { track } from '@/shared/analytics/track';
import { useAppLocale } from '@/shared/i18n/use-app-locale';
import { CardImage } from '@/shared/product/card-image';
import { Price } from '@/shared/product/price';
import { productHref } from '@/shared/product/product-href';
import { displayDiscount, displayPrice, productMask, struckPrice } from '@/shared/product/product-display';
import { SoldProgress } from '@/shared/flash-sale/sold-progress';
import styles from './flash-deal.module.css';

/**
 * A flash-sale item: image, name, price, how much of the stock has gone (a bar drawn at least
 * 35 % wide, counts shortened with k) and a buy button, greyed out once sold out.
 */
export function FlashDealItem({ product }: { product: ProductCardData }) {
  const { t } = useTranslation('browse');
  const locale = useAppLocale();
  const mask = productMask(product);
  const soldOut = product.isSoldOut || product.remainingStock === 0;
  const discount = displayDiscount(product);
  const name = pickText(product.productName, locale);
  return (
    <li className={styles.item} data-testid="flash-item" data-sold-out={String(soldOut)}>
      {/* Named by all it shows (name, stock, price, buy): a label of the name alone would hide
          the rest from a screen reader and differ from what a voice user reads out. */}
      <Link
        to={productHref(product)}
        className={styles.itemLink}
        onClick={() =>
          track('voucher_click', { voucher_id: product.skuId, store_id: product.storeInfo?.storeId })
        }
      >
        <span className={styles.imageBox}>
          <CardImage
            url={product.imageUrl}
            width="thumbnail"
            className={styles.image}
            fallback={<CouponOutline />}
          />
          {discount > 0 && <span className={styles.badge}>-{discount}%</span>}
          {soldOut && <span className={styles.soldOutMask}>{t('flashDeal.soldOut')}</span>}
        </span>
        <span className={styles.body}>
          <span className={styles.name}>{name}</span>
          <SoldProgress
            percent={product.percent}
            label={t('flashDeal.progressLabel', { percent: product.percent })}
            text={t('flashDeal.sold', { count: shortenCount(product.soldCount) })}
          />
          <span className={styles.stockLine}>
            {!soldOut && <span>{t('flashDeal.left', { count: shortenCount(product.remainingStock) })}</span>}
            {product.userLimit > 0 && <span>{t('flashDeal.limit', { count: product.userLimit })}</span>}
          </span>
          <span className={styles.priceRow}>
            <Price amount={displayPrice(product)} originalAmount={struckPrice(product)} />
            <span className={styles.buy} data-disabled={String(mask !== null || soldOut)}>
              {soldOut ? t('flashDeal.soldOut') : t('flashDeal.buy')}
            </span>
          </span>
        </span>
      </Link>
    </li>
  );
}

import { formatRupiah } from '@lahap/contract/format';
import type { FeedRecord } from '@lahap/contract/content/schemas';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CardImage } from '@/shared/product/card-image';
import { formatDuration, playVideoHref } from '../model/video-links';
import styles from './feed-grid.module.css';

/** A video in the explore feed: its poster, length and title, and the voucher's price when it sells one. */
export function FeedCard({ record }: { record: FeedRecord }) {
  const { t } = useTranslation('feeds');
  const duration = formatDuration(record.durationMs);
  return (
    <li className={styles.item}>
      <Link to={playVideoHref(record.id)} className={styles.card} data-testid="feed-card">
        <span className={styles.poster}>
          <CardImage
            url={record.previewImageUrl}
            width="thumbnailLarge"
            className={styles.image}
            fallback={<span className={styles.posterFallback} />}
          />
          <span className={styles.play} aria-hidden="true">
            ▶
          </span>
          <span className={styles.duration}>
            <span className={styles.visuallyHidden}>{t('card.duration')} </span>
            {duration}
          </span>
        </span>
        <span className={styles.title}>{record.title}</span>
        {record.product && (
          <span className={styles.priceChip} data-testid="feed-card-price">
            {t('card.voucherPrice', { price: formatRupiah(record.product.salePrice) })}
          </span>
        )}
      </Link>
    </li>
  );
}

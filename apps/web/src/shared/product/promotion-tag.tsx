import type { ProductCard } from '@lahap/contract/discovery/schemas';
import { pickText } from '@lahap/contract/locale';
import { useAppLocale } from '../i18n/use-app-locale';
import styles from './product.module.css';

/** A product's promotion label (spec §3 "promotionActivityTagName"); nothing when it has none. */
export function PromotionTag({ product }: { product: Pick<ProductCard, 'promotionInfo'> }) {
  const locale = useAppLocale();
  const tag = pickText(product.promotionInfo?.promotionActivityTagName, locale);
  if (!tag) return null;
  return (
    <span className={styles.promotionTag} data-testid="product-promotion">
      {tag}
    </span>
  );
}

import { formatRupiah } from '@lahap/contract/format';
import { pickText } from '@lahap/contract/locale';
import type { MenuDish } from '@lahap/contract/store/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/shared/config/paths';
import { useAppLocale } from '@/shared/i18n/use-app-locale';
import { imageSrc } from '@lahap/contract/media/image-src';
import { Lightbox, type LightboxItem } from './lightbox';
import styles from './menu-section.module.css';

export interface MenuSectionProps {
  storeId: string;
  /** The MENU_VIEW images (the menu's pages) in sort order. */
  menuPages: string[];
  dishes: MenuDish[];
}

type Opened = { set: 'pages' | 'dishes'; index: number };

/**
 * The store's menu (spec §2): the menu's pages and its dishes as thumbnails; a tap opens the
 * lightbox, whose dish images carry the dish's name and price.
 */
export function MenuSection({ storeId, menuPages, dishes }: MenuSectionProps) {
  const { t } = useTranslation('store');
  const locale = useAppLocale();
  const [opened, setOpened] = useState<Opened | null>(null);
  const pictured = dishes.filter((dish) => imageSrc(dish.imageUrl, 'thumbnail') !== null);
  if (menuPages.length === 0 && dishes.length === 0) return null;

  const dishItems: LightboxItem[] = pictured.map((dish) => ({
    url: dish.imageUrl,
    caption: (
      <>
        <strong>{pickText(dish.dishName, locale)}</strong> · {formatRupiah(dish.price)}
      </>
    ),
  }));

  return (
    <section className={styles.section} aria-labelledby="store-menu-title" data-testid="menu-section">
      <h2 id="store-menu-title" className={styles.title}>
        {t('menu.title')}
      </h2>
      {menuPages.length > 0 && (
        <ul className={styles.pages} aria-label={t('menu.pages')} data-testid="menu-pages">
          {menuPages.map((url, index) => (
            <li key={`${url}-${String(index)}`}>
              <button
                type="button"
                className={styles.page}
                onClick={() => setOpened({ set: 'pages', index })}
                aria-label={t('menu.openPage', { index: index + 1, total: menuPages.length })}
                data-testid="menu-page"
              >
                <img src={imageSrc(url, 'thumbnail') ?? undefined} alt="" loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {dishes.length > 0 && (
        <ul className={styles.dishes} aria-label={t('menu.dishes')} data-testid="menu-dishes">
          {dishes.map((dish) => {
            const src = imageSrc(dish.imageUrl, 'thumbnail');
            const pictureIndex = pictured.indexOf(dish);
            const name = pickText(dish.dishName, locale);
            return (
              <li key={dish.dishId} className={styles.dish} data-testid="menu-dish">
                <button
                  type="button"
                  className={styles.dishImage}
                  disabled={pictureIndex < 0}
                  onClick={() => setOpened({ set: 'dishes', index: pictureIndex })}
                  // The signature badge is the button's visible text, so its name starts with it.
                  aria-label={
                    dish.isSignature ? t('menu.openSignatureDish', { name }) : t('menu.openDish', { name })
                  }
                >
                  {src && <img src={src} alt="" loading="lazy" decoding="async" />}
                  {dish.isSignature && <span className={styles.signature}>{t('menu.signature')}</span>}
                </button>
                <span className={styles.dishName}>{name}</span>
                <span className={styles.dishPrice}>{formatRupiah(dish.price)}</span>
              </li>
            );
          })}
        </ul>
      )}
      {opened && (
        <Lightbox
          items={opened.set === 'pages' ? menuPages.map((url) => ({ url })) : dishItems}
          startIndex={opened.index}
          onClose={() => setOpened(null)}
          previewHref={
            opened.set === 'pages'
              ? (index) => paths.imagePreview.getHref({ storeId, imageType: 'MENU_VIEW', index })
              : undefined
          }
          label={t('menu.title')}
        />
      )}
    </section>
  );
}

import { photoGridLayout, showPhotosSection } from '@lahap/contract/store/photo-grid';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/shared/config/paths';
import { imageSrc } from '@lahap/contract/media/image-src';
import { Lightbox } from './lightbox';
import styles from './photos-section.module.css';

export interface PhotosSectionProps {
  storeId: string;
  /** The PHOTOS images in sort order. */
  photos: string[];
}

/**
 * The store's photos (spec §2): only above 3 photos; the first 10 in rows of 3, the first of each
 * row wide and a last photo alone large (the contract's layout). A tap opens the lightbox.
 */
export function PhotosSection({ storeId, photos }: PhotosSectionProps) {
  const { t } = useTranslation('store');
  const [open, setOpen] = useState<number | null>(null);
  if (!showPhotosSection(photos.length)) return null;
  const rows = photoGridLayout(photos.length);

  return (
    <section className={styles.section} aria-labelledby="store-photos-title" data-testid="photos-section">
      <h2 id="store-photos-title" className={styles.title}>
        {t('photos.title')}
        <span className={styles.count}>{t('photos.count', { count: photos.length })}</span>
      </h2>
      <div className={styles.grid}>
        {rows.map((row) => (
          <div key={row[0]?.index} className={styles.row} data-length={row.length} data-testid="photo-row">
            {row.map((tile) => (
              <button
                key={tile.index}
                type="button"
                className={styles.tile}
                onClick={() => setOpen(tile.index)}
                aria-label={t('photos.open', { index: tile.index + 1, total: photos.length })}
                data-testid="photo-tile"
                data-size={tile.size}
              >
                <img
                  src={
                    imageSrc(photos[tile.index], tile.size === 'small' ? 'thumbnail' : 'thumbnailLarge') ??
                    undefined
                  }
                  alt=""
                  loading="lazy"
                  decoding="async"
                />
              </button>
            ))}
          </div>
        ))}
      </div>
      {open !== null && (
        <Lightbox
          items={photos.map((url) => ({ url }))}
          startIndex={open}
          onClose={() => setOpen(null)}
          previewHref={(index) => paths.imagePreview.getHref({ storeId, imageType: 'PHOTOS', index })}
          label={t('photos.title')}
        />
      )}
    </section>
  );
}

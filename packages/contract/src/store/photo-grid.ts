import {
  IMAGE_WIDTHS,
  STORE_PHOTOS_GRID_MAX,
  STORE_PHOTOS_MIN_EXCLUSIVE,
  STORE_PHOTOS_PER_ROW,
} from '../constants.js';

/**
 * The store page's photos grid (spec §2 "Photos grid"): the first 10 photos, 3 per row; the first
 * tile of each row is wide, the others small, and a trailing photo alone in its row is large.
 */

/** wide: the row's first tile; small: the others; large: a last photo alone in its row. */
export type PhotoTileSize = 'wide' | 'small' | 'large';

export interface PhotoTile {
  /** Index into the photo list (sorted by sort, see `sortStoreImages`). */
  index: number;
  size: PhotoTileSize;
  /** The thumbnail width to request from the image endpoint (spec §9: 320 or 672). */
  width: number;
}

/** Whether the photos section shows at all: only above 3 photos. */
export function showPhotosSection(photoCount: number): boolean {
  return photoCount > STORE_PHOTOS_MIN_EXCLUSIVE;
}

/** The grid's rows for `photoCount` photos; [] for none. Photos past the 10th are left out. */
export function photoGridLayout(photoCount: number): PhotoTile[][] {
  const shown = Math.max(0, Math.min(Math.floor(photoCount), STORE_PHOTOS_GRID_MAX));
  const rows: PhotoTile[][] = [];
  for (let start = 0; start < shown; start += STORE_PHOTOS_PER_ROW) {
    const length = Math.min(STORE_PHOTOS_PER_ROW, shown - start);
    const row: PhotoTile[] = [];
    for (let i = 0; i < length; i += 1) {
      const size: PhotoTileSize = length === 1 ? 'large' : i === 0 ? 'wide' : 'small';
      row.push({
        index: start + i,
        size,
        width: size === 'small' ? IMAGE_WIDTHS.thumbnail : IMAGE_WIDTHS.thumbnailLarge,
      });
    }
    rows.push(row);
  }
  return rows;
}

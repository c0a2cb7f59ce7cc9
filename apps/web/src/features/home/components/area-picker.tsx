import type { QueryAllCategoryData } from '@lahap/contract/discovery/schemas';
import { pickText } from '@lahap/contract/locale';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { track } from '@/shared/analytics/track';
import { useAppLocale } from '@/shared/i18n/use-app-locale';
import styles from './home.module.css';

const NEARBY = 'nearby';

export interface AreaPickerProps {
  regions: QueryAllCategoryData['regionList'];
  /** The chosen area, or null for nearby by distance. */
  value: number | null;
  onChange: (regionId: number | null) => void;
  /** The select, for the header's location pill to open. */
  selectRef?: Ref<HTMLSelectElement>;
}

/**
 * Where the home list looks (spec §4: by distance or by region): nearby, or one area of
 * Greater Jakarta. A native select: the phone's own picker, accessible as it is.
 */
export function AreaPicker({ regions, value, onChange, selectRef }: AreaPickerProps) {
  const { t } = useTranslation('home');
  const locale = useAppLocale();
  return (
    <label className={styles.areaPicker}>
      <span className={styles.areaLabel}>{t('area.label')}</span>
      <select
        ref={selectRef}
        className={styles.areaSelect}
        value={value === null ? NEARBY : String(value)}
        onChange={(event) => {
          const nearby = event.target.value === NEARBY;
          track('address_module', { action: nearby ? 'choose_nearby' : 'choose_area' });
          onChange(nearby ? null : Number(event.target.value));
        }}
        data-testid="home-area"
      >
        <option value={NEARBY}>{t('area.nearby')}</option>
        {regions.map((region) => (
          <option key={region.regionId} value={String(region.regionId)}>
            {pickText(region.regionName, locale)}
          </option>
        ))}
      </select>
    </label>
  );
}

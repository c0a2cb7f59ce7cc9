import { describeDistance } from '@lahap/contract/format';
import { useTranslation } from 'react-i18next';

/** A distance as the product reads it: "under 100m", whole metres, or km to one decimal. */
export function useDistanceText(): (metres: number) => string {
  const { t } = useTranslation('discovery');
  return (metres) => {
    const d = describeDistance(metres);
    if (d.kind === 'near') return t('cards.distanceNear');
    if (d.kind === 'km') return t('cards.distanceKm', { value: d.value });
    return t('cards.distanceMetres', { value: d.value });
  };
}

export interface DistanceTextProps {
  /** Metres; nothing is shown when no position was known. */
  metres: number | null | undefined;
  className?: string;
}

export function DistanceText({ metres, className }: DistanceTextProps) {
  const format = useDistanceText();
  if (metres == null) return null;
  return (
    <span className={className} data-testid="distance-text">
      {format(metres)}
    </span>
  );
}

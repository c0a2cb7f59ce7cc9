import { SkeletonBlock } from '@/shared/ui/skeleton';
import styles from './home-shell.module.css';

/** The banner's height at the usual width (12 : 5). */
const BANNER_HEIGHT = 149;
/** The flash sale, brands and malls cards at their usual heights. */
const NEARBY_CARD_HEIGHTS = [284, 152, 202] as const;

function CardShapes({ heights }: { heights: readonly number[] }) {
  return (
    <div className={styles.cardsSkeleton} aria-hidden="true">
      {heights.map((height) => (
        <SkeletonBlock key={height} height={height} radius="var(--lahap-radius-lg)" />
      ))}
    </div>
  );
}

/**
 * The shapes of the cards the home waits for, at their usual heights, so the store list below
 * does not jump when they arrive. The banner and the cards measured from the position arrive
 * apart, so each has its own.
 */
export function BannerSkeleton() {
  return <CardShapes heights={[BANNER_HEIGHT]} />;
}

export function NearbyCardsSkeleton() {
  return <CardShapes heights={NEARBY_CARD_HEIGHTS} />;
}

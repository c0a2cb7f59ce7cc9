import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/shared/ui/empty-state';
import { NavBar } from '@/shared/ui/nav-bar';
import { VideoIllustration } from '@/shared/ui/illustrations/video-illustration';

/** The explore tab: the double-column video feed will live here. */
export default function ExploreFeedsPage() {
  const { t } = useTranslation('feeds');
  return (
    <main data-testid="explore-feeds-page">
      <NavBar title={t('title')} back="none" />
      <EmptyState
        illustration={VideoIllustration}
        title={t('comingSoon.title')}
        description={t('comingSoon.description')}
      />
    </main>
  );
}

import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/shared/ui/empty-state';
import { NavBar } from '@/shared/ui/nav-bar';
import { PagedList } from '@/shared/ui/paged-list';
import { PullToRefresh } from '@/shared/ui/pull-to-refresh';
import { VideoIllustration } from '@/shared/ui/illustrations/video-illustration';
import { recordsOf, useExploreFeed, useRefreshExploreFeed } from '../api/feed-queries';
import { FeedCard } from '../components/feed-card';
import { FeedSkeleton } from '../components/feed-skeleton';
import styles from '../components/feed-grid.module.css';

/**
 * The explore tab (spec §2, §3 "Video feed"): the videos in two columns, ten a page as the list
 * nears its end; pull down to refresh, which replaces the records (spec §4). A card opens the
 * player on its video.
 */
export default function ExploreFeedsPage() {
  const { t } = useTranslation('feeds');
  const query = useExploreFeed();
  const refresh = useRefreshExploreFeed();
  const records = recordsOf(query.data);
  return (
    <main data-testid="explore-feeds-page">
      <NavBar title={t('title')} back="none" />
      <PullToRefresh onRefresh={refresh}>
        <PagedList
          query={query}
          rowCount={records.length}
          skeleton={<FeedSkeleton />}
          empty={
            <EmptyState
              illustration={VideoIllustration}
              title={t('empty.title')}
              description={t('empty.description')}
            />
          }
          loaderTestId="feed-foot"
        >
          <ul className={styles.grid} data-testid="feed-grid" aria-label={t('listLabel')}>
            {records.map((record) => (
              <FeedCard key={record.id} record={record} />
            ))}
          </ul>
        </PagedList>
      </PullToRefresh>
    </main>
  );
}

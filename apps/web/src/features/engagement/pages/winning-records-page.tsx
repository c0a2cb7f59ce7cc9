import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { requireLogin } from '@/shared/auth/login-gate';
import { paths } from '@/shared/config/paths';
import { selectIsLoggedIn, useSessionStore } from '@/shared/session/session-store';
import { LoginPromptCard } from '@/shared/ui/login-prompt-card';
import { NavBar } from '@/shared/ui/nav-bar';
import { PullToRefresh } from '@/shared/ui/pull-to-refresh';
import { useDocumentTitle } from '@/shared/ui/use-document-title';
import { DrawRecords } from '../lottery/draw-records';
import { LOTTERY_KEY } from '../lottery/lottery-api';
import { LotteryPanel } from '../lottery/lottery-panel';
import { VerifySheet } from '../lottery/verify-sheet';
import styles from '../lottery/lottery.module.css';

/**
 * Winning records (/platform/winningRecords): login required. The lucky draw on top (prizes and
 * odds, my chances, the round's commitment, Draw), then my draws, newest first; `?drawId=` opens
 * a draw's check, recomputed in this browser once its round's seed is revealed.
 */
export default function WinningRecordsPage() {
  const { t } = useTranslation(['lottery', 'screens']);
  const loggedIn = useSessionStore(selectIsLoggedIn);
  useDocumentTitle(t('screens:winningRecords'));
  return (
    <main className={styles.page} data-testid="winning-records-page">
      <NavBar title={t('screens:winningRecords')} />
      {loggedIn ? (
        <LotteryBody />
      ) : (
        <LoginPromptCard
          title={t('lottery:loginTitle')}
          description={t('lottery:loginDescription')}
          onLogin={() => void requireLogin('lottery')}
        />
      )}
    </main>
  );
}

function LotteryBody() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const drawId = search.get('drawId');
  return (
    <PullToRefresh onRefresh={() => queryClient.resetQueries({ queryKey: LOTTERY_KEY })}>
      <div className={styles.body}>
        <LotteryPanel />
        <DrawRecords />
      </div>
      <VerifySheet
        drawId={drawId && /^\d{1,19}$/.test(drawId) ? drawId : null}
        onClose={() => void navigate(paths.winningRecords.getHref(), { replace: true })}
      />
    </PullToRefresh>
  );
}

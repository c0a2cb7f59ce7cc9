import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { useInstallPromptStore } from '../shell/install-prompt-store';

const InstallMask = lazy(() => import('../shell/install-mask'));

/**
 * The shared layout of spec §2: every screen but the friend-invitation landing and the
 * voucher preview renders inside it. Screen-wide dialogs of later features belong here.
 */
export function AppLayout() {
  const installable = useInstallPromptStore((state) => state.event !== null);
  return (
    <div data-testid="app-layout">
      <Outlet />
      {installable && (
        <Suspense>
          <InstallMask />
        </Suspense>
      )}
    </div>
  );
}

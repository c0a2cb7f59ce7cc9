import { lazy, Suspense, type ReactNode } from 'react';
import { LoginSheetHost } from '@/features/identity/components/login-sheet-host';
import { NativeNavigation } from '../shell/native-navigation';
import { NoNetworkScreen } from '../shell/no-network-screen';
import { useUpdateStore } from '../shell/update-store';
import { ConsentNoticeHost } from '@/shared/analytics/consent-notice-host';
import { useLocaleSwitchStore } from '@/shared/i18n/locale-switch-store';
import { useScrollMemory } from './use-scroll-memory';

// Prompts that appear late, if ever, load only when they have something to say.
const UpdatePrompt = lazy(() => import('../shell/update-prompt'));
const LanguageSwitchScreen = lazy(() => import('../shell/language-switch-screen'));

/** Wraps every route, inside the shared layout or not: the app-wide overlays live here. */
export function RootShell({ children }: { children: ReactNode }) {
  useScrollMemory();
  const updateReady = useUpdateStore((state) => state.applyUpdate !== null);
  const switchingLanguage = useLocaleSwitchStore((state) => state.switching);
  return (
    <>
      {children}
      <NoNetworkScreen />
      <NativeNavigation />
      <LoginSheetHost />
      <ConsentNoticeHost />
      {updateReady && (
        <Suspense>
          <UpdatePrompt />
        </Suspense>
      )}
      {switchingLanguage && (
        <Suspense>
          <LanguageSwitchScreen />
        </Suspense>
      )}
    </>
  );
}

import type { LoginData } from '@lahap/contract/identity/schemas';
import type { QueryClient } from '@tanstack/react-query';
import { isNativeApp } from '@/shared/bridge/bridge';
import { isFirstLoginPopupEnabled } from '../api/first-login-popup-config';

/** The login answer's user type for a brand-new account. */
const REGISTER: LoginData['userType'] = 'REGISTER';

/**
 * Spec §4: after a registration login, inside the native app and only while the remote flag
 * is on, the profile form opens as a full-screen popup. Resolves true when it was shown. It
 * mounts its own root because the login sheet may close (and unmount) before it appears.
 */
export async function maybeShowFirstLoginPopup(
  userType: LoginData['userType'],
  queryClient: QueryClient,
): Promise<boolean> {
  if (userType !== REGISTER || !isNativeApp()) return false;
  if (!(await isFirstLoginPopupEnabled())) return false;
  const [{ createElement }, { createRoot }, { QueryClientProvider }, { EditProfilePopup }] =
    await Promise.all([
      import('react'),
      import('react-dom/client'),
      import('@tanstack/react-query'),
      import('./edit-profile-popup'),
    ]);
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  const unmount = () => {
    // Unmounting inside the popup's own close callback would tear React down mid-render.
    queueMicrotask(() => {
      root.unmount();
      container.remove();
    });
  };
  root.render(
    createElement(
      QueryClientProvider,
      { client: queryClient },
      createElement(EditProfilePopup, { onClose: unmount }),
    ),
  );
  return true;
}

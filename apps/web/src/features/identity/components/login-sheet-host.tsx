import { lazy, Suspense, useState } from 'react';
import { useLoginGateStore } from '@/shared/auth/login-gate';

const LoginSheet = lazy(() => import('./login-sheet'));

/**
 * Mounted once in the app shell. The sheet's code is fetched the first time login is asked
 * for, and then stays mounted so it can animate closed.
 */
export function LoginSheetHost() {
  const open = useLoginGateStore((state) => state.open);
  const [used, setUsed] = useState(false);
  if (open && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense>
      <LoginSheet />
    </Suspense>
  );
}

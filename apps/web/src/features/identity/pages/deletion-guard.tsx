import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { paths } from '@/shared/config/paths';
import { NavBar } from '@/shared/ui/nav-bar';
import { selectIsLoggedIn, useSessionStore } from '@/shared/session/session-store';

/** Spec §2: a visitor who is not logged in has nothing to delete and goes home. */
export function DeletionGuard({ children }: { children: ReactNode }) {
  const loggedIn = useSessionStore(selectIsLoggedIn);
  if (!loggedIn) return <Navigate to={paths.home.getHref()} replace />;
  return children;
}

/** A deletion step: the visitor guard, the page landmark and its titled nav bar. */
export function DeletionScreen({
  title,
  testId,
  children,
}: {
  title: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <DeletionGuard>
      <main data-testid={testId}>
        <NavBar title={title} />
        {children}
      </main>
    </DeletionGuard>
  );
}

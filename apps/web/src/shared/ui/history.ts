/**
 * Whether the user can go back inside the app. React Router numbers its history entries in
 * `history.state.idx`; 0 (or no router state at all) means the app was opened on this page.
 */
export function hasInAppHistory(): boolean {
  const state: unknown = window.history.state;
  if (typeof state !== 'object' || state === null || !('idx' in state)) return false;
  return typeof state.idx === 'number' && state.idx > 0;
}

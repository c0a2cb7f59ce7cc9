import { create } from 'zustand';

interface UpdateState {
  /** Set when a new service worker waits; activates it and reloads the page. */
  applyUpdate: (() => Promise<void>) | null;
}

export const useUpdateStore = create<UpdateState>(() => ({ applyUpdate: null }));

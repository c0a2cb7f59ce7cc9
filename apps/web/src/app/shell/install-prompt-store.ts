import { create } from 'zustand';

/** Chromium's install prompt event; not in the DOM typings. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

interface InstallPromptState {
  /** The deferred prompt, kept until the app offers it; null once used or installed. */
  event: BeforeInstallPromptEvent | null;
}

export const useInstallPromptStore = create<InstallPromptState>(() => ({ event: null }));

/**
 * Keeps the browser's install prompt for the app's own install mask. Registered before the
 * first render because the browser may fire it as soon as the page loads.
 */
export function listenForInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    useInstallPromptStore.setState({ event: event as BeforeInstallPromptEvent });
  });
  window.addEventListener('appinstalled', () => useInstallPromptStore.setState({ event: null }));
}

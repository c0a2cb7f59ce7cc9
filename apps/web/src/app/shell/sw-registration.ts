import { registerSW } from 'virtual:pwa-register';
import { useUpdateStore } from './update-store';

/**
 * Registers the service worker. A new version waits until the user agrees to reload, so a
 * deploy never swaps the code under a half-filled form.
 */
export function registerServiceWorker(): void {
  const updateServiceWorker = registerSW({
    onNeedRefresh() {
      useUpdateStore.setState({ applyUpdate: () => updateServiceWorker(true) });
    },
  });
}

import { LOCAL_KEYS } from '@/shared/storage/keys';
import { readString } from '@/shared/storage/storage';

/** How a developer flag is stored when on; off removes the key. */
export const DEV_FLAG_ON = '1';

let started = false;

/**
 * Opens the eruda console. Imported on demand, so its half a megabyte never reaches users
 * who have not switched it on.
 */
export async function startDebugConsole(): Promise<void> {
  if (started) return;
  started = true;
  const { default: eruda } = await import('eruda');
  eruda.init();
}

/** Called at start-up: loads the console only when the developer option is on. */
export function startDebugConsoleIfEnabled(): void {
  if (readString('local', LOCAL_KEYS.debugConsole) !== DEV_FLAG_ON) return;
  void startDebugConsole().catch(() => {
    // A failed chunk load leaves the app as it is; the console is a convenience only.
    started = false;
  });
}

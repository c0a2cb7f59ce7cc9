import { create } from 'zustand';
import { clearSimulatedLocation } from '@/shared/location/simulated-location';
import { LOCAL_KEYS } from '@/shared/storage/keys';
import { readString, removeItem, writeString } from '@/shared/storage/storage';
import { DEV_FLAG_ON } from './dev-debug-console';

function readFlag(key: string): boolean {
  return readString('local', key) === DEV_FLAG_ON;
}

function writeFlag(key: string, on: boolean): void {
  if (on) writeString('local', key, DEV_FLAG_ON);
  else removeItem('local', key);
}

export interface DevOptionsState {
  /** The allow-list check passed on this device: the menu item and page are available. */
  enabled: boolean;
  /** Load the eruda console at start-up. */
  debugConsole: boolean;
  /** Keep the dev-tools blocker off so a remote inspector can attach (the `lahap_debug` flag). */
  remoteDebug: boolean;
  enable(): void;
  setDebugConsole(on: boolean): void;
  setRemoteDebug(on: boolean): void;
  /** Turns developer options off and drops every developer setting with them. */
  disable(): void;
}

/** Developer options, persisted in local storage so they survive reloads. */
export const useDevOptionsStore = create<DevOptionsState>()((set) => ({
  enabled: readFlag(LOCAL_KEYS.devOptions),
  debugConsole: readFlag(LOCAL_KEYS.debugConsole),
  remoteDebug: readFlag(LOCAL_KEYS.debug),
  enable() {
    writeFlag(LOCAL_KEYS.devOptions, true);
    set({ enabled: true });
  },
  setDebugConsole(on) {
    writeFlag(LOCAL_KEYS.debugConsole, on);
    set({ debugConsole: on });
  },
  setRemoteDebug(on) {
    writeFlag(LOCAL_KEYS.debug, on);
    set({ remoteDebug: on });
  },
  disable() {
    for (const key of [LOCAL_KEYS.devOptions, LOCAL_KEYS.debugConsole, LOCAL_KEYS.debug])
      writeFlag(key, false);
    clearSimulatedLocation();
    set({ enabled: false, debugConsole: false, remoteDebug: false });
  },
}));

/** Rereads storage, for tests and for start-up messages that rewrite it. */
export function reloadDevOptions(): void {
  useDevOptionsStore.setState({
    enabled: readFlag(LOCAL_KEYS.devOptions),
    debugConsole: readFlag(LOCAL_KEYS.debugConsole),
    remoteDebug: readFlag(LOCAL_KEYS.debug),
  });
}

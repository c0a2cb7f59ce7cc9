import { create } from 'zustand';

interface LocaleSwitchState {
  /** True while a language change is being applied; the shell shows a full-screen loader. */
  switching: boolean;
}

export const useLocaleSwitchStore = create<LocaleSwitchState>(() => ({ switching: false }));

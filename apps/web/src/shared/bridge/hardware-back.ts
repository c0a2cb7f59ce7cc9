/** A second press of the back button within this time leaves the app (spec §4). */
export const EXIT_CONFIRM_WINDOW_MS = 2_000;

export interface HardwareBackContext {
  /** True when there is a page to go back to, in the app's router or the webview. */
  canGoBack: boolean;
  goBack: () => void;
  /** Shows "Click again to close the page". */
  showExitHint: () => void;
  exitApp: () => void;
  now: number;
}

/**
 * Android's back button, as the page decides it: back one page while there is one; on the first
 * page the first press shows the hint, and a second press within two seconds leaves the app.
 * Returns the handler for each press; it keeps when the hint was last shown.
 */
export function createHardwareBack(): (context: HardwareBackContext) => void {
  let hintShownAt = Number.NEGATIVE_INFINITY;
  return ({ canGoBack, goBack, showExitHint, exitApp, now }) => {
    if (canGoBack) {
      hintShownAt = Number.NEGATIVE_INFINITY;
      goBack();
      return;
    }
    if (now - hintShownAt <= EXIT_CONFIRM_WINDOW_MS) {
      hintShownAt = Number.NEGATIVE_INFINITY;
      exitApp();
      return;
    }
    hintShownAt = now;
    showExitHint();
  };
}

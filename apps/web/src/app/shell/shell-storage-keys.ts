/** Browser storage keys of the app shell's own prompts. */
export const SHELL_KEYS = {
  /** The PWA install mask was answered with "later"; it is not shown again. */
  installPromptDismissed: 'lahap_install_prompt_dismissed',
  /** The open-the-app banner was closed; it stays closed for this visit (session storage). */
  openAppBannerDismissed: 'lahap_open_app_banner_dismissed',
} as const;

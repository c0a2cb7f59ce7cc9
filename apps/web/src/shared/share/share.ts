import { bridge, isNativeApp } from '@/shared/bridge/bridge';
import type { ShareContent } from '@/shared/bridge/bridge-types';
import { openExternalUrl } from '@/shared/navigation/external-link';

/** How a share attempt ended; each but `shared` and `cancelled` has its own text (spec §8 "Share"). */
export type ShareResult = 'shared' | 'cancelled' | 'appNotInstalled' | 'failed';

/** The text a message carries: the share content, then the link on its own line. */
export function shareMessage(content: ShareContent): string {
  return [content.text, content.url].filter(Boolean).join('\n');
}

const WHATSAPP_SHARE_URL = 'https://wa.me/';

/**
 * WhatsApp: the native shell hands the content to the WhatsApp app; a browser opens WhatsApp's
 * own share link, which the phone routes to the app.
 */
export async function shareToWhatsApp(content: ShareContent): Promise<ShareResult> {
  if (isNativeApp()) {
    const answer = await bridge.shareToWhatsApp(content);
    return answer.code === 0 ? answer.data.outcome : 'failed';
  }
  const opened = await openExternalUrl(
    `${WHATSAPP_SHARE_URL}?text=${encodeURIComponent(shareMessage(content))}`,
  );
  return opened ? 'shared' : 'failed';
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * "More": the system share sheet, through the native shell or the browser's Web Share API.
 * Null when neither exists, so the caller can offer the link another way.
 */
export async function shareWithSystem(content: ShareContent): Promise<ShareResult | null> {
  if (isNativeApp()) {
    const answer = await bridge.shareSystem(content);
    return answer.code === 0 ? answer.data.outcome : 'failed';
  }
  if (typeof navigator.share !== 'function') return null;
  try {
    await navigator.share({ title: content.title, text: content.text, url: content.url });
    return 'shared';
  } catch (error) {
    return isAbort(error) ? 'cancelled' : 'failed';
  }
}

/** Copies a text to the clipboard; false when the browser refused. */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

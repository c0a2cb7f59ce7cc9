import type { NavigateFunction } from 'react-router';
import { bridge, isNativeApp } from '@/shared/bridge/bridge';
import { reportError } from '@/shared/monitoring/monitor';
import { resolveBrandLink } from '@/shared/navigation/brand-link';

/**
 * Follows a brand card's or banner's link (spec §2): in-app paths navigate; anything else
 * opens outside the app, reported so operators notice links that leave the product.
 */
export function openBrandLink(url: string | null | undefined, navigate: NavigateFunction): void {
  const link = resolveBrandLink(url);
  if (link.kind === 'none') return;
  if (link.kind === 'inApp') {
    void navigate(link.to);
    return;
  }
  reportError(new Error(`Brand link opened outside the app: ${link.url}`), { category: 'brand-link' });
  if (isNativeApp()) {
    void bridge.openLink(link.url);
    return;
  }
  window.open(link.url, '_blank', 'noopener,noreferrer');
}

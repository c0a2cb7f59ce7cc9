import type { ClientBootConfig } from '@lahap/contract/client-config';

/** The app credentials the server injects into index.html for request signing. */
export type ClientConfig = ClientBootConfig;

/**
 * The meta element the server fills: `<meta name="lahap-client" content='{"appKey":…}'>`.
 * Mirrors the contract's CLIENT_META_NAME, whose module carries zod and stays out of the bundle.
 */
export const CLIENT_CONFIG_META_NAME = 'lahap-client';

/** What the demo server accepts; used when the page was not served by it (Vite dev server, tests). */
export const DEMO_CLIENT_CONFIG: Readonly<ClientConfig> = Object.freeze({
  appKey: 'lahap-web',
  appSecret: 'lahap-demo-app-secret',
  demo: true,
});

let cached: ClientConfig | undefined;

function parse(content: string | null | undefined): ClientConfig | null {
  if (!content) return null;
  try {
    const value = JSON.parse(content) as Partial<Record<keyof ClientConfig, unknown>>;
    if (typeof value.appKey !== 'string' || !value.appKey) return null;
    if (typeof value.appSecret !== 'string' || !value.appSecret) return null;
    const orderingHost =
      typeof value.orderingHost === 'string' && /^https?:\/\//i.test(value.orderingHost)
        ? value.orderingHost
        : undefined;
    return {
      appKey: value.appKey,
      appSecret: value.appSecret,
      demo: value.demo === true,
      ...(orderingHost ? { orderingHost } : {}),
    };
  } catch {
    return null;
  }
}

/** The signing credentials from the page's meta tag, else the demo ones; read once per page. */
export function getClientConfig(): ClientConfig {
  if (!cached) {
    const meta =
      typeof document === 'undefined'
        ? null
        : document.querySelector<HTMLMetaElement>(`meta[name="${CLIENT_CONFIG_META_NAME}"]`);
    cached = parse(meta?.content) ?? { ...DEMO_CLIENT_CONFIG };
  }
  return cached;
}

/** Forgets the cached value so the next read sees the current document (tests, hot reload). */
export function resetClientConfig(): void {
  cached = undefined;
}

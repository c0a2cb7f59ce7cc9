import { CLIENT_META_NAME, type ClientBootConfig } from '@lahap/contract/client-config';

const ATTRIBUTE_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '"': '&quot;',
  "'": '&#39;',
  '<': '&lt;',
  '>': '&gt;',
};

/** Escapes a value for a quoted HTML attribute. */
export function escapeHtmlAttribute(value: string): string {
  return value.replace(/[&"'<>]/g, (ch) => ATTRIBUTE_ESCAPES[ch] ?? ch);
}

const META_TAG = new RegExp(`<meta\\b[^>]*\\bname\\s*=\\s*["']${CLIENT_META_NAME}["'][^>]*>`, 'i');

/**
 * Puts the client boot config into index.html's `<meta name="lahap-client" content="…">`
 * (the built file carries `content="{}"`). A page without the tag gets one before `</head>`.
 */
export function injectClientConfig(html: string, config: ClientBootConfig): string {
  const tag = `<meta name="${CLIENT_META_NAME}" content="${escapeHtmlAttribute(JSON.stringify(config))}">`;
  if (META_TAG.test(html)) return html.replace(META_TAG, () => tag);
  const head = html.search(/<\/head>/i);
  return head === -1 ? `${tag}${html}` : `${html.slice(0, head)}${tag}${html.slice(head)}`;
}

import { z } from 'zod';

/**
 * The server hands the web client its boot settings in index.html, inside
 * `<meta name="lahap-client" content="…">`, as HTML-attribute-escaped JSON. The built
 * index.html ships the placeholder `content="{}"`; the server fills it on every page it serves.
 */
export const CLIENT_META_NAME = 'lahap-client';

export const clientBootConfigSchema = z.object({
  /** Sent as the AppKey header and signed over. */
  appKey: z.string().min(1),
  /** The request-signing secret; it ships to every browser, so it proves the client, not the user. */
  appSecret: z.string().min(1),
  /** True unless the server runs in production mode: demo helpers (SMS outbox, sandbox pay) exist. */
  demo: z.boolean(),
  /**
   * The separate ordering host whose menu-QR page takes table-QR, delivery and pickup orders
   * (spec §2 "Store home"); absent when the server serves the ordering site itself, on the
   * page's own origin (the default).
   */
  orderingHost: z.url({ protocol: /^https?$/ }).optional(),
});
export type ClientBootConfig = z.infer<typeof clientBootConfigSchema>;

/**
 * Reads the meta tag's content (the browser has already unescaped the attribute). Answers null
 * for the unfilled placeholder `{}` (e.g. under the Vite dev server) or anything malformed.
 */
export function parseClientBootConfig(content: string | null | undefined): ClientBootConfig | null {
  if (!content) return null;
  let value: unknown;
  try {
    value = JSON.parse(content);
  } catch {
    return null;
  }
  const parsed = clientBootConfigSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

import { execFile } from 'node:child_process';

/**
 * Whether the machine has a font that draws Chinese. The preview image's text is drawn by
 * librsvg through fontconfig, which shows boxes for characters no installed font has; without
 * such a font a Chinese link's image carries its English texts instead (the page's tags keep the
 * Chinese ones). Asked once; no fontconfig at all counts as no.
 */
let cjkFont: Promise<boolean> | undefined;

export function hasCjkFont(): Promise<boolean> {
  cjkFont ??= new Promise<boolean>((resolve) => {
    execFile('fc-list', [':lang=zh', 'family'], { timeout: 5_000 }, (error, stdout) => {
      resolve(!error && stdout.trim().length > 0);
    });
  });
  return cjkFont;
}

/** The families the image's text asks for, first found wins; DejaVu Sans is on most Linux machines. */
export const PREVIEW_FONT_FAMILY =
  "'DejaVu Sans', 'Noto Sans', 'Noto Sans CJK SC', 'WenQuanYi Zen Hei', 'Liberation Sans', Arial, sans-serif";

/** Characters that need a CJK font. */
export const CJK = /[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]/;

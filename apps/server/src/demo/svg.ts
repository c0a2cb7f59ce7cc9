/** Small SVG helpers for the generated demo pictures. */

/** Sans-serif that carries Latin and CJK (fonts-noto-cjk), with fallbacks. */
export const FONT = "'Noto Sans CJK SC', 'Noto Sans SC', 'Noto Sans', 'DejaVu Sans', sans-serif";

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

export function svgDocument(width: number, height: number, body: string, defs = ''): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`;
}

export function linearGradient(id: string, stops: readonly string[], vertical = true): string {
  const step = stops.length > 1 ? 100 / (stops.length - 1) : 0;
  const coords = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="1"';
  return `<linearGradient id="${id}" ${coords}>${stops
    .map((color, i) => `<stop offset="${(i * step).toFixed(1)}%" stop-color="${color}"/>`)
    .join('')}</linearGradient>`;
}

export function radialGradient(id: string, inner: string, outer: string, fx = 0.4, fy = 0.35): string {
  return `<radialGradient id="${id}" cx="0.5" cy="0.5" r="0.6" fx="${fx}" fy="${fy}"><stop offset="0%" stop-color="${inner}"/><stop offset="100%" stop-color="${outer}"/></radialGradient>`;
}

/** Rough width of a text in em: CJK characters are square, Latin ones about half as wide. */
export function emWidth(text: string): number {
  let width = 0;
  for (const char of text)
    width += /[\u2e80-\u9fff\uff00-\uffef]/u.test(char) ? 1 : char === ' ' ? 0.3 : 0.58;
  return width;
}

/** The largest font size up to `max` at which `text` fits `maxWidth` pixels. */
export function fitFontSize(text: string, maxWidth: number, max: number): number {
  return Math.max(12, Math.min(max, Math.floor(maxWidth / Math.max(1, emWidth(text)))));
}

export function text(
  x: number,
  y: number,
  content: string,
  {
    size,
    color,
    weight = 700,
    anchor = 'start',
  }: { size: number; color: string; weight?: number; anchor?: string },
): string {
  return `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${color}" text-anchor="${anchor}">${escapeXml(content)}</text>`;
}

/** Up to two initials of a name: "Sate Pak Darmo" → "SD", "Kopi Senja" → "KS". */
export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter((w) => /^[A-Za-z0-9]/.test(w));
  if (words.length === 0) return name.slice(0, 2).toUpperCase();
  const first = words[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1] ?? '') : '';
  return (first.charAt(0) + (last ? last.charAt(0) : first.charAt(1))).toUpperCase();
}

import sharp from 'sharp';
import { escapeHtmlAttribute } from '../../lib/html.js';
import { PREVIEW_IMAGE_HEIGHT, PREVIEW_IMAGE_WIDTH } from '../../lib/link-preview-html.js';
import { CJK, PREVIEW_FONT_FAMILY } from './fonts.js';

const W = PREVIEW_IMAGE_WIDTH;
const H = PREVIEW_IMAGE_HEIGHT;
const BRAND = '#d63c22';
const BRAND_LIGHT = '#ef6243';
const BAND_HEIGHT = 200;
const MARGIN = 48;

/** What the image shows: a picture (or the plain brand card) and the band's two lines. */
export interface PreviewImageInput {
  picture: Buffer | null;
  fit: 'cover' | 'contain';
  caption: string;
  detail: string | null;
}

/**
 * Cuts a line to what fits `widthPx` at `fontPx`, with an ellipsis. No text measuring is at hand,
 * so the width is estimated: a wide (CJK) character as one em, any other as 0.62 em, which errs
 * on the short side for DejaVu Sans Bold.
 */
export function fitLine(line: string, fontPx: number, widthPx: number): string {
  const budget = widthPx / fontPx;
  let used = 0;
  let out = '';
  for (const ch of line.replace(/\s+/g, ' ').trim()) {
    const w = CJK.test(ch) ? 1 : 0.62;
    if (used + w > budget - 0.62) return `${out.trimEnd()}…`;
    used += w;
    out += ch;
  }
  return out;
}

/** The plain card: the brand gradient with a bowl-shaped mark, for a link with no picture. */
function plainBackground(): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
      <defs><radialGradient id="bg" cx="0.5" cy="0.35" r="0.8">
        <stop offset="0" stop-color="${BRAND_LIGHT}"/><stop offset="1" stop-color="${BRAND}"/>
      </radialGradient></defs>
      <rect width="${W}" height="${H}" fill="url(#bg)"/>
      <g transform="translate(${W / 2 - 110} 70) scale(0.43)" opacity="0.95">
        <path d="M122 262c8-52 64-88 134-88s126 36 134 88z" fill="#ffc23f"/>
        <path d="M92 252h328c0 98-70 160-164 160S92 350 92 252z" fill="#fff"/>
        <g fill="none" stroke="#ffd9cb" stroke-width="16" stroke-linecap="round">
          <path d="M196 150c-16-20 16-36 0-58"/><path d="M256 140c-18-24 18-42 0-68"/><path d="M316 150c-16-20 16-36 0-58"/>
        </g>
      </g>
    </svg>`,
  );
}

/** The band at the bottom (a shade so the text reads over any photo) and the Lahap badge. */
function overlay(input: PreviewImageInput): Buffer {
  const caption = escapeHtmlAttribute(fitLine(input.caption, 60, W - 2 * MARGIN));
  const detail = input.detail ? escapeHtmlAttribute(fitLine(input.detail, 38, W - 2 * MARGIN)) : null;
  const font = `font-family="${escapeHtmlAttribute(PREVIEW_FONT_FAMILY)}"`;
  const top = H - BAND_HEIGHT;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
      <defs><linearGradient id="shade" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#000" stop-opacity="0"/>
        <stop offset="0.35" stop-color="#000" stop-opacity="0.55"/>
        <stop offset="1" stop-color="#000" stop-opacity="0.8"/>
      </linearGradient></defs>
      <rect y="${top - 60}" width="${W}" height="${BAND_HEIGHT + 60}" fill="url(#shade)"/>
      <rect x="${MARGIN}" y="${MARGIN}" width="180" height="64" rx="32" fill="${BRAND}"/>
      <text x="${MARGIN + 90}" y="${MARGIN + 44}" text-anchor="middle" ${font} font-size="36" font-weight="700" fill="#fff">Lahap</text>
      <text x="${MARGIN}" y="${detail ? top + 86 : top + 120}" ${font} font-size="60" font-weight="700" fill="#fff">${caption}</text>
      ${detail ? `<text x="${MARGIN}" y="${top + 152}" ${font} font-size="38" fill="#ffe9df">${detail}</text>` : ''}
    </svg>`,
  );
}

/** The background at 1200×630: the picture cover-fit (or contained on the brand colour), else the plain card. */
async function background(input: PreviewImageInput): Promise<Buffer> {
  if (input.picture) {
    try {
      return await sharp(input.picture, { failOn: 'error', limitInputPixels: 40_000_000 })
        .rotate()
        .resize(W, H, {
          fit: input.fit,
          position: input.fit === 'cover' ? 'attention' : 'centre',
          background: BRAND,
        })
        .flatten({ background: BRAND })
        .png()
        .toBuffer();
    } catch {
      // An unreadable picture: the plain card rather than no image.
    }
  }
  return sharp(plainBackground()).resize(W, H).png().toBuffer();
}

/** The preview image as a JPEG (a photo as PNG would be far over what chats fetch quickly). */
export async function renderPreviewImage(input: PreviewImageInput): Promise<Buffer> {
  const base = await background(input);
  return sharp(base)
    .composite([{ input: overlay(input), top: 0, left: 0 }])
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}

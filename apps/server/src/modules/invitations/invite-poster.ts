import type { Locale } from '@lahap/contract/locale';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { escapeHtmlAttribute as escapeXml } from '../../lib/html.js';

const WIDTH = 1080;
const HEIGHT = 1350;
const QR_SIZE = 440;

const TEXT: Record<Locale, { title: string; subtitle: string; code: string; scan: string }> = {
  'id-ID': {
    title: 'Makan hemat bareng di Lahap',
    subtitle: 'mengajakmu dan memberimu angpao',
    code: 'Kode undangan',
    scan: 'Pindai untuk daftar dan ambil angpaomu',
  },
  'en-US': {
    title: 'Eat for less together on Lahap',
    subtitle: 'invites you, with a red envelope',
    code: 'Invite code',
    scan: 'Scan to sign up and get your red envelope',
  },
  'zh-CN': {
    title: '一起在 Lahap 省钱吃美食',
    subtitle: '邀请你，送你红包',
    code: '邀请码',
    scan: '扫码注册，领取红包',
  },
};

/**
 * The POSTER_01 share: a portrait PNG with the inviter's name, the code and a QR of the
 * invitation link, made here so that it looks the same everywhere it is shared.
 */
export async function renderInvitePoster(input: {
  inviterName: string;
  inviteCode: string;
  link: string;
  locale: Locale;
}): Promise<Buffer> {
  const text = TEXT[input.locale];
  const qr = await QRCode.toBuffer(input.link, {
    type: 'png',
    width: QR_SIZE,
    margin: 1,
    errorCorrectionLevel: 'M',
  });
  const font = `font-family="Noto Sans, Noto Sans CJK SC, WenQuanYi Micro Hei, DejaVu Sans, sans-serif"`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#c2331b"/><stop offset="1" stop-color="#8f1f0e"/>
  </linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#bg)"/>
  <text x="540" y="150" text-anchor="middle" ${font} font-size="64" font-weight="700" fill="#fff">Lahap</text>
  <text x="540" y="260" text-anchor="middle" ${font} font-size="54" font-weight="700" fill="#fff">${escapeXml(input.inviterName)}</text>
  <text x="540" y="330" text-anchor="middle" ${font} font-size="40" fill="#ffe7c2">${escapeXml(text.subtitle)}</text>
  <rect x="190" y="400" width="700" height="800" rx="36" fill="#fff"/>
  <text x="540" y="490" text-anchor="middle" ${font} font-size="40" fill="#333">${escapeXml(text.title)}</text>
  <text x="540" y="1080" text-anchor="middle" ${font} font-size="34" fill="#666">${escapeXml(text.code)}</text>
  <text x="540" y="1150" text-anchor="middle" ${font} font-size="64" font-weight="700" letter-spacing="8" fill="#c2331b">${escapeXml(input.inviteCode)}</text>
  <text x="540" y="1280" text-anchor="middle" ${font} font-size="34" fill="#fff">${escapeXml(text.scan)}</text>
</svg>`;
  return sharp(Buffer.from(svg))
    .composite([{ input: qr, top: 540, left: Math.round((WIDTH - QR_SIZE) / 2) }])
    .png({ compressionLevel: 9 })
    .toBuffer();
}

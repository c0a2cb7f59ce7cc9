import type { FoodArt } from './cuisines.js';
import { type Drawing, drawFood, shade } from './food-art.js';
import { SeededRandom, at } from './random.js';
import {
  FONT,
  emWidth,
  escapeXml,
  fitFontSize,
  initialsOf,
  linearGradient,
  radialGradient,
  svgDocument,
  text,
} from './svg.js';

/** Warm table tops the food sits on: light wood, dark wood, mustard, terracotta, linen. */
const TABLES: readonly (readonly [string, string])[] = [
  ['#c8875a', '#8f5530'],
  ['#7a4a2a', '#4a2a17'],
  ['#f2b45a', '#d9822b'],
  ['#e07a5f', '#b5482e'],
  ['#f3d2b3', '#dba57a'],
  ['#9c6644', '#6b3f24'],
];

function tableTop(
  width: number,
  height: number,
  palette: readonly [string, string],
  rnd: SeededRandom,
): Drawing {
  let grain = '';
  for (let y = 20; y < height; y += rnd.int(28, 60)) {
    grain += `<path d="M0 ${y} C${width * 0.3} ${y + rnd.int(-12, 12)} ${width * 0.6} ${y + rnd.int(-12, 12)} ${width} ${y}" stroke="rgba(60,30,10,0.12)" stroke-width="${rnd.int(2, 5)}" fill="none"/>`;
  }
  return {
    defs:
      linearGradient('table', [palette[0], palette[1]], false) +
      radialGradient('light', 'rgba(255,240,210,0.45)', 'rgba(255,240,210,0)', 0.5, 0.4),
    body: `<rect width="${width}" height="${height}" fill="url(#table)"/>${grain}<rect width="${width}" height="${height}" fill="url(#light)"/>`,
  };
}

function place(drawing: Drawing, x: number, y: number, scale: number): Drawing {
  return {
    defs: drawing.defs,
    body: `<g transform="translate(${x} ${y}) scale(${scale})">${drawing.body}</g>`,
  };
}

function compose(width: number, height: number, parts: readonly Drawing[]): string {
  return svgDocument(width, height, parts.map((p) => p.body).join(''), parts.map((p) => p.defs).join(''));
}

function cutlery(x: number, y: number): Drawing {
  return {
    defs: '',
    body: `<g transform="translate(${x} ${y})"><rect x="-8" y="-150" width="16" height="300" rx="8" fill="#d9d9d9"/><rect x="-14" y="-170" width="28" height="70" rx="14" fill="#e9e9e9"/><rect x="30" y="-150" width="14" height="300" rx="7" fill="#d0d0d0"/><path d="M26 -180 L26 -110 M37 -180 L37 -110 M48 -180 L48 -110" stroke="#d0d0d0" stroke-width="6" stroke-linecap="round"/></g>`,
  };
}

/** A dish photographed from above on a warm table, 800 × 600. */
export function foodPhotoSvg(art: FoodArt, seed: number): string {
  const rnd = new SeededRandom(seed);
  const table = at(TABLES, seed % TABLES.length);
  return compose(800, 600, [
    tableTop(800, 600, table, rnd),
    cutlery(720, 330),
    place(drawFood(art, seed, 'a'), 380, 305, 1.12),
  ]);
}

/** Three dishes across a table, 1200 × 500 (store backgrounds, brand covers). */
export function spreadSvg(arts: readonly FoodArt[], seed: number): string {
  const rnd = new SeededRandom(seed);
  const table = at(TABLES, (seed + 1) % TABLES.length);
  const parts: Drawing[] = [tableTop(1200, 500, table, rnd)];
  const spots = [
    [220, 270, 0.72],
    [610, 230, 0.82],
    [1000, 280, 0.7],
  ] as const;
  spots.forEach(([x, y, s], i) =>
    parts.push(place(drawFood(at(arts, i % arts.length), seed + i * 7, `s${i}`), x, y, s)),
  );
  return compose(1200, 500, parts);
}

/**
 * Where a set meal's dishes sit on an 800 × 600 table, by how many there are: the first (the
 * dish the set is named after) largest and nearest the middle, so a square crop keeps it whole.
 */
const SET_SPOTS: readonly (readonly (readonly [number, number, number])[])[] = [
  [],
  [[400, 300, 1]],
  [
    [330, 310, 0.92],
    [625, 330, 0.62],
  ],
  [
    [310, 340, 0.8],
    [600, 175, 0.52],
    [620, 445, 0.5],
  ],
  [
    [300, 330, 0.74],
    [575, 150, 0.46],
    [575, 430, 0.46],
    [720, 300, 0.4],
  ],
];

/**
 * A set meal from above: each of `arts` (one to four kinds, the named dish first) on one
 * table, 800 × 600, so a set product's picture shows what it contains. A set of one kind
 * (a coffee and a tea) shows two servings of it.
 */
export function setMealSvg(arts: readonly FoodArt[], seed: number): string {
  const rnd = new SeededRandom(seed);
  const table = at(TABLES, seed % TABLES.length);
  const dishes = arts.length === 1 ? [...arts, ...arts] : arts.slice(0, SET_SPOTS.length - 1);
  const spots = at(SET_SPOTS, dishes.length);
  // Smallest first, so the named dish lies on top where plates meet.
  const parts: Drawing[] = [tableTop(800, 600, table, rnd)];
  for (let i = dishes.length - 1; i >= 0; i -= 1) {
    const [x, y, scale] = at(spots, i);
    parts.push(place(drawFood(at(dishes, i), seed + i * 7, `d${i}`), x, y, scale));
  }
  return compose(800, 600, parts);
}

/**
 * A cash voucher: a ticket with its face value and the restaurant's signature dish, 800 × 600.
 * `amount` is written as shown in every language (e.g. "Rp 100.000").
 */
export function voucherSvg(
  amount: string,
  art: FoodArt,
  colors: readonly [string, string],
  seed: number,
): string {
  const food = place(drawFood(art, seed, 'v'), 598, 300, 0.42);
  const ticket = `<path d="M70 110 H730 V255 A45 45 0 0 0 730 345 V490 H70 V345 A45 45 0 0 0 70 255Z" fill="#fff8e7"/><path d="M470 130 V470" stroke="${colors[0]}" stroke-width="5" stroke-dasharray="14 12" opacity="0.6"/>`;
  const body = `<rect width="800" height="600" fill="url(#bg)"/><circle cx="700" cy="80" r="150" fill="rgba(255,255,255,0.1)"/><circle cx="90" cy="560" r="120" fill="rgba(255,255,255,0.08)"/>${ticket}${text(285, 225, 'VOUCHER', { size: 52, color: colors[1], weight: 900, anchor: 'middle' })}${text(285, 325, amount, { size: fitFontSize(amount, 290, 64), color: '#c1121f', weight: 900, anchor: 'middle' })}<rect x="155" y="370" width="260" height="12" rx="6" fill="${colors[0]}" opacity="0.35"/><circle cx="598" cy="300" r="118" fill="${shade(colors[0], 0.75)}"/>${food.body}`;
  return svgDocument(800, 600, body, linearGradient('bg', [colors[0], colors[1]], false) + food.defs);
}

/** The dining room: warm walls, pendant lamps, tables and plants, 1000 × 750. */
export function interiorSvg(seed: number): string {
  const rnd = new SeededRandom(seed);
  const wall = rnd.pick(['#f4a261', '#e9c46a', '#e76f51', '#d4a373', '#c97c5d', '#f2cc8f']);
  const floor = rnd.pick(['#8d5524', '#6f4518', '#a47148']);
  let lamps = '';
  for (let i = 0; i < 4; i += 1) {
    const x = 140 + i * 240;
    lamps += `<line x1="${x}" y1="0" x2="${x}" y2="150" stroke="#222" stroke-width="3"/><path d="M${x - 45} 190 L${x - 25} 150 L${x + 25} 150 L${x + 45} 190Z" fill="#2b2b2b"/><ellipse cx="${x}" cy="195" rx="30" ry="10" fill="#ffe8a3"/><circle cx="${x}" cy="230" r="120" fill="url(#glow)"/>`;
  }
  let furniture = '';
  for (let i = 0; i < 3; i += 1) {
    const x = 170 + i * 330;
    furniture += `<rect x="${x - 110}" y="520" width="220" height="22" rx="6" fill="#5a3620"/><rect x="${x - 8}" y="540" width="16" height="140" fill="#3d2414"/><rect x="${x - 160}" y="560" width="50" height="120" rx="10" fill="${shade(wall, -0.45)}"/><rect x="${x + 110}" y="560" width="50" height="120" rx="10" fill="${shade(wall, -0.45)}"/><circle cx="${x - 40}" cy="508" r="16" fill="#fff"/><circle cx="${x + 40}" cy="508" r="16" fill="#fff"/><rect x="${x - 6}" y="488" width="12" height="26" rx="4" fill="#e63946"/>`;
  }
  let plants = '';
  for (const x of [40, 960]) {
    plants += `<rect x="${x - 30}" y="590" width="60" height="80" rx="8" fill="#bc6c25"/>`;
    for (let j = 0; j < 7; j += 1)
      plants += `<ellipse cx="${x + rnd.int(-40, 40)}" cy="${rnd.int(470, 590)}" rx="18" ry="44" fill="${rnd.pick(['#2d6a4f', '#40916c', '#52b788'])}" transform="rotate(${rnd.int(-40, 40)} ${x} 590)"/>`;
  }
  const body = `<rect width="1000" height="750" fill="url(#wall)"/><rect x="300" y="240" width="400" height="220" rx="12" fill="#ffe8cc" stroke="#5a3620" stroke-width="14"/><path d="M500 240 V460 M300 350 H700" stroke="#5a3620" stroke-width="8"/><rect y="640" width="1000" height="110" fill="${floor}"/><path d="M0 640 H1000" stroke="rgba(0,0,0,0.2)" stroke-width="6"/>${lamps}${furniture}${plants}`;
  const defs =
    linearGradient('wall', [shade(wall, 0.15), wall, shade(wall, -0.2)]) +
    radialGradient('glow', 'rgba(255,232,163,0.55)', 'rgba(255,232,163,0)', 0.5, 0.3);
  return svgDocument(1000, 750, body, defs);
}

/** A chalkboard menu with the dishes and prices as the restaurant writes them, 800 × 1000. */
export function menuBoardSvg(
  title: string,
  lines: readonly { name: string; price: string }[],
  art: FoodArt,
  seed: number,
): string {
  const rows = lines
    .slice(0, 10)
    .map((line, i) => {
      const y = 300 + i * 62;
      return `${text(90, y, line.name, { size: fitFontSize(line.name, 470, 34), color: '#fdf0d5', weight: 500 })}<path d="M${100 + Math.min(470, 34 * line.name.length * 0.55)} ${y - 8} H560" stroke="rgba(253,240,213,0.35)" stroke-width="3" stroke-dasharray="4 8"/>${text(710, y, line.price, { size: 32, color: '#ffd166', anchor: 'end' })}`;
    })
    .join('');
  const food = place(drawFood(art, seed, 'm'), 640, 880, 0.32);
  const body = `<rect width="800" height="1000" fill="#6b3f24"/><rect x="30" y="30" width="740" height="940" rx="18" fill="url(#board)"/>${text(400, 150, 'MENU', { size: 84, color: '#ffd166', anchor: 'middle' })}${text(400, 215, title, { size: fitFontSize(title, 640, 40), color: '#fdf0d5', weight: 500, anchor: 'middle' })}<path d="M120 245 H680" stroke="#ffd166" stroke-width="3"/>${rows}${food.body}`;
  return svgDocument(800, 1000, body, linearGradient('board', ['#2f3e46', '#22303a']) + food.defs);
}

/** A round badge with a name's initials: brand and mall logos, 400 × 400 PNG. */
export function logoSvg(name: string, background: string, foreground: string): string {
  const initials = escapeXml(initialsOf(name));
  const body = `<circle cx="200" cy="200" r="196" fill="url(#bg)"/><circle cx="200" cy="200" r="172" fill="none" stroke="${foreground}" stroke-width="6" opacity="0.8"/><text x="200" y="238" font-family="${FONT}" font-size="130" font-weight="900" fill="${foreground}" text-anchor="middle">${initials}</text><path d="M130 290 Q200 320 270 290" stroke="${foreground}" stroke-width="8" fill="none" stroke-linecap="round"/>`;
  return svgDocument(
    400,
    400,
    body,
    radialGradient('bg', shade(background, 0.2), shade(background, -0.15), 0.4, 0.3),
  );
}

/** A dish on a coloured disc: cuisine icons and logos of independent stores, 400 × 400 PNG. */
export function cuisineBadgeSvg(art: FoodArt, background: string, seed: number): string {
  const food = place(drawFood(art, seed, 'b'), 200, 200, 0.62);
  return svgDocument(
    400,
    400,
    `<circle cx="200" cy="200" r="196" fill="url(#bg)"/>${food.body}`,
    radialGradient('bg', shade(background, 0.35), background, 0.4, 0.3) + food.defs,
  );
}

/** A mall at dusk: sky, skyline, the building with its sign, 1200 × 600. */
export function mallCoverSvg(name: string, palette: readonly [string, string], seed: number): string {
  const rnd = new SeededRandom(seed);
  let skyline = '';
  for (let x = 0; x < 1200; x += rnd.int(50, 110)) {
    const h = rnd.int(120, 300);
    skyline += `<rect x="${x}" y="${420 - h}" width="${rnd.int(40, 90)}" height="${h}" fill="${shade(palette[0], -0.4)}"/>`;
  }
  let windows = '';
  for (let row = 0; row < 5; row += 1) {
    for (let col = 0; col < 14; col += 1) {
      const lit = rnd.chance(0.7);
      windows += `<rect x="${190 + col * 60}" y="${270 + row * 44}" width="44" height="30" rx="3" fill="${lit ? '#ffe8a3' : '#3d5a80'}" opacity="${lit ? 0.9 : 0.7}"/>`;
    }
  }
  const sign = fitFontSize(name, 700, 64);
  const body = `<rect width="1200" height="600" fill="url(#sky)"/><circle cx="980" cy="140" r="70" fill="#ffd166" opacity="0.85"/>${skyline}<path d="M150 500 L150 250 Q600 150 1050 250 L1050 500Z" fill="${shade(palette[0], -0.35)}"/><path d="M150 250 Q600 150 1050 250 L1050 215 Q600 115 150 215Z" fill="${palette[1]}"/>${windows}<rect x="380" y="176" width="440" height="0" fill="none"/>${text(600, 236, name, { size: Math.min(sign, 46), color: '#fff8e7', anchor: 'middle' })}<rect x="520" y="420" width="160" height="80" fill="#ffe8a3" opacity="0.85"/><rect y="500" width="1200" height="100" fill="#3a3a46"/><path d="M0 548 H1200" stroke="#ffd166" stroke-width="6" stroke-dasharray="40 30"/>`;
  return svgDocument(
    1200,
    600,
    body,
    linearGradient('sky', [shade(palette[0], -0.2), palette[0], palette[1]]),
  );
}

export interface BannerText {
  title: string;
  subtitle: string;
  action: string;
}

/** A home or pavilion banner with large text in one language and a dish, 1200 × 480. */
export function bannerSvg(
  words: BannerText,
  colors: readonly [string, string],
  art: FoodArt,
  seed: number,
): string {
  const food = place(drawFood(art, seed, 'f'), 930, 250, 0.78);
  const width = 610;
  const titles = splitLines(words.title, 11);
  const titleSize = Math.min(...titles.map((line) => fitFontSize(line, width, 84)));
  const subtitles = splitLines(words.subtitle, 22);
  const subtitleSize = Math.min(...subtitles.map((line) => fitFontSize(line, width, 36)));
  const titleStep = titleSize * 1.12;
  const subtitleStep = subtitleSize * 1.35;
  const buttonHeight = 70;
  const height = titles.length * titleStep + 14 + subtitles.length * subtitleStep + 26 + buttonHeight;
  let y = (480 - height) / 2;
  let lettering = '';
  for (const line of titles) {
    y += titleStep;
    lettering += text(70, Math.round(y - titleSize * 0.2), line, {
      size: titleSize,
      color: '#ffffff',
      weight: 900,
    });
  }
  y += 14;
  for (const line of subtitles) {
    y += subtitleStep;
    lettering += text(72, Math.round(y - subtitleSize * 0.3), line, {
      size: subtitleSize,
      color: '#fff3d6',
      weight: 500,
    });
  }
  y += 26;
  const actionWidth = Math.round(Math.min(380, 80 + emWidth(words.action) * 30));
  const button = `<rect x="70" y="${Math.round(y)}" width="${actionWidth}" height="${buttonHeight}" rx="35" fill="#ffffff"/>${text(70 + actionWidth / 2, Math.round(y + 47), words.action, { size: 30, color: colors[1], anchor: 'middle' })}`;
  const body = `<rect width="1200" height="480" fill="url(#bg)"/><circle cx="930" cy="250" r="300" fill="rgba(255,255,255,0.12)"/><circle cx="80" cy="430" r="140" fill="rgba(255,255,255,0.08)"/>${food.body}${lettering}${button}`;
  return svgDocument(1200, 480, body, linearGradient('bg', [colors[0], colors[1]], false) + food.defs);
}

/** Text wider than `maxEm` goes on two lines, split at the space nearest the middle, so the words stay large. */
function splitLines(content: string, maxEm: number): string[] {
  if (emWidth(content) <= maxEm || !content.includes(' ')) return [content];
  const middle = content.length / 2;
  let best = -1;
  for (let i = 0; i < content.length; i += 1) {
    if (content[i] === ' ' && (best < 0 || Math.abs(i - middle) < Math.abs(best - middle))) best = i;
  }
  return [content.slice(0, best), content.slice(best + 1)];
}

/** The home popup: a coupon with large text in one language, 750 × 1000. */
export function popupSvg(words: BannerText, amount: string): string {
  const food = place(drawFood('skewers', 4242, 'p'), 375, 780, 0.6);
  const body = `<rect width="750" height="1000" rx="40" fill="url(#bg)"/><circle cx="375" cy="780" r="240" fill="rgba(255,255,255,0.14)"/>${text(375, 160, words.title, { size: fitFontSize(words.title, 640, 64), color: '#ffffff', weight: 900, anchor: 'middle' })}<rect x="95" y="220" width="560" height="260" rx="30" fill="#fff8e7"/><circle cx="95" cy="350" r="34" fill="#e85d04"/><circle cx="655" cy="350" r="34" fill="#e85d04"/>${text(375, 350, amount, { size: fitFontSize(amount, 480, 96), color: '#c1121f', weight: 900, anchor: 'middle' })}${text(375, 420, words.subtitle, { size: fitFontSize(words.subtitle, 480, 34), color: '#6b3f24', weight: 500, anchor: 'middle' })}<rect x="175" y="510" width="400" height="80" rx="40" fill="#ffd166"/>${text(375, 563, words.action, { size: fitFontSize(words.action, 340, 36), color: '#9d0208', anchor: 'middle' })}${food.body}`;
  return svgDocument(750, 1000, body, linearGradient('bg', ['#f48c06', '#dc2f02', '#9d0208']) + food.defs);
}

/** A lightning bolt over a spread of dishes, no words (flash sale pages), 1200 × 400. */
export function flashBannerSvg(seed: number): string {
  const parts: Drawing[] = [
    {
      defs: linearGradient('bg', ['#ffba08', '#e85d04', '#9d0208'], false),
      body: '<rect width="1200" height="400" fill="url(#bg)"/>',
    },
    place(drawFood('skewers', seed, 'x'), 260, 210, 0.6),
    place(drawFood('noodles', seed + 1, 'y'), 940, 210, 0.6),
    {
      defs: '',
      body: '<path d="M640 30 L520 220 L600 220 L560 370 L700 160 L615 160 L680 30Z" fill="#fff3b0" stroke="#ffffff" stroke-width="8" stroke-linejoin="round"/>',
    },
  ];
  return compose(1200, 400, parts);
}

import type { FoodArt } from './cuisines.js';
import { SeededRandom } from './random.js';
import { linearGradient, radialGradient } from './svg.js';

/**
 * Top-down food drawings, each a group centred on (0, 0) about 500 px across, with the
 * gradients it needs. `p` prefixes gradient ids so several dishes can share one picture.
 */
export interface Drawing {
  defs: string;
  body: string;
}

const round = (n: number): string => n.toFixed(1);

function plate(p: string, rim = '#fbf7f0', inner = '#efe6d8'): Drawing {
  return {
    defs: radialGradient(`${p}plate`, '#ffffff', inner, 0.45, 0.4),
    body: `<ellipse cx="14" cy="22" rx="238" ry="238" fill="rgba(40,20,10,0.28)"/><circle r="236" fill="${rim}"/><circle r="186" fill="url(#${p}plate)"/><circle r="186" fill="none" stroke="rgba(120,90,60,0.12)" stroke-width="4"/>`,
  };
}

function bowl(p: string, outer: string, broth: string): Drawing {
  return {
    defs:
      radialGradient(`${p}broth`, broth, shade(broth, -0.25), 0.45, 0.4) +
      radialGradient(`${p}bowl`, shade(outer, 0.25), outer),
    body: `<ellipse cx="16" cy="24" rx="232" ry="232" fill="rgba(40,20,10,0.3)"/><circle r="228" fill="url(#${p}bowl)"/><circle r="196" fill="url(#${p}broth)"/>`,
  };
}

/** Lightens (amount > 0) or darkens a #rrggbb colour. */
export function shade(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16);
  const channel = (shift: number): number => {
    const c = (n >> shift) & 0xff;
    const v = amount >= 0 ? c + (255 - c) * amount : c * (1 + amount);
    return Math.max(0, Math.min(255, Math.round(v)));
  };
  return `#${[16, 8, 0].map((s) => channel(s).toString(16).padStart(2, '0')).join('')}`;
}

function dots(
  rnd: SeededRandom,
  count: number,
  radius: number,
  colors: readonly string[],
  size: number,
  cx = 0,
  cy = 0,
): string {
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const a = rnd.next() * Math.PI * 2;
    const r = Math.sqrt(rnd.next()) * radius;
    out += `<circle cx="${round(cx + Math.cos(a) * r)}" cy="${round(cy + Math.sin(a) * r)}" r="${round(size * (0.6 + rnd.next() * 0.8))}" fill="${rnd.pick(colors)}"/>`;
  }
  return out;
}

function friedEgg(x: number, y: number, s: number): string {
  return `<g transform="translate(${x} ${y}) scale(${s})"><path d="M-60 -10 C-70 -50 -20 -70 10 -60 C50 -70 75 -30 62 5 C70 45 30 65 0 58 C-40 66 -72 35 -60 -10Z" fill="#fffdf6" stroke="#f1e4c8" stroke-width="3"/><circle cx="4" cy="0" r="26" fill="#f7b32b"/><circle cx="-4" cy="-8" r="8" fill="#ffe29a" opacity="0.8"/></g>`;
}

function leaf(x: number, y: number, angle: number, length: number, color: string): string {
  return `<g transform="translate(${x} ${y}) rotate(${angle})"><path d="M0 0 C${length * 0.3} ${-length * 0.22} ${length * 0.75} ${-length * 0.2} ${length} 0 C${length * 0.75} ${length * 0.2} ${length * 0.3} ${length * 0.22} 0 0Z" fill="${color}"/><path d="M4 0 L${length - 6} 0" stroke="rgba(255,255,255,0.35)" stroke-width="2"/></g>`;
}

function chilli(x: number, y: number, angle: number): string {
  return `<g transform="translate(${x} ${y}) rotate(${angle})"><path d="M0 0 C20 -6 44 -4 62 8 C44 4 20 6 0 8Z" fill="#d62828"/><path d="M-2 2 L-12 -4" stroke="#2d6a4f" stroke-width="4" stroke-linecap="round"/></g>`;
}

function limeWedge(x: number, y: number, angle: number): string {
  return `<g transform="translate(${x} ${y}) rotate(${angle})"><path d="M-30 0 A30 30 0 0 1 30 0Z" fill="#7cb518"/><path d="M-24 -2 A24 24 0 0 1 24 -2Z" fill="#d9ed92"/></g>`;
}

function riceDome(p: string, x: number, y: number, r: number, base: string): Drawing {
  const id = `${p}rice${x}_${y}`.replace(/-/g, 'm');
  let grains = '';
  for (let i = 0; i < 40; i += 1) {
    const a = (i * 137.5 * Math.PI) / 180;
    const d = Math.sqrt(i / 40) * r * 0.85;
    grains += `<ellipse cx="${round(x + Math.cos(a) * d)}" cy="${round(y + Math.sin(a) * d)}" rx="7" ry="3.5" fill="${shade(base, -0.12)}" transform="rotate(${(i * 47) % 180} ${round(x + Math.cos(a) * d)} ${round(y + Math.sin(a) * d)})"/>`;
  }
  return {
    defs: radialGradient(id, shade(base, 0.5), shade(base, -0.08), 0.4, 0.35),
    body: `<circle cx="${x + 8}" cy="${y + 12}" r="${r}" fill="rgba(90,60,30,0.25)"/><circle cx="${x}" cy="${y}" r="${r}" fill="url(#${id})"/>${grains}`,
  };
}

function merge(...parts: Drawing[]): Drawing {
  return { defs: parts.map((d) => d.defs).join(''), body: parts.map((d) => d.body).join('') };
}

function raw(body: string): Drawing {
  return { defs: '', body };
}

function drawRice(p: string, rnd: SeededRandom): Drawing {
  const fried = rnd.chance(0.6);
  const base = fried ? '#d9822b' : '#f4efe6';
  const speckles = fried ? dots(rnd, 60, 110, ['#7cb518', '#f77f00', '#9c6644', '#ffd166'], 5, -30) : '';
  return merge(
    plate(p),
    riceDome(p, -30, 0, 120, base),
    raw(speckles),
    raw(friedEgg(40, -60, 1.1)),
    raw(`<ellipse cx="120" cy="90" rx="52" ry="44" fill="#f3e3b0" stroke="#e6cf8b" stroke-width="3"/>`),
    raw(
      `<circle cx="-120" cy="110" r="24" fill="#95d5b2" stroke="#2d6a4f" stroke-width="5"/><circle cx="-80" cy="135" r="22" fill="#95d5b2" stroke="#2d6a4f" stroke-width="5"/>`,
    ),
    raw(
      `<circle cx="110" cy="-120" r="22" fill="#e63946"/><circle cx="110" cy="-120" r="12" fill="#ff8fa3"/>`,
    ),
    raw(chilli(-140, -70, 30)),
  );
}

function drawSkewers(p: string, rnd: SeededRandom): Drawing {
  const count = rnd.int(4, 6);
  let sticks = '';
  for (let i = 0; i < count; i += 1) {
    const offset = (i - (count - 1) / 2) * 42;
    let chunks = '';
    for (let j = 0; j < 4; j += 1) {
      const x = -110 + j * 58 + rnd.int(-4, 4);
      chunks += `<rect x="${x - 24}" y="-20" width="48" height="40" rx="14" fill="url(#${p}meat)"/><path d="M${x - 14} -12 L${x + 6} 12 M${x} -16 L${x + 18} 8" stroke="#3b1f0e" stroke-width="4" opacity="0.55"/>`;
    }
    sticks += `<g transform="translate(0 ${offset}) rotate(-18)"><line x1="-170" y1="0" x2="150" y2="0" stroke="#d4a373" stroke-width="7" stroke-linecap="round"/>${chunks}</g>`;
  }
  return merge(
    plate(p),
    raw(
      `<ellipse cx="95" cy="120" rx="80" ry="58" fill="#8a4b1f"/><ellipse cx="95" cy="118" rx="70" ry="48" fill="#a85f2a"/><ellipse cx="75" cy="102" rx="22" ry="10" fill="#d08c4a" opacity="0.8"/>`,
    ),
    { defs: linearGradient(`${p}meat`, ['#b5651d', '#7f3b12']), body: sticks },
    raw(
      `<rect x="-170" y="70" width="50" height="50" rx="8" fill="#e9f5db" stroke="#b5c99a" stroke-width="4"/><rect x="-110" y="95" width="50" height="50" rx="8" fill="#e9f5db" stroke="#b5c99a" stroke-width="4"/>`,
    ),
    raw(dots(rnd, 10, 40, ['#9d4edd', '#c77dff'], 6, -120, -120)),
    raw(limeWedge(150, -130, 20)),
  );
}

function drawNoodles(p: string, rnd: SeededRandom): Drawing {
  const broth = rnd.pick(['#e9a23b', '#c8553d', '#f0c987']);
  let strands = '';
  for (let i = 0; i < 16; i += 1) {
    const y = -120 + i * 16 + rnd.int(-4, 4);
    const amp = 10 + rnd.int(0, 8);
    strands += `<path d="M-150 ${y} q25 ${-amp} 50 0 t50 0 t50 0 t50 0 t50 0 t50 0" fill="none" stroke="#f6d365" stroke-width="9" stroke-linecap="round"/><path d="M-150 ${y} q25 ${-amp} 50 0 t50 0 t50 0 t50 0 t50 0 t50 0" fill="none" stroke="#e0a82e" stroke-width="2" opacity="0.5"/>`;
  }
  const meatballs = rnd.chance(0.5)
    ? [
        [-90, 80],
        [-20, 110],
        [60, 95],
      ]
        .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="30" fill="url(#${p}ball)"/>`)
        .join('')
    : `<g transform="translate(20 90)"><rect x="-80" y="-30" width="70" height="46" rx="12" fill="#8c4a1c"/><rect x="0" y="-26" width="70" height="44" rx="12" fill="#a0561f"/></g>`;
  return merge(
    bowl(p, '#b23a48', broth),
    {
      defs: `<clipPath id="${p}clip"><circle r="190"/></clipPath>`,
      body: `<g clip-path="url(#${p}clip)">${strands}</g>`,
    },
    { defs: radialGradient(`${p}ball`, '#c08552', '#6f3a1b', 0.35, 0.3), body: meatballs },
    raw(leaf(-150, -40, -20, 110, '#40916c') + leaf(-140, -10, 10, 100, '#52b788')),
    raw(dots(rnd, 30, 150, ['#74c69d', '#2d6a4f'], 5)),
    raw(friedEgg(100, -70, 0.75)),
  );
}

function drawPadang(p: string, rnd: SeededRandom): Drawing {
  let rendang = '';
  for (let i = 0; i < 6; i += 1) {
    const x = 40 + rnd.int(-40, 90);
    const y = -40 + rnd.int(-40, 90);
    rendang += `<path d="M${x - 30} ${y} c5 -28 45 -30 58 -8 c14 22 -6 44 -30 40 c-22 2 -34 -12 -28 -32z" fill="url(#${p}rendang)"/>`;
  }
  const rice = riceDome(p, -90, -20, 95, '#f4efe6');
  return merge(
    plate(p),
    raw(`<ellipse cx="60" cy="20" rx="130" ry="110" fill="#e9a23b" opacity="0.85"/>`),
    rice,
    { defs: radialGradient(`${p}rendang`, '#7a3e1d', '#3a1a0b'), body: rendang },
    raw(leaf(-150, 90, -30, 120, '#2d6a4f') + leaf(-120, 120, -5, 110, '#40916c')),
    raw(
      `<circle cx="120" cy="-120" r="34" fill="#c1121f"/><circle cx="112" cy="-128" r="10" fill="#ff6b6b" opacity="0.7"/>`,
    ),
    raw(chilli(-40, 140, -10)),
  );
}

function drawSeafood(p: string, rnd: SeededRandom): Drawing {
  let prawns = '';
  const count = rnd.int(4, 6);
  for (let i = 0; i < count; i += 1) {
    const a = (i / count) * 360;
    prawns += `<g transform="rotate(${a}) translate(95 0) rotate(90)"><path d="M-40 0 A40 40 0 1 1 40 0 L24 0 A24 24 0 1 0 -24 0Z" fill="url(#${p}prawn)"/><path d="M-30 -20 L-20 -10 M-8 -34 L-4 -20 M12 -34 L8 -20 M30 -20 L20 -10" stroke="#fff1e6" stroke-width="3"/><path d="M40 0 l18 10 l-4 -16z" fill="#e85d04"/></g>`;
  }
  return merge(
    plate(p),
    raw(`<circle r="160" fill="#c1440e" opacity="0.85"/><circle r="150" fill="#d9582b" opacity="0.6"/>`),
    { defs: linearGradient(`${p}prawn`, ['#ffb4a2', '#f4845f', '#e85d04']), body: prawns },
    raw(dots(rnd, 25, 140, ['#74c69d', '#ffd166', '#fff'], 5)),
    raw(limeWedge(-150, -140, -20) + limeWedge(160, 130, 160)),
  );
}

function drawDumplings(p: string, rnd: SeededRandom): Drawing {
  let weave = '';
  for (let r = 60; r <= 220; r += 26)
    weave += `<circle r="${r}" fill="none" stroke="#b08850" stroke-width="3" opacity="0.5"/>`;
  const spots = [
    [-80, -70],
    [70, -80],
    [-95, 60],
    [60, 70],
    [0, 0],
  ];
  const dumplings = spots
    .map(
      ([x, y]) =>
        `<g transform="translate(${x} ${y}) rotate(${rnd.int(-30, 30)})"><circle r="62" fill="url(#${p}skin)"/><path d="M-40 -20 q10 -22 20 0 q10 -22 20 0 q10 -22 20 0 q10 -22 20 0" fill="none" stroke="#e6d5c3" stroke-width="5"/><circle cx="8" cy="12" r="22" fill="#ffb4a2" opacity="0.55"/></g>`,
    )
    .join('');
  return merge(
    raw(
      `<ellipse cx="14" cy="22" rx="246" ry="246" fill="rgba(40,20,10,0.3)"/><circle r="244" fill="#c99a5b"/><circle r="226" fill="#e4c28a"/>${weave}`,
    ),
    { defs: radialGradient(`${p}skin`, '#fffaf2', '#ecdcc8'), body: dumplings },
    raw(leaf(-200, 150, -40, 90, '#52b788')),
  );
}

function drawSushi(p: string, rnd: SeededRandom): Drawing {
  let pieces = '';
  for (let i = 0; i < 3; i += 1) {
    const y = -120 + i * 80;
    pieces += `<g transform="translate(-60 ${y}) rotate(-8)"><rect x="-80" y="-28" width="160" height="56" rx="26" fill="#fbf8f1"/><rect x="-86" y="-34" width="172" height="44" rx="20" fill="url(#${p}salmon)"/><path d="M-60 -30 l20 36 M-20 -32 l20 38 M20 -32 l20 38 M58 -30 l18 32" stroke="#ffe5d9" stroke-width="5" opacity="0.8"/></g>`;
  }
  const maki = [
    [120, -100],
    [140, 10],
    [110, 115],
  ]
    .map(
      ([x, y]) =>
        `<g transform="translate(${x} ${y})"><circle r="50" fill="#1b2a1e"/><circle r="42" fill="#fbf8f1"/><circle r="18" fill="#f4845f"/><circle cx="10" cy="8" r="8" fill="#95d5b2"/></g>`,
    )
    .join('');
  return merge(
    raw(
      `<rect x="-250" y="-200" width="500" height="400" rx="26" fill="rgba(40,20,10,0.3)" transform="translate(14 18)"/><rect x="-250" y="-200" width="500" height="400" rx="26" fill="#d9b27c"/><path d="M-250 -120 H250 M-250 -20 H250 M-250 80 H250" stroke="#c49a62" stroke-width="3"/>`,
    ),
    { defs: linearGradient(`${p}salmon`, ['#ff9e7a', '#f4845f', '#e76f51'], false), body: pieces },
    raw(maki),
    raw(
      `<path d="M-210 150 c10 -30 50 -30 60 0 c-10 20 -50 20 -60 0z" fill="#90be6d"/><path d="M-130 160 c14 -26 50 -24 58 0 c-14 18 -44 18 -58 0z" fill="#ffadad"/>`,
    ),
    raw(rnd.chance(0.5) ? '' : `<circle cx="200" cy="170" r="14" fill="#6d6875"/>`),
  );
}

function drawBibimbap(p: string, rnd: SeededRandom): Drawing {
  const colors = ['#2d6a4f', '#f77f00', '#fcbf49', '#6f3a1b', '#d62828', '#e9c46a'];
  const segs = colors
    .map((color, i) => {
      const a0 = (i / colors.length) * Math.PI * 2;
      const a1 = ((i + 1) / colors.length) * Math.PI * 2;
      const r = 170;
      return `<path d="M0 0 L${round(Math.cos(a0) * r)} ${round(Math.sin(a0) * r)} A${r} ${r} 0 0 1 ${round(Math.cos(a1) * r)} ${round(Math.sin(a1) * r)}Z" fill="${color}"/>`;
    })
    .join('');
  let strands = '';
  for (let i = 0; i < 40; i += 1) {
    const a = rnd.next() * Math.PI * 2;
    const r = 80 + rnd.next() * 80;
    strands += `<line x1="${round(Math.cos(a) * r)}" y1="${round(Math.sin(a) * r)}" x2="${round(Math.cos(a) * (r - 26))}" y2="${round(Math.sin(a) * (r - 26))}" stroke="rgba(255,255,255,0.35)" stroke-width="4" stroke-linecap="round"/>`;
  }
  return merge(
    raw(
      `<ellipse cx="16" cy="24" rx="236" ry="236" fill="rgba(20,10,5,0.35)"/><circle r="232" fill="#2b2b2b"/><circle r="200" fill="#3d3d3d"/><circle r="186" fill="#f4efe6"/>`,
    ),
    raw(segs + strands),
    raw(friedEgg(0, 0, 1)),
    raw(dots(rnd, 20, 160, ['#f4efe6', '#ffffff'], 4)),
  );
}

function drawSteak(p: string, rnd: SeededRandom): Drawing {
  let fries = '';
  for (let i = 0; i < 9; i += 1) {
    fries += `<rect x="${60 + rnd.int(0, 80)}" y="${-150 + i * 14}" width="${90 + rnd.int(0, 30)}" height="16" rx="5" fill="#f6bd60" stroke="#d4a017" stroke-width="2" transform="rotate(${rnd.int(-25, 25)} 120 -90)"/>`;
  }
  return merge(
    plate(p),
    {
      defs: radialGradient(`${p}steak`, '#9c4a1a', '#4a1f0a'),
      body: `<path d="M-170 -20 C-170 -110 -40 -130 30 -90 C90 -60 80 40 20 80 C-40 120 -170 80 -170 -20Z" fill="url(#${p}steak)"/>`,
    },
    raw(
      `<path d="M-150 -60 L-10 -100 M-155 -20 L20 -70 M-140 20 L40 -30 M-110 60 L40 10" stroke="#2a1206" stroke-width="9" opacity="0.6"/>`,
    ),
    raw(`<path d="M-60 -40 c20 -20 60 -10 70 10 c-20 10 -50 20 -70 -10z" fill="#6b2d0c" opacity="0.5"/>`),
    raw(fries),
    raw(
      leaf(40, 120, 10, 90, '#52b788') +
        leaf(60, 150, -20, 80, '#40916c') +
        `<circle cx="150" cy="70" r="22" fill="#e63946"/><circle cx="-60" cy="150" r="36" fill="#f1e0c5" stroke="#e0c39a" stroke-width="3"/>`,
    ),
  );
}

function drawDrink(p: string, rnd: SeededRandom): Drawing {
  const layers = rnd.pick([
    ['#5c3a21', '#c8a27a', '#f1e3d3'],
    ['#c1121f', '#f4845f', '#ffd6a5'],
    ['#2d6a4f', '#95d5b2', '#f1faee'],
  ] as const);
  let ice = '';
  for (let i = 0; i < 5; i += 1)
    ice += `<rect x="${-70 + rnd.int(0, 110)}" y="${-150 + rnd.int(0, 120)}" width="36" height="36" rx="6" fill="rgba(255,255,255,0.45)" transform="rotate(${rnd.int(-30, 30)})"/>`;
  return merge(
    raw(`<ellipse cx="-20" cy="235" rx="140" ry="20" fill="rgba(40,20,10,0.3)"/>`),
    {
      defs: linearGradient(`${p}drink`, [layers[2], layers[1], layers[0]]),
      body: `<path d="M-120 -200 L120 -200 L100 220 L-100 220Z" fill="url(#${p}drink)"/><path d="M-120 -200 L120 -200 L100 220 L-100 220Z" fill="none" stroke="rgba(255,255,255,0.7)" stroke-width="6"/><path d="M-100 -180 L-84 200" stroke="rgba(255,255,255,0.5)" stroke-width="10"/>`,
    },
    raw(ice),
    raw(
      `<rect x="30" y="-300" width="20" height="240" rx="8" fill="#e76f51" transform="rotate(12 40 -180)"/>`,
    ),
    raw(
      `<g transform="translate(200 150) rotate(-20)"><path d="M-90 0 C-70 -70 70 -70 90 0 C60 -20 -60 -20 -90 0Z" fill="#d58936"/><path d="M-60 -30 L-40 -5 M-20 -44 L-10 -12 M20 -44 L10 -12 M60 -30 L40 -5" stroke="#a0522d" stroke-width="5"/></g>`,
    ),
  );
}

function drawBurger(p: string, rnd: SeededRandom): Drawing {
  let seeds = '';
  for (let i = 0; i < 16; i += 1) {
    seeds += `<ellipse cx="${rnd.int(-130, 130)}" cy="${rnd.int(-60, 20)}" rx="7" ry="3.5" fill="#fff8e7"/>`;
  }
  return merge(
    raw(`<ellipse cx="0" cy="190" rx="210" ry="30" fill="rgba(40,20,10,0.3)"/>`),
    raw(`<rect x="-180" y="120" width="360" height="50" rx="24" fill="#d4a373"/>`),
    raw(`<rect x="-190" y="70" width="380" height="60" rx="28" fill="#5a2d0c"/>`),
    raw(`<path d="M-200 60 L200 60 L150 110 L60 70 L-40 112 L-120 70Z" fill="#ffc300"/>`),
    raw(
      `<path d="M-205 50 q25 -30 50 0 t50 0 t50 0 t50 0 t50 0 t50 0 t50 0 t50 0 l0 20 l-410 0z" fill="#70a83b"/>`,
    ),
    {
      defs: radialGradient(`${p}bun`, '#f3b562', '#c67b2a', 0.4, 0.25),
      body: `<path d="M-200 40 C-200 -150 200 -150 200 40Z" fill="url(#${p}bun)"/>`,
    },
    raw(`<g transform="translate(0 -50)">${seeds}</g>`),
  );
}

function drawSundanese(p: string, rnd: SeededRandom): Drawing {
  return merge(
    raw(
      `<ellipse cx="16" cy="24" rx="250" ry="210" fill="rgba(20,10,5,0.3)"/><path d="M-260 0 C-200 -200 200 -230 260 -20 C220 180 -200 220 -260 0Z" fill="#2d6a4f"/><path d="M-250 0 L250 -20" stroke="#95d5b2" stroke-width="5"/>`,
    ),
    raw(
      Array.from(
        { length: 8 },
        (_, i) =>
          `<path d="M${-200 + i * 55} ${-10 + i * -2} l40 -140" stroke="#52b788" stroke-width="3" opacity="0.6"/>`,
      ).join(''),
    ),
    raw(
      `<path d="M-170 -60 C-170 -120 -60 -120 -60 -60 L-60 60 C-60 90 -170 90 -170 60Z" fill="#74a57f"/><path d="M-160 -70 L-70 -70" stroke="#40916c" stroke-width="5"/>`,
    ),
    {
      defs: radialGradient(`${p}chicken`, '#e9a23b', '#9c5518'),
      body: `<path d="M-20 -100 C40 -150 130 -110 120 -40 C110 10 40 20 0 -10 C-40 -30 -50 -80 -20 -100Z" fill="url(#${p}chicken)"/>`,
    },
    raw(
      `<rect x="-20" y="30" width="70" height="50" rx="8" fill="#e9c46a"/><rect x="60" y="40" width="70" height="44" rx="8" fill="#b5651d"/>`,
    ),
    raw(
      `<circle cx="170" cy="40" r="36" fill="#c1121f"/>` +
        leaf(140, 110, 20, 90, '#95d5b2') +
        leaf(120, 140, -10, 80, '#b7e4c7'),
    ),
    raw(dots(rnd, 12, 30, ['#fff', '#fefae0'], 4)),
  );
}

function drawSalad(p: string, rnd: SeededRandom): Drawing {
  let leaves = '';
  for (let i = 0; i < 22; i += 1) {
    const a = rnd.next() * 360;
    const r = rnd.int(20, 120);
    leaves += leaf(
      Math.cos((a * Math.PI) / 180) * r,
      Math.sin((a * Math.PI) / 180) * r,
      a,
      rnd.int(60, 100),
      rnd.pick(['#52b788', '#40916c', '#74c69d', '#2d6a4f']),
    );
  }
  return merge(
    bowl(p, '#f4a261', '#fefae0'),
    raw(leaves),
    raw(
      `<circle cx="-60" cy="-40" r="28" fill="#e63946"/><circle cx="-60" cy="-40" r="16" fill="#ff8fa3"/><circle cx="70" cy="50" r="26" fill="#e63946"/><circle cx="70" cy="50" r="14" fill="#ff8fa3"/>`,
    ),
    raw(
      `<path d="M20 -110 c30 -10 70 0 80 30 c-30 6 -70 0 -80 -30z" fill="#b5e48c" stroke="#386641" stroke-width="4"/>`,
    ),
    raw(dots(rnd, 40, 150, ['#ffd166', '#f8edeb', '#e9c46a'], 5)),
  );
}

/** Roast duck: a glazed leg, sliced breast, cucumber and a dish of dark sauce. */
function drawDuck(p: string, rnd: SeededRandom): Drawing {
  let slices = '';
  for (let i = 0; i < 5; i += 1) {
    const x = -40 + i * 34;
    const y = 70 + i * 12;
    slices += `<g transform="translate(${x} ${y}) rotate(${-28 + rnd.int(-3, 3)})"><rect x="-22" y="-58" width="44" height="116" rx="18" fill="url(#${p}slice)"/><path d="M-16 -56 Q-26 0 -16 56" stroke="#6b2a0c" stroke-width="12" fill="none" stroke-linecap="round"/></g>`;
  }
  let cucumbers = '';
  for (let i = 0; i < 4; i += 1) {
    cucumbers += `<g transform="translate(${112 + i * 18} ${-40 + i * 10}) rotate(${62 + rnd.int(-6, 6)})"><rect x="-55" y="-9" width="110" height="18" rx="6" fill="#2d6a4f"/><rect x="-52" y="-5" width="104" height="10" rx="4" fill="#b7e4c7"/></g>`;
  }
  return merge(
    plate(p),
    {
      defs:
        radialGradient(`${p}skin`, '#d9843a', '#6b2a0c', 0.35, 0.3) +
        linearGradient(`${p}slice`, ['#f0c4a8', '#d38b6a', '#a8573a'], false),
      body: `<path d="M-170 -40 C-175 -125 -60 -160 10 -118 C60 -88 56 -10 4 18 C-50 46 -160 36 -170 -40Z" fill="url(#${p}skin)"/><path d="M-2 -104 C30 -130 62 -150 92 -160" stroke="#8a3a12" stroke-width="30" stroke-linecap="round"/><circle cx="100" cy="-166" r="13" fill="#f6ead8"/><circle cx="112" cy="-156" r="11" fill="#f6ead8"/><ellipse cx="-95" cy="-82" rx="42" ry="16" fill="#ffd29a" opacity="0.45" transform="rotate(-24 -95 -82)"/>${slices}`,
    },
    raw(cucumbers),
    raw(
      `<circle cx="-125" cy="115" r="44" fill="#f6ead8" stroke="#e0cdb2" stroke-width="4"/><circle cx="-125" cy="115" r="32" fill="#3b1a0a"/><ellipse cx="-134" cy="106" rx="10" ry="5" fill="#7a3e1d" opacity="0.7"/>`,
    ),
    raw(chilli(150, 120, 200) + leaf(60, -150, -160, 70, '#52b788')),
  );
}

/** A margherita: tomato, mozzarella and basil on a board, cut in six. */
function drawPizza(p: string, rnd: SeededRandom): Drawing {
  let cheese = '';
  for (let i = 0; i < 11; i += 1) {
    const a = (i * 137.5 * Math.PI) / 180;
    const d = 40 + Math.sqrt(i / 11) * 130;
    cheese += `<ellipse cx="${round(Math.cos(a) * d)}" cy="${round(Math.sin(a) * d)}" rx="${rnd.int(22, 32)}" ry="${rnd.int(18, 26)}" fill="#fdf6e3" stroke="#f1dfb8" stroke-width="3"/>`;
  }
  let basil = '';
  for (let i = 0; i < 6; i += 1) {
    const a = rnd.next() * Math.PI * 2;
    const d = rnd.int(30, 150);
    basil += leaf(Math.round(Math.cos(a) * d), Math.round(Math.sin(a) * d), rnd.int(0, 359), 46, '#2d6a4f');
  }
  const cuts = [0, 60, 120]
    .map(
      (a) =>
        `<path d="M-215 0 H215" stroke="rgba(90,40,10,0.35)" stroke-width="4" transform="rotate(${a})"/>`,
    )
    .join('');
  return merge(
    raw(
      `<circle cx="14" cy="22" r="244" fill="rgba(40,20,10,0.3)"/><circle r="244" fill="#b07a48"/><circle r="236" fill="#c89160"/>`,
    ),
    {
      defs: radialGradient(`${p}crust`, '#f2c27b', '#c9853f', 0.45, 0.4),
      body: `<circle r="218" fill="url(#${p}crust)"/><circle r="190" fill="#c1272d"/><circle r="186" fill="#d8432f" opacity="0.8"/>`,
    },
    raw(cheese + basil + cuts),
    raw(dots(rnd, 18, 180, ['#7a1e12', '#f4a261'], 3)),
  );
}

const DRAWERS: Record<FoodArt, (p: string, rnd: SeededRandom) => Drawing> = {
  rice: drawRice,
  skewers: drawSkewers,
  noodles: drawNoodles,
  padang: drawPadang,
  seafood: drawSeafood,
  dumplings: drawDumplings,
  sushi: drawSushi,
  bibimbap: drawBibimbap,
  steak: drawSteak,
  drink: drawDrink,
  burger: drawBurger,
  sundanese: drawSundanese,
  salad: drawSalad,
  duck: drawDuck,
  pizza: drawPizza,
};

/** One dish of kind `art`; `seed` varies garnish and colours between pictures of one kind. */
export function drawFood(art: FoodArt, seed: number, prefix: string): Drawing {
  return DRAWERS[art](prefix, new SeededRandom(seed));
}

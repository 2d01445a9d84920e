import 'server-only';
import QRCode from 'qrcode';
import sharp from 'sharp';
import type { StorageDriver } from '@/lib/storage/types';

/**
 * Demo catalogue pictures drawn locally: flat SVG illustrations (no text, so no system fonts)
 * rendered to small WebP files. No downloads, deterministic, light enough for a phone on 4G.
 */

export const demoColors = {
  white: '#f3f5f7',
  foam: '#fbfaf4',
  clear: '#cfe8f5',
  black: '#33383d',
  red: '#e0524d',
  blue: '#3f7fd6',
  green: '#46a86a',
  yellow: '#f2c94c',
  orange: '#f0964a',
  pink: '#f29bb7',
  purple: '#9b7fd1',
  kraft: '#c49a6c',
  bagasse: '#e6d8bb',
  wood: '#d6ac78',
  gold: '#d6ae3a',
  silver: '#c3c9d1',
} as const;
export type DemoColor = keyof typeof demoColors;

export const demoImageKinds = [
  'cup',
  'cup-lid',
  'flute',
  'shot-cups',
  'umbrella',
  'plate',
  'bowl',
  'tray',
  'tray-compartments',
  'clamshell',
  'tub',
  'dome-lid',
  'pizza-box',
  'cake-box',
  'cooler',
  'fork',
  'spoon',
  'knife',
  'cutlery-set',
  'straws',
  'skewers',
  'pop-sticks',
  'cupcake-cup',
  'cake-board',
  'egg-tray',
  'bag',
  'paper-bag',
  'zip-bag',
  'foil-roll',
  'paper-roll',
  'napkins',
  'glove',
  'cap',
] as const;
export type DemoImageKind = (typeof demoImageKinds)[number];

export type DemoImageSpec = {
  kind: DemoImageKind;
  color: DemoColor;
  /** Second colour for prints, stripes and fillings. */
  accent?: DemoColor;
};

export const DEMO_IMAGE_SIZE = 640;
const WEBP_QUALITY = 70;
/** Soft backgrounds, picked per key so neighbouring cards in the grid differ. */
const BACKGROUNDS = ['#eef7f1', '#edf3fb', '#fbf3e7', '#f5effb', '#fcf0ef', '#eef6f6', '#f7f6ea'];

/** Mixes a hex colour towards white (amount > 0) or black (amount < 0). */
function shade(hex: string, amount: number): string {
  const target = amount > 0 ? 255 : 0;
  const channel = (i: number) => {
    const value = parseInt(hex.slice(i, i + 2), 16);
    return Math.round(value + (target - value) * Math.abs(amount))
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(1)}${channel(3)}${channel(5)}`;
}

type Palette = { base: string; light: string; dark: string; accent: string; line: string };

const iso = (t: number, a: number, b: number, h: number, p: Palette, top = 'url(#g)') => `
  <path d="M320 ${t} L${320 + a} ${t + b} L${320 + a} ${t + b + h} L320 ${t + 2 * b + h} L${320 - a} ${t + b + h} L${320 - a} ${t + b} Z" fill="${p.dark}"/>
  <path d="M${320 - a} ${t + b} L320 ${t + 2 * b} L320 ${t + 2 * b + h} L${320 - a} ${t + b + h} Z" fill="${p.base}"/>
  <path d="M320 ${t} L${320 + a} ${t + b} L320 ${t + 2 * b} L${320 - a} ${t + b} Z" fill="${top}" stroke="${p.line}" stroke-width="3"/>`;

const cupShape = (p: Palette, band: boolean) => `
  <path d="M190 180 L450 180 L412 500 Q320 516 228 500 Z" fill="url(#g)" stroke="${p.line}" stroke-width="4"/>
  ${band ? `<path d="M203 290 L437 290 L426 385 L214 385 Z" fill="${p.accent}" opacity=".85"/>` : ''}
  <path d="M215 200 L236 470" stroke="#fff" stroke-width="12" stroke-linecap="round" opacity=".45"/>
  <ellipse cx="320" cy="180" rx="130" ry="24" fill="${p.light}" stroke="${p.line}" stroke-width="4"/>
  <ellipse cx="320" cy="184" rx="112" ry="15" fill="${p.dark}" opacity=".35"/>`;

const forkShape = (p: Palette) => `
  <rect x="-15" y="10" width="30" height="230" rx="15" fill="url(#g)" stroke="${p.line}" stroke-width="3"/>
  <path d="M-36 -120 L-36 -40 Q-36 10 0 20 Q36 10 36 -40 L36 -120 L26 -120 L24 -50 L14 -50 L12 -120 L4 -120 L4 -50 L-4 -50 L-4 -120 L-12 -120 L-14 -50 L-24 -50 L-26 -120 Z" fill="url(#g)" stroke="${p.line}" stroke-width="3"/>`;
const spoonShape = (p: Palette) => `
  <rect x="-15" y="10" width="30" height="230" rx="15" fill="url(#g)" stroke="${p.line}" stroke-width="3"/>
  <ellipse cx="0" cy="-55" rx="50" ry="72" fill="url(#g)" stroke="${p.line}" stroke-width="3"/>
  <ellipse cx="-12" cy="-70" rx="14" ry="30" fill="#fff" opacity=".4"/>`;
const knifeShape = (p: Palette) => `
  <rect x="-16" y="20" width="32" height="220" rx="16" fill="url(#g)" stroke="${p.line}" stroke-width="3"/>
  <path d="M-16 30 L-16 -110 Q-10 -130 14 -128 Q22 -60 16 30 Z" fill="url(#g)" stroke="${p.line}" stroke-width="3"/>`;
/** Three pieces fanned out, as they come in a pack. */
const fan = (piece: string) =>
  [-22, 0, 22].map((deg, i) => `<g transform="translate(${250 + i * 70} 320) rotate(${deg})">${piece}</g>`).join('');

const drawings: Record<DemoImageKind, (p: Palette) => string> = {
  cup: (p) => cupShape(p, true),
  'cup-lid': (p) => `${cupShape(p, false)}
    <path d="M176 176 Q190 80 320 74 Q450 80 464 176 Z" fill="#ffffff" opacity=".55" stroke="${p.line}" stroke-width="4"/>
    <rect x="170" y="166" width="300" height="24" rx="12" fill="${p.light}" stroke="${p.line}" stroke-width="4"/>`,
  flute: (p) => `
    <path d="M250 110 L390 110 Q395 300 320 330 Q245 300 250 110 Z" fill="url(#g)" stroke="${p.line}" stroke-width="4"/>
    <path d="M258 190 L382 190 Q378 290 320 312 Q262 290 258 190 Z" fill="${p.accent}" opacity=".7"/>
    <rect x="312" y="328" width="16" height="150" fill="${p.base}" stroke="${p.line}" stroke-width="3"/>
    <ellipse cx="320" cy="490" rx="80" ry="20" fill="url(#g)" stroke="${p.line}" stroke-width="4"/>`,
  'shot-cups': (p) =>
    [
      [170, 250],
      [320, 200],
      [470, 250],
    ]
      .map(([x, y]) => `<g transform="translate(${x} ${y}) scale(.45) translate(-320 -180)">${cupShape(p, false)}</g>`)
      .join(''),
  umbrella: (p) =>
    [
      [230, 300, -14, p.base],
      [400, 260, 12, p.accent],
    ]
      .map(
        ([x, y, deg, fill]) => `<g transform="translate(${x} ${y}) rotate(${deg})">
        <path d="M-130 0 Q-120 -130 0 -135 Q120 -130 130 0 Q108 -22 87 0 Q65 -22 43 0 Q22 -22 0 0 Q-22 -22 -43 0 Q-65 -22 -87 0 Q-108 -22 -130 0 Z" fill="${fill}" stroke="${p.line}" stroke-width="3"/>
        <path d="M0 -135 L0 220" stroke="${p.line}" stroke-width="7" stroke-linecap="round"/></g>`,
      )
      .join(''),
  plate: (p) => `
    <ellipse cx="320" cy="350" rx="240" ry="128" fill="url(#g)" stroke="${p.line}" stroke-width="4"/>
    <ellipse cx="320" cy="345" rx="165" ry="82" fill="${p.dark}" opacity=".18"/>
    <path d="M150 300 Q210 250 300 240" stroke="#fff" stroke-width="10" fill="none" stroke-linecap="round" opacity=".5"/>`,
  bowl: (p) => `
    <path d="M100 270 Q110 480 320 490 Q530 480 540 270 Z" fill="url(#g)" stroke="${p.line}" stroke-width="4"/>
    <ellipse cx="320" cy="270" rx="220" ry="62" fill="${p.light}" stroke="${p.line}" stroke-width="4"/>
    <ellipse cx="320" cy="276" rx="190" ry="44" fill="${p.dark}" opacity=".25"/>`,
  tray: (p) => `
    <g transform="translate(320 350) scale(1 .56)">
      <rect x="-250" y="-170" width="500" height="380" rx="50" fill="${p.dark}"/>
      <rect x="-250" y="-210" width="500" height="380" rx="50" fill="url(#g)" stroke="${p.line}" stroke-width="5"/>
      <rect x="-200" y="-165" width="400" height="290" rx="34" fill="${p.dark}" opacity=".2"/></g>`,
  'tray-compartments': (p) => `${drawings.tray(p)}
    <g transform="translate(320 350) scale(1 .56)" stroke="${p.line}" stroke-width="10" stroke-linecap="round" opacity=".7">
      <path d="M40 -160 L40 120"/><path d="M40 -20 L195 -20"/></g>`,
  clamshell: (p) => `
    <path d="M150 330 L490 330 L462 472 Q320 490 178 472 Z" fill="${p.dark}" stroke="${p.line}" stroke-width="4"/>
    <path d="M140 330 L500 330 L468 206 Q320 184 172 206 Z" fill="url(#g)" stroke="${p.line}" stroke-width="4"/>
    <rect x="124" y="318" width="392" height="28" rx="14" fill="${p.light}" stroke="${p.line}" stroke-width="4"/>
    <rect x="296" y="340" width="48" height="30" rx="8" fill="${p.light}" stroke="${p.line}" stroke-width="3"/>
    <path d="M200 230 Q320 214 440 230" stroke="#fff" stroke-width="10" fill="none" opacity=".45"/>`,
  tub: (p) => `
    <path d="M172 270 L468 270 L438 478 Q320 498 202 478 Z" fill="url(#g)" stroke="${p.line}" stroke-width="4"/>
    <ellipse cx="320" cy="270" rx="162" ry="40" fill="${p.light}" stroke="${p.line}" stroke-width="4"/>
    <path d="M158 262 Q160 200 320 196 Q480 200 482 262 Z" fill="${p.accent}" opacity=".8" stroke="${p.line}" stroke-width="4"/>`,
  'dome-lid': (p) => `
    <path d="M140 410 Q140 150 320 140 Q500 150 500 410 Z" fill="url(#g)" opacity=".8" stroke="${p.line}" stroke-width="4"/>
    <ellipse cx="320" cy="410" rx="200" ry="40" fill="${p.light}" stroke="${p.line}" stroke-width="4"/>
    <path d="M200 360 Q200 220 300 190" stroke="#fff" stroke-width="14" fill="none" stroke-linecap="round" opacity=".6"/>`,
  'pizza-box': (p) => `${iso(200, 230, 110, 50, p)}
    <ellipse cx="320" cy="310" rx="110" ry="52" fill="${p.accent}" opacity=".85"/>
    <ellipse cx="320" cy="310" rx="70" ry="32" fill="${p.light}" opacity=".6"/>`,
  'cake-box': (p) => `${iso(160, 190, 95, 170, p)}
    <path d="M320 205 L415 252 L320 300 L225 252 Z" fill="${demoColors.clear}" opacity=".8" stroke="${p.line}" stroke-width="3"/>
    <path d="M225 ${255 + 170} L225 300 M415 ${255 + 170} L415 300" stroke="${p.accent}" stroke-width="14" opacity=".8"/>`,
  cooler: (p) => `${iso(190, 210, 100, 190, p)}
    ${iso(170, 216, 103, 26, p, p.light)}
    <path d="M260 230 Q320 150 380 230" stroke="${p.line}" stroke-width="14" fill="none" stroke-linecap="round"/>`,
  fork: (p) => fan(forkShape(p)),
  spoon: (p) => fan(spoonShape(p)),
  knife: (p) => fan(knifeShape(p)),
  'cutlery-set': (p) =>
    [forkShape(p), knifeShape(p), spoonShape(p)]
      .map((piece, i) => `<g transform="translate(${230 + i * 90} 310) rotate(${(i - 1) * 8})">${piece}</g>`)
      .join(''),
  straws: (p) =>
    [0, 1, 2, 3, 4, 5]
      .map(
        (i) => `<g transform="translate(${190 + i * 52} 330) rotate(${-18 + i * 7})">
        <rect x="-15" y="-230" width="30" height="460" rx="12" fill="${p.base}" stroke="${p.line}" stroke-width="3"/>
        <rect x="-15" y="-230" width="30" height="460" rx="12" fill="url(#stripes)"/></g>`,
      )
      .join(''),
  skewers: (p) =>
    [0, 1, 2, 3, 4, 5, 6, 7]
      .map(
        (i) => `<g transform="translate(${210 + i * 30} 330) rotate(${-20 + i * 6})">
        <path d="M-6 210 L-6 -190 L0 -226 L6 -190 L6 210 Z" fill="url(#g)" stroke="${p.line}" stroke-width="2"/></g>`,
      )
      .join(''),
  'pop-sticks': (p) =>
    [0, 1, 2, 3, 4]
      .map(
        (i) => `<g transform="translate(${220 + i * 50} 330) rotate(${-24 + i * 12})">
        <rect x="-22" y="-190" width="44" height="380" rx="22" fill="url(#g)" stroke="${p.line}" stroke-width="3"/></g>`,
      )
      .join(''),
  'cupcake-cup': (p) => `
    <path d="M170 260 L470 260 L425 470 L215 470 Z" fill="url(#g)" stroke="${p.line}" stroke-width="4"/>
    ${[0, 1, 2, 3, 4, 5, 6, 7, 8]
      .map((i) => `<path d="M${185 + i * 34} 262 L${225 + i * 24} 468" stroke="${p.dark}" stroke-width="5"/>`)
      .join('')}
    <ellipse cx="320" cy="260" rx="150" ry="34" fill="${p.light}" stroke="${p.line}" stroke-width="4"/>
    <ellipse cx="320" cy="262" rx="128" ry="22" fill="${p.dark}" opacity=".3"/>`,
  'cake-board': (p) => `
    <g transform="translate(320 350) scale(1 .55)">
      ${Array.from({ length: 28 }, (_, i) => {
        const angle = (i / 28) * Math.PI * 2;
        return `<circle cx="${(232 * Math.cos(angle)).toFixed(1)}" cy="${(232 * Math.sin(angle)).toFixed(1)}" r="22" fill="${p.base}"/>`;
      }).join('')}
      <circle r="236" fill="url(#g)" stroke="${p.line}" stroke-width="4"/>
      <circle r="170" fill="none" stroke="${p.light}" stroke-width="8" opacity=".7"/></g>`,
  'egg-tray': (p) => `
    <g transform="translate(320 340) scale(1 .6)">
      <rect x="-240" y="-190" width="480" height="380" rx="40" fill="url(#g)" stroke="${p.line}" stroke-width="5"/>
      ${[-160, -53, 53, 160]
        .flatMap((x) =>
          [-100, 100].map(
            (y) => `<ellipse cx="${x}" cy="${y}" rx="46" ry="70" fill="${p.accent}" stroke="${p.line}" stroke-width="3"/>
          <circle cx="${x - 12}" cy="${y - 20}" r="8" fill="#8a6a4a"/><circle cx="${x + 14}" cy="${y + 16}" r="6" fill="#8a6a4a"/>`,
          ),
        )
        .join('')}</g>`,
  bag: (p) => `
    <path d="M165 500 L186 190 Q190 150 226 150 L254 150 Q268 150 269 170 L276 262 Q320 292 364 262 L371 170 Q372 150 386 150 L414 150 Q450 150 454 190 L475 500 Q320 520 165 500 Z" fill="url(#g)" stroke="${p.line}" stroke-width="4"/>
    <rect x="212" y="176" width="32" height="56" rx="14" fill="${p.dark}" opacity=".45"/>
    <rect x="396" y="176" width="32" height="56" rx="14" fill="${p.dark}" opacity=".45"/>
    <path d="M230 330 L410 330" stroke="${p.dark}" stroke-width="4" opacity=".4"/>`,
  'paper-bag': (p) => `
    <path d="M250 220 Q250 120 320 120 Q390 120 390 220" stroke="${p.dark}" stroke-width="12" fill="none"/>
    <path d="M430 200 L490 230 L480 500 L430 510 Z" fill="${p.dark}"/>
    <rect x="180" y="200" width="250" height="310" fill="url(#g)" stroke="${p.line}" stroke-width="4"/>
    <path d="M180 200 L205 228 L230 200 L255 228 L280 200 L305 228 L330 200 L355 228 L380 200 L405 228 L430 200" stroke="${p.line}" stroke-width="3" fill="none"/>
    <rect x="180" y="330" width="250" height="60" fill="${p.accent}" opacity=".75"/>`,
  'zip-bag': (p) => `
    <rect x="170" y="140" width="300" height="370" rx="16" fill="url(#g)" opacity=".85" stroke="${p.line}" stroke-width="4"/>
    <rect x="170" y="176" width="300" height="14" fill="${p.accent}"/>
    <rect x="170" y="196" width="300" height="6" fill="${p.accent}" opacity=".6"/>
    <path d="M205 250 L220 470" stroke="#fff" stroke-width="14" stroke-linecap="round" opacity=".5"/>`,
  'foil-roll': (p) => `
    <path d="M140 320 L500 320 L560 470 L200 480 Z" fill="${p.light}" stroke="${p.line}" stroke-width="3" opacity=".9"/>
    <path d="M230 380 L470 372 M250 430 L520 422" stroke="#fff" stroke-width="8" stroke-linecap="round" opacity=".6"/>
    <rect x="130" y="230" width="380" height="110" fill="url(#g)" stroke="${p.line}" stroke-width="4"/>
    <ellipse cx="130" cy="285" rx="26" ry="55" fill="${p.light}" stroke="${p.line}" stroke-width="4"/>
    <ellipse cx="130" cy="285" rx="10" ry="22" fill="${p.accent}"/>
    <ellipse cx="510" cy="285" rx="26" ry="55" fill="${p.base}" stroke="${p.line}" stroke-width="4"/>`,
  'paper-roll': (p) => `
    <path d="M170 230 L170 450 Q320 510 470 450 L470 230 Z" fill="url(#g)" stroke="${p.line}" stroke-width="4"/>
    <ellipse cx="320" cy="230" rx="150" ry="56" fill="${p.light}" stroke="${p.line}" stroke-width="4"/>
    <ellipse cx="320" cy="230" rx="46" ry="18" fill="${p.accent}" stroke="${p.line}" stroke-width="3"/>
    <path d="M470 330 L510 480 L470 460" fill="${p.light}" stroke="${p.line}" stroke-width="3"/>`,
  napkins: (p) => [0, 1, 2, 3].map((i) => iso(300 - i * 40, 200, 100, 34, p)).join(''),
  glove: (p) => `
    <g fill="url(#g)" stroke="${p.line}" stroke-width="4">
      <rect x="228" y="110" width="44" height="190" rx="22"/><rect x="280" y="86" width="44" height="210" rx="22"/>
      <rect x="332" y="96" width="44" height="200" rx="22"/><rect x="384" y="130" width="42" height="170" rx="21"/>
      <rect x="150" y="250" width="44" height="150" rx="22" transform="rotate(-40 172 325)"/>
      <rect x="224" y="240" width="206" height="230" rx="60"/></g>
    <rect x="236" y="440" width="182" height="90" rx="14" fill="${p.light}" stroke="${p.line}" stroke-width="4"/>`,
  cap: (p) => `
    <path d="M110 360 Q100 170 320 160 Q540 170 530 360 Z" fill="url(#g)" stroke="${p.line}" stroke-width="4"/>
    <path d="M110 360 Q130 385 150 360 Q170 385 190 360 Q210 385 230 360 Q250 385 270 360 Q290 385 310 360 Q330 385 350 360 Q370 385 390 360 Q410 385 430 360 Q450 385 470 360 Q490 385 510 360 Q520 380 530 360" stroke="${p.line}" stroke-width="6" fill="none"/>
    <path d="M200 220 Q260 200 300 300 M330 190 Q380 230 360 320 M440 230 Q470 280 440 330" stroke="${p.dark}" stroke-width="5" fill="none" opacity=".5"/>`,
};

/** The SVG markup of one illustration; `background` is one of the soft backgrounds. */
export function demoImageSvg(spec: DemoImageSpec, background = BACKGROUNDS[0]): string {
  const base = demoColors[spec.color];
  const accent = demoColors[spec.accent ?? (spec.color === 'white' || spec.color === 'foam' ? 'green' : 'white')];
  const p: Palette = { base, light: shade(base, 0.35), dark: shade(base, -0.18), accent, line: shade(base, -0.42) };
  // Metals get a banded highlight; everything else one soft sideways light.
  const stops =
    spec.color === 'silver' || spec.color === 'gold'
      ? `<stop offset="0" stop-color="${p.dark}"/><stop offset=".3" stop-color="${p.light}"/><stop offset=".55" stop-color="${p.base}"/><stop offset=".8" stop-color="${p.light}"/><stop offset="1" stop-color="${p.dark}"/>`
      : `<stop offset="0" stop-color="${p.light}"/><stop offset=".5" stop-color="${p.base}"/><stop offset="1" stop-color="${p.dark}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${DEMO_IMAGE_SIZE}" height="${DEMO_IMAGE_SIZE}" viewBox="0 0 640 640">
  <defs>
    <linearGradient id="g" x1="0" y1="0" x2="1" y2="0">${stops}</linearGradient>
    <pattern id="stripes" width="40" height="40" patternUnits="userSpaceOnUse" patternTransform="rotate(40)">
      <rect width="16" height="40" fill="${accent}"/></pattern>
  </defs>
  <rect width="640" height="640" fill="${background}"/>
  <circle cx="320" cy="320" r="255" fill="${shade(background, -0.035)}"/>
  <ellipse cx="320" cy="540" rx="210" ry="26" fill="#000" opacity=".07"/>
  ${drawings[spec.kind](p)}
</svg>`;
}

/** 640×640 WebP of one illustration (typically 8–20 KB). */
export async function renderDemoImage(spec: DemoImageSpec, background?: string): Promise<Buffer> {
  return (
    sharp(Buffer.from(demoImageSvg(spec, background)))
      // effort 2 halves encode time against the default 4 for the same size on flat art.
      .webp({ quality: WEBP_QUALITY, effort: 2 })
      .toBuffer()
  );
}

/** A QR code as lossless WebP (lossy blur would hurt scanning; two colours compress well anyway). */
export async function renderQrWebp(text: string): Promise<Buffer> {
  const svg = await QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2, width: 480 });
  return sharp(Buffer.from(svg)).resize(480, 480).webp({ lossless: true }).toBuffer();
}

/** The demo orders' payment receipt: a phone screenshot of a transfer, as customers upload them. */
export async function renderProofWebp(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="800">
    <rect width="100%" height="100%" fill="#f4f4f5"/>
    <rect x="40" y="80" width="400" height="600" rx="24" fill="#ffffff" stroke="#15803d" stroke-width="6"/>
    <text x="240" y="220" font-family="sans-serif" font-size="40" text-anchor="middle" fill="#14532d">Transferencia</text>
    <text x="240" y="280" font-family="sans-serif" font-size="40" text-anchor="middle" fill="#14532d">exitosa</text>
    <text x="240" y="420" font-family="sans-serif" font-size="28" text-anchor="middle" fill="#52525b">Comprobante de demostración</text>
  </svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: WEBP_QUALITY, effort: 2 }).toBuffer();
}

/**
 * Writes `key` only when it is missing (re-seeding and every app start stay cheap), and
 * returns the object's public URL either way.
 */
export async function ensureStoredImage(
  storage: StorageDriver,
  key: string,
  render: () => Promise<Uint8Array>,
): Promise<{ url: string; written: boolean }> {
  const written = !(await storage.headObject(key));
  if (written) await storage.putObject(key, await render(), 'image/webp');
  return { url: storage.publicUrl(key), written };
}

/** Stores the illustration under `key` (if missing), background chosen from the key. */
export function ensureDemoImage(storage: StorageDriver, key: string, spec: DemoImageSpec): Promise<{ url: string; written: boolean }> {
  let hash = 0;
  for (const char of key) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return ensureStoredImage(storage, key, () => renderDemoImage(spec, BACKGROUNDS[hash % BACKGROUNDS.length]));
}

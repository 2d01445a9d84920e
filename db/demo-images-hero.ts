import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

/**
 * The three home-hero backgrounds, drawn as abstract product scenes in SVG (no text, so no
 * fonts; no downloads) and rendered to WebP with sharp. The slideshow shows them under a
 * dark overlay, so they favour soft gradients and large shapes: small files, no banding.
 * Run with `npx tsx db/cli/generate-hero-images.ts`; the outputs are committed.
 */

export const HERO_WIDTH = 1920;
export const HERO_HEIGHT = 1080;
export const HERO_MAX_BYTES = 120 * 1024;

type Palette = { wallTop: string; wallBottom: string; table: string; tableEdge: string; glow: string };

const palettes: Palette[] = [
  // Biodegradables: sage wall, light wood table.
  { wallTop: '#1f4d33', wallBottom: '#5f9a6e', table: '#d9bf94', tableEdge: '#b99a6b', glow: '#e9f7c8' },
  // Traditional disposables: cool teal studio.
  { wallTop: '#123b4a', wallBottom: '#3f8a9a', table: '#e3ecef', tableEdge: '#b7c7cd', glow: '#d8f3ff' },
  // Bags and packaging: warm kraft tones.
  { wallTop: '#3d2f23', wallBottom: '#9c7651', table: '#ece1cf', tableEdge: '#c8b494', glow: '#ffe7b8' },
];

/** Small deterministic PRNG so the pictures are the same on every run. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const TABLE_Y = 760;

function backdrop(p: Palette, seed: number): string {
  const rnd = random(seed);
  const bokeh = Array.from({ length: 14 }, () => {
    const r = 40 + rnd() * 120;
    return `<circle cx="${(rnd() * HERO_WIDTH).toFixed(0)}" cy="${(rnd() * 600).toFixed(0)}" r="${r.toFixed(0)}" fill="${p.glow}" opacity="${(0.05 + rnd() * 0.12).toFixed(2)}"/>`;
  }).join('');
  return `
  <defs>
    <linearGradient id="wall" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${p.wallTop}"/><stop offset="1" stop-color="${p.wallBottom}"/>
    </linearGradient>
    <linearGradient id="table" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${p.tableEdge}"/><stop offset="0.08" stop-color="${p.table}"/><stop offset="1" stop-color="${p.tableEdge}"/>
    </linearGradient>
    <radialGradient id="light" cx="0.7" cy="0.25" r="0.6">
      <stop offset="0" stop-color="${p.glow}" stop-opacity="0.45"/><stop offset="1" stop-color="${p.glow}" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="sheen" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset="0.35" stop-color="#fff" stop-opacity="0.45"/><stop offset="0.6" stop-color="#fff" stop-opacity="0"/>
    </linearGradient>
    <filter id="blur" x="-20%" y="-50%" width="140%" height="200%"><feGaussianBlur stdDeviation="14"/></filter>
    <filter id="soft"><feGaussianBlur stdDeviation="30"/></filter>
  </defs>
  <rect width="${HERO_WIDTH}" height="${HERO_HEIGHT}" fill="url(#wall)"/>
  <g filter="url(#soft)">${bokeh}</g>
  <rect width="${HERO_WIDTH}" height="${HERO_HEIGHT}" fill="url(#light)"/>
  <rect y="${TABLE_Y}" width="${HERO_WIDTH}" height="${HERO_HEIGHT - TABLE_Y}" fill="url(#table)"/>`;
}

function shadow(cx: number, width: number): string {
  return `<ellipse cx="${cx}" cy="${TABLE_Y + 40}" rx="${width / 2}" ry="22" fill="#000" opacity="0.28" filter="url(#blur)"/>`;
}

/** A tapered cup standing on the table; `band` draws a sleeve. */
function cup(cx: number, height: number, width: number, body: string, band?: string): string {
  const base = TABLE_Y + 36;
  const top = base - height;
  const bottomHalf = width * 0.36;
  const topHalf = width / 2;
  const bandPath = band
    ? `<path d="M${cx - topHalf * 0.93} ${top + height * 0.35} L${cx + topHalf * 0.93} ${top + height * 0.35} L${cx + topHalf * 0.83} ${top + height * 0.7} L${cx - topHalf * 0.83} ${top + height * 0.7} Z" fill="${band}"/>`
    : '';
  return `${shadow(cx, width * 1.1)}
  <path d="M${cx - topHalf} ${top} L${cx + topHalf} ${top} L${cx + bottomHalf} ${base} L${cx - bottomHalf} ${base} Z" fill="${body}"/>
  ${bandPath}
  <path d="M${cx - topHalf} ${top} L${cx + topHalf} ${top} L${cx + bottomHalf} ${base} L${cx - bottomHalf} ${base} Z" fill="url(#sheen)"/>
  <rect x="${cx - topHalf - 8}" y="${top - 14}" width="${width + 16}" height="20" rx="10" fill="${body}"/>
  <rect x="${cx - topHalf - 8}" y="${top - 14}" width="${width + 16}" height="8" rx="4" fill="#fff" opacity="0.35"/>`;
}

/** A round bowl seen from the side. */
function bowl(cx: number, width: number, body: string): string {
  const base = TABLE_Y + 40;
  const depth = width * 0.42;
  return `${shadow(cx, width)}
  <path d="M${cx - width / 2} ${base - depth} Q${cx - width / 2 + 20} ${base} ${cx} ${base} Q${cx + width / 2 - 20} ${base} ${cx + width / 2} ${base - depth} Z" fill="${body}"/>
  <ellipse cx="${cx}" cy="${base - depth}" rx="${width / 2}" ry="${width * 0.09}" fill="${body}"/>
  <ellipse cx="${cx}" cy="${base - depth}" rx="${width / 2 - 14}" ry="${width * 0.065}" fill="#000" opacity="0.12"/>
  <path d="M${cx - width / 2} ${base - depth} Q${cx - width / 2 + 20} ${base} ${cx} ${base} Q${cx + width / 2 - 20} ${base} ${cx + width / 2} ${base - depth} Z" fill="url(#sheen)"/>`;
}

/** A hinged food container (clamshell) with a ribbed lid. */
function container(cx: number, width: number, height: number, body: string): string {
  const base = TABLE_Y + 44;
  const top = base - height;
  const ribs = [0.25, 0.5, 0.75]
    .map(
      (f) =>
        `<rect x="${cx - width / 2 + width * f - 3}" y="${top + 10}" width="6" height="${height * 0.35}" rx="3" fill="#000" opacity="0.08"/>`,
    )
    .join('');
  return `${shadow(cx, width * 1.05)}
  <rect x="${cx - width / 2}" y="${top + height * 0.5}" width="${width}" height="${height * 0.5}" rx="18" fill="${body}"/>
  <rect x="${cx - width / 2 - 10}" y="${top + height * 0.44}" width="${width + 20}" height="${height * 0.1}" rx="8" fill="${body}"/>
  <rect x="${cx - width / 2 + 6}" y="${top}" width="${width - 12}" height="${height * 0.46}" rx="26" fill="${body}"/>
  ${ribs}
  <rect x="${cx - width / 2 + 6}" y="${top}" width="${width - 12}" height="${height}" rx="26" fill="url(#sheen)"/>`;
}

/** A stand-up bag with two handles. */
function bag(cx: number, width: number, height: number, body: string, handle: string): string {
  const base = TABLE_Y + 44;
  const top = base - height;
  return `${shadow(cx, width * 1.1)}
  <path d="M${cx - width * 0.28} ${top + 4} C${cx - width * 0.28} ${top - height * 0.32} ${cx + width * 0.28} ${top - height * 0.32} ${cx + width * 0.28} ${top + 4}" fill="none" stroke="${handle}" stroke-width="14" stroke-linecap="round"/>
  <path d="M${cx - width / 2} ${top} L${cx + width / 2} ${top} L${cx + width / 2 + 10} ${base} L${cx - width / 2 - 10} ${base} Z" fill="${body}"/>
  <rect x="${cx - width / 2}" y="${top}" width="${width}" height="26" fill="#000" opacity="0.1"/>
  <path d="M${cx - width / 2} ${top} L${cx + width / 2} ${top} L${cx + width / 2 + 10} ${base} L${cx - width / 2 - 10} ${base} Z" fill="url(#sheen)" opacity="0.6"/>`;
}

/** A closed box (pizza, cake or shipping box) seen slightly from above. */
function box(cx: number, width: number, height: number, body: string, lid: string, lift = 0): string {
  const base = TABLE_Y + 46 - lift;
  const top = base - height;
  return `${lift ? '' : shadow(cx, width * 1.05)}
  <rect x="${cx - width / 2}" y="${top}" width="${width}" height="${height}" rx="6" fill="${body}"/>
  <path d="M${cx - width / 2} ${top} L${cx - width / 2 + 40} ${top - 46} L${cx + width / 2 + 40} ${top - 46} L${cx + width / 2} ${top} Z" fill="${lid}"/>
  <path d="M${cx + width / 2} ${top} L${cx + width / 2 + 40} ${top - 46} L${cx + width / 2 + 40} ${base - 46} L${cx + width / 2} ${base} Z" fill="#000" opacity="0.18"/>`;
}

function leaf(x: number, y: number, size: number, angle: number, fill: string): string {
  return `<g transform="translate(${x} ${y}) rotate(${angle})">
    <path d="M0 0 C${size * 0.3} ${-size * 0.35} ${size * 0.75} ${-size * 0.35} ${size} 0 C${size * 0.75} ${size * 0.35} ${size * 0.3} ${size * 0.35} 0 0 Z" fill="${fill}"/>
    <path d="M0 0 L${size * 0.92} 0" stroke="#000" stroke-opacity="0.18" stroke-width="${Math.max(2, size * 0.03)}"/>
  </g>`;
}

function sprig(x: number, y: number, scale: number, seed: number, colors: string[]): string {
  const rnd = random(seed);
  const leaves = Array.from({ length: 9 }, (_, i) => {
    const along = i * 34 * scale;
    const side = i % 2 === 0 ? -1 : 1;
    return leaf(x + along * 0.35, y - along, (70 + rnd() * 40) * scale, -90 + side * (35 + rnd() * 20), colors[i % colors.length]);
  }).join('');
  return `<path d="M${x} ${y} Q${x + 40 * scale} ${y - 160 * scale} ${x + 110 * scale} ${y - 320 * scale}" fill="none" stroke="${colors[0]}" stroke-width="${8 * scale}" stroke-linecap="round"/>${leaves}`;
}

function straws(x: number, y: number, colors: string[]): string {
  return colors
    .map(
      (c, i) =>
        `<rect x="${x + i * 22}" y="${y - i * 6}" width="14" height="300" rx="7" fill="${c}" transform="rotate(${-6 + i * 4} ${x + i * 22} ${y + 300})"/>`,
    )
    .join('');
}

const scenes: Array<(p: Palette) => string> = [
  // 1 · Biodegradables: kraft and bagasse cups, bowls and containers among leaves.
  (p) => `${backdrop(p, 11)}
    ${sprig(150, 820, 1.5, 3, ['#2f7d4a', '#4f9d5e', '#83c47a'])}
    ${sprig(1760, 860, 1.25, 5, ['#3f8f55', '#6fb36c', '#a4d48a'])}
    ${container(520, 360, 230, '#eadfc6')}
    ${cup(870, 330, 210, '#c79a66', '#8e6a43')}
    ${bowl(1150, 330, '#efe6cf')}
    ${cup(1420, 250, 170, '#e9dcc0', '#5f9a6e')}
    ${leaf(1010, 872, 120, 12, '#3e8e57')}
    ${leaf(680, 905, 90, -160, '#5fa865')}`,
  // 2 · Traditional disposables: clear and white cups, lidded tubs, colourful straws.
  (p) => `${backdrop(p, 23)}
    ${straws(1470, 470, ['#e0524d', '#f2c94c', '#3f7fd6', '#46a86a'])}
    ${cup(360, 360, 220, '#d6ecf7')}
    ${cup(620, 300, 190, '#f4f6f8', '#3f7fd6')}
    ${container(930, 340, 200, '#dceef6')}
    ${bowl(1260, 300, '#f6f7f9')}
    ${cup(1510, 240, 160, '#d6ecf7')}`,
  // 3 · Bags and packaging: kraft and white bags, pizza and cake boxes.
  (p) => `${backdrop(p, 37)}
    ${bag(380, 300, 380, '#c49a6c', '#8e6a43')}
    ${bag(700, 250, 300, '#f3f5f7', '#46a86a')}
    ${box(1040, 380, 150, '#d6ac78', '#e2bd8d')}
    ${box(1030, 320, 90, '#f6f2ea', '#ffffff', 150)}
    ${bag(1480, 280, 340, '#46a86a', '#2f7d4a')}
    ${sprig(1730, 880, 1.1, 9, ['#3f8f55', '#6fb36c'])}`,
];

export function heroSvg(index: number): string {
  const scene = scenes[index];
  if (!scene) throw new RangeError(`No hero scene ${index}`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${HERO_WIDTH}" height="${HERO_HEIGHT}" viewBox="0 0 ${HERO_WIDTH} ${HERO_HEIGHT}">${scene(palettes[index])}</svg>`;
}

export async function renderHeroImage(index: number): Promise<Buffer> {
  // Lower the quality until the file fits the budget (it normally fits at the first try).
  for (const quality of [72, 64, 56, 48]) {
    const buffer = await sharp(Buffer.from(heroSvg(index)))
      .resize(HERO_WIDTH, HERO_HEIGHT)
      .webp({ quality, effort: 6, smartSubsample: true })
      .toBuffer();
    if (buffer.byteLength <= HERO_MAX_BYTES) return buffer;
  }
  throw new Error(`Hero image ${index + 1} does not fit in ${HERO_MAX_BYTES} bytes`);
}

/** Writes public/images/hero-1.webp … hero-3.webp (or into `outDir`); returns the paths. */
export async function generateHeroImages(outDir = path.join(process.cwd(), 'public', 'images')): Promise<string[]> {
  await mkdir(outDir, { recursive: true });
  const written: string[] = [];
  for (let i = 0; i < scenes.length; i++) {
    const file = path.join(outDir, `hero-${i + 1}.webp`);
    await writeFile(file, await renderHeroImage(i));
    written.push(file);
  }
  return written;
}

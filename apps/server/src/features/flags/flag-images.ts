import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { renderAsync } from '@resvg/resvg-js';
import type { Countries } from 'world-countries';
// The JSON itself, as packages/shared/src/countries/countries.ts reads it.
import countriesJson from 'world-countries/countries.json' with { type: 'json' };
import { FLAG_SIZE, HOME_NATION_FLAGS } from '@libero/shared/countries/countries';

/** Twice the display size: crisp on high-density screens. */
export const FLAG_PIXELS = { width: FLAG_SIZE.width * 2, height: FLAG_SIZE.height * 2 } as const;

export type FlagImage = { png: Buffer; etag: string };

/** The international federation's own flag: a yellow volleyball, ringed in white, on a blue field. */
const FEDERATION_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 480">
  <rect width="640" height="480" fill="#1e3a8a"/>
  <g transform="translate(320 240)">
    <circle r="150" fill="#facc15"/>
    <g fill="none" stroke="#1e3a8a" stroke-width="16" stroke-linecap="round">
      <g id="seams">
        <path d="M0 0C-20-60 10-125 70-133"/>
        <path d="M-52-30C-62-90-30-135 5-150"/>
      </g>
      <use href="#seams" transform="rotate(120)"/>
      <use href="#seams" transform="rotate(240)"/>
    </g>
    <circle r="150" fill="none" stroke="#fff" stroke-width="14"/>
  </g>
</svg>`;

/** No country known: a pale slate field crossed out (flag-icons' own `xx` is too faint at this size). */
const UNKNOWN_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 480">
  <rect width="640" height="480" fill="#f1f5f9"/>
  <path fill="none" stroke="#cbd5e1" stroke-width="28" d="M0 0 640 480M640 0 0 480"/>
</svg>`;

/** flag-icons' 4:3 SVGs (640×480), found through Node's resolution: from src/ and from the bundled dist/ alike. */
const FLAG_ICONS_DIR = join(dirname(createRequire(import.meta.url).resolve('flag-icons/package.json')), 'flags', '4x3');

type Source = { svg: string } | { file: string };

/** Every file name served, and where its picture comes from: nothing else is ever read. */
const SOURCES: ReadonlyMap<string, Source> = new Map<string, Source>([
  ...(countriesJson as unknown as Countries).map((c): [string, Source] => {
    const code = c.cca2.toLowerCase();
    return [`${code}.png`, { file: join(FLAG_ICONS_DIR, `${code}.svg`) }];
  }),
  ...HOME_NATION_FLAGS.map((flag): [string, Source] => [`${flag}.png`, { file: join(FLAG_ICONS_DIR, `${flag}.svg`) }]),
  ['unknown.png', { svg: UNKNOWN_SVG }],
  ['FIV.png', { svg: FEDERATION_SVG }],
]);

/** The names of every flag image, e.g. `it.png`, `unknown.png`, `FIV.png`. */
export function flagFileNames(): string[] {
  return [...SOURCES.keys()];
}

async function render(source: Source): Promise<FlagImage> {
  const svg = 'svg' in source ? source.svg : await readFile(source.file);
  // Off the event loop; flags draw no text, so no system fonts are scanned.
  const image = await renderAsync(svg, {
    fitTo: { mode: 'width', value: FLAG_PIXELS.width },
    font: { loadSystemFonts: false },
  });
  const png = image.asPng();
  return { png, etag: `"${createHash('sha1').update(png).digest('base64url')}"` };
}

/** Drawn on first request and kept: some 250 images of a kilobyte or two. */
const cache = new Map<string, Promise<FlagImage>>();

/** The PNG of a flag file name, or undefined when there is no such flag. */
export function flagImage(fileName: string): Promise<FlagImage> | undefined {
  const source = SOURCES.get(fileName);
  if (!source) return undefined;
  let image = cache.get(fileName);
  if (!image) {
    image = render(source);
    // A failure is not remembered: the next request tries again.
    image.catch(() => cache.delete(fileName));
    cache.set(fileName, image);
  }
  return image;
}

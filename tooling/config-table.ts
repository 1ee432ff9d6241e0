/**
 * Writes the settings table of docs/configuration.md from the server's code: each setting of
 * `ZConfig` with its default, and its meaning from `SETTING_DOCS`. `npm run docs` runs it before
 * building the site; with `--check` (`npm run docs:check`, in `npm test`) it fails when the page is
 * out of date instead of writing it.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { ZConfig } from '../apps/server/src/config';
import { SETTING_DOCS } from '../apps/server/src/config-docs';

const PAGE = join(dirname(fileURLToPath(import.meta.url)), '../docs/configuration.md');
const TABLE = /(<!-- settings:start[^>]*-->)[\s\S]*(<!-- settings:end -->)/;

function table(): string {
  const defaults: Record<string, unknown> = ZConfig.parse({});
  const rows = Object.entries(SETTING_DOCS).map(([name, doc]) => {
    const value = defaults[name];
    const shown = doc.default ?? (value === undefined ? '—' : `\`${String(value)}\``);
    return `| \`${name}\` | ${shown} | ${doc.meaning} |`;
  });
  return ['| setting | default | meaning |', '| --- | --- | --- |', ...rows].join('\n');
}

const text = await readFile(PAGE, 'utf8');
if (!TABLE.test(text)) throw new Error(`${PAGE} has no <!-- settings:start --> … <!-- settings:end --> markers`);
const updated = await format(
  text.replace(TABLE, (_, start: string, end: string) => `${start}\n\n${table()}\n\n${end}`),
  { ...(await resolveConfig(PAGE)), filepath: PAGE },
);
if (process.argv.includes('--check')) {
  if (updated !== text) {
    console.error('docs/configuration.md is not the settings of the code: run npm run docs');
    process.exit(1);
  }
} else if (updated !== text) {
  await writeFile(PAGE, updated);
  console.log('docs/configuration.md: settings table written');
}

import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@libero/shared/i18n/languages';

type Catalogue = Record<string, unknown>;
const files = import.meta.glob<Catalogue>('./*/*.json', { eager: true, import: 'default' });

/** `{a:{b:'x'}}` → `{'a.b':'x'}`. */
function flatten(value: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof value === 'string') {
    out.set(prefix, value);
    return out;
  }
  for (const [key, child] of Object.entries(value as Catalogue)) {
    for (const [path, text] of flatten(child, prefix ? `${prefix}.${key}` : key)) out.set(path, text);
  }
  return out;
}

const variables = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

const namespaces = [...new Set(Object.keys(files).map((path) => path.split('/')[2]))];

describe('translation catalogues', () => {
  it('exist for every language and namespace', () => {
    expect(namespaces.length).toBeGreaterThan(0);
    for (const language of LANGUAGES) {
      for (const namespace of namespaces) expect(files[`./${language}/${namespace}`]).toBeDefined();
    }
  });

  describe.each(namespaces)('%s', (namespace) => {
    const english = flatten(files[`./en/${namespace}`]);

    it.each(LANGUAGES.filter((l) => l !== 'en'))('%s has the same keys and placeholders as English', (language) => {
      const other = flatten(files[`./${language}/${namespace}`]);
      expect([...other.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [key, text] of english) {
        expect(variables(other.get(key) ?? ''), `${language}/${namespace}: ${key}`).toEqual(variables(text));
        expect(other.get(key)?.trim(), `${language}/${namespace}: ${key} is empty`).toBeTruthy();
      }
    });
  });
});

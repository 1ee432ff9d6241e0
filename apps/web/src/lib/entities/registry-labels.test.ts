import { describe, expect, it } from 'vitest';
import { ENTITIES } from '@libero/shared/registry/registry';

type Catalogue = Record<string, unknown>;
const english = import.meta.glob<Catalogue>('../../locales/en/*.json', { eager: true, import: 'default' });

function lookup(label: string): unknown {
  const [namespace, path = ''] = label.split(':');
  let node: unknown = english[`../../locales/en/${namespace}.json`];
  for (const key of path.split('.')) node = (node as Catalogue | undefined)?.[key];
  return node;
}

describe('registry labels', () => {
  for (const entity of Object.values(ENTITIES)) {
    it(`${entity.name}: every field label is in the English catalogue`, () => {
      for (const [name, field] of Object.entries(entity.fields)) {
        expect(typeof lookup(field.label), `${entity.name}.${name}: ${field.label}`).toBe('string');
        for (const code of field.codes ? (field.write?.oneOf ?? []) : []) {
          expect(typeof lookup(`${field.codes}.${code}`), `${entity.name}.${name}: ${code}`).toBe('string');
        }
      }
    });
  }
});

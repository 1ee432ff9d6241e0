import { describe, expect, it } from 'vitest';
import { kindName } from './kind-text';

describe('kindName', () => {
  const kind = { no: 5, code: 'vnl', name: 'Nations league', nameFr: 'Ligue des nations', nameEs: ' ' };

  it('names a kind in the interface language, in English when it has no name there', () => {
    expect(kindName(kind, 'en')).toBe('Nations league');
    expect(kindName(kind, 'fr')).toBe('Ligue des nations');
    expect(kindName(kind, 'es')).toBe('Nations league');
  });

  it('falls back on the code, then the number', () => {
    expect(kindName({ ...kind, name: null, nameFr: null }, 'fr')).toBe('vnl');
    expect(kindName({ no: 5, code: null, name: null, nameFr: null, nameEs: null }, 'en')).toBe('5');
  });
});

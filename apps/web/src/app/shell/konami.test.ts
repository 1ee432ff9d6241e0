import { describe, expect, it } from 'vitest';
import { isKonamiCode, isTypingTarget, KONAMI_SEQUENCE, pushKey } from './konami';

const typeKeys = (keys: readonly string[]) => keys.reduce<string[]>((typed, key) => pushKey(typed, key), []);

describe('the Konami code', () => {
  it('is recognised when typed in full', () => {
    expect(isKonamiCode(typeKeys(KONAMI_SEQUENCE))).toBe(true);
  });

  it('accepts capital letters', () => {
    expect(isKonamiCode(typeKeys([...KONAMI_SEQUENCE.slice(0, 8), 'B', 'A']))).toBe(true);
  });

  it('is recognised after other keys and after a false start', () => {
    expect(isKonamiCode(typeKeys(['x', 'Enter', ...KONAMI_SEQUENCE]))).toBe(true);
    expect(isKonamiCode(typeKeys(['ArrowUp', 'ArrowUp', 'ArrowUp', ...KONAMI_SEQUENCE.slice(2)]))).toBe(true);
  });

  it('is not recognised incomplete, in another order or with a key in between', () => {
    expect(isKonamiCode(typeKeys(KONAMI_SEQUENCE.slice(0, 9)))).toBe(false);
    expect(isKonamiCode(typeKeys([...KONAMI_SEQUENCE.slice(0, 8), 'a', 'b']))).toBe(false);
    expect(isKonamiCode(typeKeys([...KONAMI_SEQUENCE.slice(0, 5), 'x', ...KONAMI_SEQUENCE.slice(5)]))).toBe(false);
    expect(isKonamiCode(typeKeys([...KONAMI_SEQUENCE, 'a']))).toBe(false);
  });

  it('keeps only as many keys as the sequence has', () => {
    expect(typeKeys([...'abcdefghijklmnop'])).toHaveLength(KONAMI_SEQUENCE.length);
  });
});

describe('isTypingTarget', () => {
  it('ignores keys typed into fields', () => {
    expect(isTypingTarget(document.createElement('input'))).toBe(true);
    expect(isTypingTarget(document.createElement('textarea'))).toBe(true);
    expect(isTypingTarget(document.createElement('select'))).toBe(true);
    const editable = document.createElement('div');
    editable.contentEditable = 'true';
    document.body.append(editable);
    expect(isTypingTarget(editable)).toBe(true);
    editable.remove();
  });

  it('listens elsewhere', () => {
    expect(isTypingTarget(document.body)).toBe(false);
    expect(isTypingTarget(document.createElement('button'))).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});

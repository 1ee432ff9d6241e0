import { describe, expect, it } from 'vitest';
import { code39Widths } from './code39';

describe('code39Widths', () => {
  it('frames the text in * and gives each character 5 bars and 4 spaces, 3 of them wide, a narrow gap between', () => {
    const widths = code39Widths('B-18-00001');
    const characters = '*B-18-00001*'.length;
    expect(widths).toHaveLength(characters * 9 + (characters - 1));
    // `*` is narrow-wide-narrow-narrow-wide-narrow-wide-narrow-narrow.
    expect(widths.slice(0, 9)).toEqual([1, 2.5, 1, 1, 2.5, 1, 2.5, 1, 1]);
    for (let start = 0; start < widths.length; start += 10)
      expect(widths.slice(start, start + 9).filter((width) => width > 1)).toHaveLength(3);
  });

  it('refuses a character Code 39 cannot write', () => {
    expect(() => code39Widths('B_1')).toThrow('Code 39 has no _');
  });
});

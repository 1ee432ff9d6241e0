import type { Doc } from '../../../lib/pdf-layout';

/**
 * Code 39, the barcode badge readers scan: each character is 5 bars and 4 spaces, 3 of them wide
 * (`1` below), between `*` start and stop characters. No maintained library was at hand, and the
 * symbology is small enough to draw with pdfkit's rectangles.
 */
const PATTERNS: Readonly<Record<string, string>> = {
  '0': '000110100',
  '1': '100100001',
  '2': '001100001',
  '3': '101100000',
  '4': '000110001',
  '5': '100110000',
  '6': '001110000',
  '7': '000100101',
  '8': '100100100',
  '9': '001100100',
  A: '100001001',
  B: '001001001',
  C: '101001000',
  D: '000011001',
  E: '100011000',
  F: '001011000',
  G: '000001101',
  H: '100001100',
  I: '001001100',
  J: '000011100',
  K: '100000011',
  L: '001000011',
  M: '101000010',
  N: '000010011',
  O: '100010010',
  P: '001010010',
  Q: '000000111',
  R: '100000110',
  S: '001000110',
  T: '000010110',
  U: '110000001',
  V: '011000001',
  W: '111000000',
  X: '010010001',
  Y: '110010000',
  Z: '011010000',
  '-': '010000101',
  '*': '010010100',
};

const WIDE = 2.5;

/** The widths of the bars and spaces of `text` (capitals, digits and dashes), in narrow units. */
export function code39Widths(text: string): number[] {
  return `*${text.toUpperCase()}*`.split('').flatMap((char, index) => {
    const pattern = PATTERNS[char];
    if (!pattern) throw new Error(`Code 39 has no ${char}`);
    const widths = pattern.split('').map((bit) => (bit === '1' ? WIDE : 1));
    // A narrow space separates two characters.
    return index === 0 ? widths : [1, ...widths];
  });
}

/** Draws `text` as a Code 39 barcode `width` wide and `height` high, its top left at (x, y). */
export function drawCode39(doc: Doc, text: string, at: { x: number; y: number; width: number; height: number }) {
  const widths = code39Widths(text);
  const unit = at.width / widths.reduce((sum, width) => sum + width, 0);
  let x = at.x;
  widths.forEach((width, index) => {
    // Even elements are bars, odd ones spaces.
    if (index % 2 === 0) doc.rect(x, at.y, width * unit, at.height).fill('black');
    x += width * unit;
  });
}

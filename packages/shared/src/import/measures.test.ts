import { describe, expect, it } from 'vitest';
import { Player } from '../registry/players';
import { measureRange, toMicrometres, toMilligrams } from './measures';

const height = measureRange('Height', Player.fields.Height);
const weight = measureRange('Weight', Player.fields.Weight);

describe('toMicrometres', () => {
  it.each([
    ['1.92', 1_920_000],
    ['1,92', 1_920_000],
    ['1.92 m', 1_920_000],
    ['1,92M', 1_920_000],
    ['192', 1_920_000],
    ['192 cm', 1_920_000],
    ['192cm', 1_920_000],
    ['192.5', 1_925_000],
    ['1m92', 1_920_000],
    ['1 m 92', 1_920_000],
    ['1m9', 1_900_000],
    ['1920 mm', 1_920_000],
    [1.92, 1_920_000],
    [192, 1_920_000],
  ])('reads the height %j', (cell, micrometres) => {
    expect(toMicrometres(cell, height)).toEqual({ ok: true, value: micrometres });
  });

  it.each(['99 cm', '0.5', '251', '2.6 m', 75])('refuses the height %j, out of human range', (cell) => {
    expect(toMicrometres(cell, height)).toEqual({ ok: false, reason: 'outOfRange' });
  });

  it.each(['tall', '6\'4"', '1.92.3', '', '-192', true, Number.NaN])('refuses %j, not a length', (cell) => {
    expect(toMicrometres(cell, height)).toEqual({ ok: false, reason: 'notAMeasure' });
  });

  it('keeps other lengths within what the registry stores', () => {
    const foot = measureRange('FootLength', Player.fields.FootLength);
    expect(toMicrometres('27', foot)).toEqual({ ok: true, value: 270_000 });
    expect(toMicrometres('0,27', foot)).toEqual({ ok: true, value: 270_000 });
    expect(toMicrometres('51', foot)).toEqual({ ok: false, reason: 'outOfRange' });
    expect(toMicrometres('0', foot)).toEqual({ ok: false, reason: 'outOfRange' });
    expect(toMicrometres('3.40', measureRange('SpikeReach', Player.fields.SpikeReach))).toEqual({
      ok: true,
      value: 3_400_000,
    });
  });
});

describe('toMilligrams', () => {
  it.each([
    ['85', 85_000_000],
    ['85 kg', 85_000_000],
    ['85,5', 85_500_000],
    ['85.5kg', 85_500_000],
    ['85500 g', 85_500_000],
    ['187 lb', 84_821_773],
    [85, 85_000_000],
  ])('reads the weight %j', (cell, milligrams) => {
    expect(toMilligrams(cell, weight)).toEqual({ ok: true, value: milligrams });
  });

  it('refuses weights out of human range or not a mass', () => {
    expect(toMilligrams('20', weight)).toEqual({ ok: false, reason: 'outOfRange' });
    expect(toMilligrams('300 kg', weight)).toEqual({ ok: false, reason: 'outOfRange' });
    expect(toMilligrams('heavy', weight)).toEqual({ ok: false, reason: 'notAMeasure' });
    expect(toMilligrams('85 st', weight)).toEqual({ ok: false, reason: 'notAMeasure' });
  });
});

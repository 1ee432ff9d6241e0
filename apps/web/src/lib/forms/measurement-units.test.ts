import { describe, expect, it } from 'vitest';
import { displayMax, displayUnit, toDisplay, toStored } from './measurement-units';

describe('measurement units', () => {
  it('names the unit shown for each system', () => {
    expect(displayUnit('micrometre', 'metric')).toBe('cm');
    expect(displayUnit('micrometre', 'imperial')).toBe('in');
    expect(displayUnit('milligram', 'metric')).toBe('kg');
    expect(displayUnit('milligram', 'imperial')).toBe('lb');
  });

  it('stores lengths as integer micrometres', () => {
    expect(toStored(74, 'micrometre', 'imperial')).toBe(1_879_600);
    expect(toStored(1, 'micrometre', 'metric')).toBe(10_000);
    expect(toStored(180.5, 'micrometre', 'metric')).toBe(1_805_000);
    expect(toStored(0, 'micrometre', 'imperial')).toBe(0);
  });

  it('stores weights as integer milligrams', () => {
    expect(toStored(1, 'milligram', 'metric')).toBe(1_000_000);
    expect(toStored(85.5, 'milligram', 'metric')).toBe(85_500_000);
    // The international pound: 0.45359237 kg exactly.
    expect(toStored(1, 'milligram', 'imperial')).toBe(453_592);
    expect(toStored(154, 'milligram', 'imperial')).toBe(69_853_225);
    expect(Number.isInteger(toStored(154.3, 'milligram', 'imperial'))).toBe(true);
  });

  it('shows stored values with one decimal', () => {
    expect(toDisplay(1_879_600, 'micrometre', 'imperial')).toBe(74);
    expect(toDisplay(1_879_600, 'micrometre', 'metric')).toBe(188);
    expect(toDisplay(1_905_000, 'micrometre', 'metric')).toBe(190.5);
    expect(toDisplay(1_800_000, 'micrometre', 'imperial')).toBe(70.9);
    expect(toDisplay(70_000_000, 'milligram', 'metric')).toBe(70);
    expect(toDisplay(70_000_000, 'milligram', 'imperial')).toBe(154.3);
  });

  it('gives back what was typed at one decimal', () => {
    for (const typed of [0.1, 12.3, 74, 74.2, 99.9, 180.5, 250]) {
      expect(toDisplay(toStored(typed, 'micrometre', 'imperial'), 'micrometre', 'imperial')).toBe(typed);
      expect(toDisplay(toStored(typed, 'micrometre', 'metric'), 'micrometre', 'metric')).toBe(typed);
      expect(toDisplay(toStored(typed, 'milligram', 'imperial'), 'milligram', 'imperial')).toBe(typed);
      expect(toDisplay(toStored(typed, 'milligram', 'metric'), 'milligram', 'metric')).toBe(typed);
    }
  });

  it('rounds the largest value down so that it stays allowed', () => {
    expect(displayMax(2_800_000, 'micrometre', 'metric')).toBe(280);
    expect(displayMax(2_800_000, 'micrometre', 'imperial')).toBe(110.2);
    expect(toStored(110.2, 'micrometre', 'imperial')).toBeLessThanOrEqual(2_800_000);
    expect(displayMax(250_000_000, 'milligram', 'imperial')).toBe(551.1);
  });
});

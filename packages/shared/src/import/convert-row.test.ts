import { describe, expect, it } from 'vitest';
import { convertRow, type ColumnMapping } from './convert-row';
import type { ConversionContext } from './field-converter';
import { matchColumns } from './match-columns';

const today = new Date('2025-06-15T10:00:00Z');
const FEDERATIONS: Record<string, number> = { ITA: 12, FRA: 7 };
const CLUBS: Record<string, number> = { 'Volley Modena': 301 };
const findNo = (target: string, name: string) => (target === 'Federation' ? FEDERATIONS[name] : CLUBS[name]);
const context: ConversionContext = { findNo, today };

describe('convertRow', () => {
  it("reads a French player's row as the values of a Save", () => {
    const headers = ['Prénom', 'Nom', 'Date de naissance', 'Sexe', 'Nationalité', 'Fédération', 'Taille', 'Poids'];
    const cells = ['  Anna  Maria ', 'Rossi', '23/04/2001', 'Femme', 'Italie', 'Italy', '1,92', '78 kg'];
    expect(convertRow('Player', matchColumns('Player', headers), cells, context)).toEqual({
      values: {
        FirstName: 'Anna Maria',
        LastName: 'Rossi',
        BirthDate: '2001-04-23',
        Gender: 1,
        NationalityCode: 'IT',
        NoFederation: 12,
        Height: 1_920_000,
        Weight: 78_000_000,
      },
      problems: [],
    });
  });

  it('reads the cells of an XLSX sheet: numbers, dates and booleans', () => {
    const mapping: ColumnMapping[] = [
      { field: 'BirthDate' },
      { field: 'PassportValidity' },
      { field: 'Height' },
      { field: 'PlaysBeach' },
      { field: 'NoClub' },
    ];
    expect(convertRow('Player', mapping, [37004, new Date(2030, 0, 31), 192, true, 'Volley Modena'], context)).toEqual({
      values: {
        BirthDate: '2001-04-23',
        PassportValidity: '2030-01-31',
        Height: 1_920_000,
        PlaysBeach: true,
        NoClub: 301,
      },
      problems: [],
    });
  });

  it('lists each refused cell with its reason, and keeps the others', () => {
    const mapping: ColumnMapping[] = [
      { field: 'FirstName' },
      { field: 'BirthDate' },
      { field: 'Gender' },
      { field: 'NationalityCode' },
      { field: 'NoFederation' },
      { field: 'Height' },
      { field: 'Position' },
      { field: 'LastName' },
    ];
    const cells = ['Anna', '31/02/2001', 'X', 'Atlantis', 'ESP', '3 m', 'Goalkeeper', 'R'.repeat(101)];
    expect(convertRow('Player', mapping, cells, context)).toEqual({
      values: { FirstName: 'Anna' },
      problems: [
        { field: 'BirthDate', reason: 'impossibleDate' },
        { field: 'Gender', reason: 'unknownCode' },
        { field: 'NationalityCode', reason: 'unknownCountry' },
        { field: 'NoFederation', reason: 'unknownRecord' },
        { field: 'Height', reason: 'outOfRange' },
        { field: 'Position', reason: 'unknownCode' },
        { field: 'LastName', reason: 'tooLong' },
      ],
    });
  });

  it('refuses a birth date after today, and reads the column month-first when told', () => {
    const mapping: ColumnMapping[] = [{ field: 'BirthDate', dayOrder: 'monthFirst' }];
    expect(convertRow('Coach', mapping, ['04/23/1980'], context).values).toEqual({ BirthDate: '1980-04-23' });
    expect(convertRow('Coach', [{ field: 'BirthDate' }], ['2026-01-01'], context).problems).toEqual([
      { field: 'BirthDate', reason: 'futureDate' },
    ]);
  });

  it('leaves out empty cells and unmapped columns, and keeps formulas as text', () => {
    const mapping: ColumnMapping[] = [
      { field: 'FirstName' },
      { field: null },
      { field: 'LastName' },
      { field: 'City' },
    ];
    expect(convertRow('Player', mapping, ['=1+1', 'whatever', '  ', undefined], context)).toEqual({
      values: { FirstName: '=1+1' },
      problems: [],
    });
  });

  it('takes a federation by code, name or number, and refuses it when nothing finds it', () => {
    const federation = (cell: string | number, ctx: ConversionContext = context) =>
      convertRow('Referee', [{ field: 'NoFederation' }], [cell], ctx);
    expect(federation('FRA').values).toEqual({ NoFederation: 7 });
    expect(federation('Francia').values).toEqual({ NoFederation: 7 });
    expect(federation('FR').values).toEqual({ NoFederation: 7 });
    expect(federation(12).values).toEqual({ NoFederation: 12 });
    expect(federation('Atlantis').problems).toEqual([{ field: 'NoFederation', reason: 'unknownCountry' }]);
    expect(federation('ITA', { today }).problems).toEqual([{ field: 'NoFederation', reason: 'unknownRecord' }]);
  });

  it("reads a role's own codes", () => {
    expect(convertRow('Referee', [{ field: 'Level' }], ['INTERNATIONAL'], context).values).toEqual({
      Level: 'international',
    });
  });

  it('refuses a column mapped to a field an import cannot write', () => {
    expect(convertRow('Player', [{ field: 'FederationCode' }, { field: 'Nope' }], ['ITA', 'x'], context)).toEqual({
      values: {},
      problems: [
        { field: 'FederationCode', reason: 'notImportable' },
        { field: 'Nope', reason: 'notImportable' },
      ],
    });
  });

  it('takes the first column of a field mapped twice', () => {
    const mapping: ColumnMapping[] = [{ field: 'FirstName' }, { field: 'FirstName' }];
    expect(convertRow('Player', mapping, ['Anna', 'Maria'], context).values).toEqual({ FirstName: 'Anna' });
  });
});

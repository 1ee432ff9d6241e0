import { describe, expect, it } from 'vitest';
import { askableFields } from './field-access';
import { codeOfName, fieldCodes } from './field-codes';
import { ENTITIES } from './registry';

const everyField = Object.values(ENTITIES).flatMap((entity) =>
  Object.entries(entity.fields).map(([name, field]) => ({ where: `${entity.name}.${name}`, entity, field })),
);

describe('the registry', () => {
  it('names the codes of every code field, by name for a numeric one', () => {
    for (const { where, field } of everyField.filter(({ field }) => field.codes)) {
      expect(fieldCodes(field).length, where).toBeGreaterThan(0);
      if (field.type === 'integer') expect(field.codeNames, where).toBeDefined();
      for (const code of field.write?.oneOfNumbers ?? []) {
        expect(
          fieldCodes(field).map((known) => known.code),
          `${where}: ${code}`,
        ).toContain(code);
      }
    }
  });

  it('gives each numeric code a name that reads back in any case', () => {
    const status = ENTITIES.BeachTournament!.fields.Status!;
    expect(codeOfName(status, 'Running')).toBe(4);
    expect(codeOfName(status, 'RUNNING')).toBe(4);
    expect(codeOfName(status, 'Sleeping')).toBeUndefined();
    expect(fieldCodes(ENTITIES.Player!.fields.Gender!)).toEqual([
      { code: 0, names: ['men', 'M'] },
      { code: 1, names: ['women', 'W'] },
    ]);
  });

  it("answers each other name (sameAs) of a field with that field's type, never written", () => {
    const others = everyField.filter(({ field }) => field.sameAs);
    expect(others.length).toBeGreaterThan(0);
    for (const { where, entity, field } of others) {
      const original = entity.fields[field.sameAs!];
      expect(original, where).toBeDefined();
      expect(original?.sameAs, `${where} names another name`).toBeUndefined();
      expect(field.type, where).toBe(original?.type);
      expect(field.write, where).toBeUndefined();
    }
  });

  it('leaves other names out of the fields a reader is given when asking for none', () => {
    const fields = askableFields(ENTITIES.VolleyMatch!, null);
    expect(fields).toContain('HallName');
    expect(fields).not.toContain('Hall');
  });
});

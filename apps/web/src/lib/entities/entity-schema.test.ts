import { describe, expect, it } from 'vitest';
import { Player } from '@libero/shared/registry/players';
import { entityListQuery, entityKeys } from './entity-queries';
import { listAnswerSchema, recordSchema } from './entity-schema';

describe('recordSchema', () => {
  const schema = recordSchema(
    Player,
    ['No', 'LastName', 'BirthDate', 'PlaysVolley'],
    [{ name: 'Federation', fields: ['Code'] }],
  );

  it('accepts the answer of the gateway, with old answer names and null values', () => {
    const record = {
      no: 100001,
      lastName: 'Egonu',
      birthdate: '1998-12-18',
      playsVolley: 1,
      federation: { code: 'ITA' },
    };
    expect(schema.parse(record)).toEqual(record);
    expect(schema.parse({ ...record, birthdate: null, federation: null })).toBeTruthy();
  });

  it('refuses unexpected keys, wrong types, bad dates and flags out of range', () => {
    const base = { no: 1, lastName: 'A', birthdate: '2000-01-01', playsVolley: 0, federation: null };
    for (const bad of [
      { ...base, extra: 1 },
      { ...base, no: '1' },
      { ...base, birthdate: '2000-13-45' },
      { ...base, playsVolley: 2 },
      { ...base, no: null },
    ]) {
      expect(schema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('refuses a field the registry does not know', () => {
    expect(() => recordSchema(Player, ['Shoe'])).toThrow(/no field Shoe/);
  });

  it('checks list answers and their bounds', () => {
    const list = listAnswerSchema(recordSchema(Player, ['No']));
    expect(list.safeParse({ data: [{ no: 1 }], nbItems: 1, version: 5 }).success).toBe(true);
    expect(list.safeParse({ data: [{ no: 1 }], nbItems: -1, version: 5 }).success).toBe(false);
  });
});

describe('entity queries', () => {
  it('keys lists under their entity so that a command refreshes them', () => {
    const params = { filter: { NoFederation: 12 }, page: { skip: 0, take: 50 } };
    const query = entityListQuery('Player', params);
    expect(query.queryKey).toEqual(['entity', 'Player', 'list', params]);
    expect(query.queryKey.slice(0, 2)).toEqual(entityKeys.all('Player'));
  });
});

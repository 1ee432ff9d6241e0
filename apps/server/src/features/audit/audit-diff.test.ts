import { describe, expect, it } from 'vitest';
import { auditChanges, changesText } from './audit-diff';

describe('auditChanges', () => {
  it('lists the written fields whose value changed, not those it did not write', () => {
    const before = { No: 7, Version: 3, Phone: '+254 1', City: 'Nairobi', Website: null };
    const after = { Phone: '+254 2', City: 'Nairobi', Website: 'https://example.org', Email: 'a@example.org' };
    expect(auditChanges(before, after)).toEqual([
      { field: 'Phone', before: '+254 1', after: '+254 2' },
      { field: 'Website', before: null, after: 'https://example.org' },
      { field: 'Email', before: null, after: 'a@example.org' },
    ]);
  });

  it('sees a flag or a time written one way and read another as the same value', () => {
    expect(
      auditChanges(
        { Empowerment: 1, At: '2025-01-02T10:00:00Z' },
        { Empowerment: true, At: '2025-01-02T10:00:00.000Z' },
      ),
    ).toEqual([]);
    expect(auditChanges({ Empowerment: 1 }, { Empowerment: false })).toEqual([
      { field: 'Empowerment', before: 1, after: false },
    ]);
  });

  it('lists every field of a creation and of a deletion', () => {
    expect(auditChanges(null, { Code: 'XKX', Name: 'X' })).toEqual([
      { field: 'Code', before: null, after: 'XKX' },
      { field: 'Name', before: null, after: 'X' },
    ]);
    expect(auditChanges({ Code: 'XKX' }, undefined)).toEqual([{ field: 'Code', before: 'XKX', after: null }]);
    expect(auditChanges(null, null)).toEqual([]);
  });

  it('compares nested values and takes a bare value as the field `value`', () => {
    expect(auditChanges({ Tags: ['a', 'b'] }, { Tags: ['a', 'b'] })).toEqual([]);
    expect(auditChanges({ Tags: ['a'] }, { Tags: ['a', 'b'] })).toEqual([
      { field: 'Tags', before: ['a'], after: ['a', 'b'] },
    ]);
    expect(auditChanges(1, 2)).toEqual([{ field: 'value', before: 1, after: 2 }]);
  });
});

describe('changesText', () => {
  it('puts the changes on one line', () => {
    expect(
      changesText([
        { field: 'Phone', before: '+254 1', after: '+254 2' },
        { field: 'City', before: null, after: 'Nairobi' },
        { field: 'Tags', before: null, after: ['a'] },
      ]),
    ).toBe('Phone: +254 1 → +254 2; City: ∅ → Nairobi; Tags: ∅ → ["a"]');
  });
});

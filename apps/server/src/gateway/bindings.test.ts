import { describe, expect, it } from 'vitest';
import { bankAccountBinding } from '../features/bank-accounts';
import { registerBindings } from './bindings';

describe('registering the bindings', () => {
  it('refuses an entity that announces its changes outside production, whose mails would never go', () => {
    expect(() => registerBindings([{ ...bankAccountBinding, productionOnly: false }])).toThrow(
      'BankAccount announces its changes but is not productionOnly',
    );
    expect(() => registerBindings([bankAccountBinding])).not.toThrow();
  });
});

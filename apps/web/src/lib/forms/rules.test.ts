import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import en from '../../locales/en/forms.json';
import { i18n } from '../i18n';
import {
  accepted,
  alpha,
  alphanumeric,
  between,
  confirm,
  dateAfter,
  dateBefore,
  dateBetween,
  dateFormat,
  email,
  endsWith,
  formIncompleteMessage,
  invalidFieldMessage,
  is,
  length,
  matches,
  max,
  min,
  not,
  number,
  required,
  requireOne,
  ruleMessage,
  selectableDate,
  startsWith,
  url,
  type RuleName,
} from './rules';

/** The message of the first problem, or undefined when the value passes. */
function check(rule: z.core.$ZodCheck<unknown>, value: unknown): string | undefined {
  const result = z.unknown().check(rule).safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

type Case = { rule: z.core.$ZodCheck<unknown>; pass: unknown[]; fail: unknown[]; message: string };

const CASES: Record<Exclude<RuleName, 'confirm' | 'requireOne'>, Case> = {
  required: {
    rule: required(),
    pass: ['a', ' a ', 0, true, ['x']],
    fail: ['', '   ', undefined, null, [], false],
    message: 'This field is required.',
  },
  email: {
    rule: email(),
    pass: ['ana.silva@fivb.org', 'a+b@federation.it', ''],
    fail: ['ana', 'ana@', '@fivb.org', 'ana silva@fivb.org'],
    message: 'This field must be a valid e-mail address.',
  },
  url: {
    rule: url(),
    pass: ['https://www.fivb.com', 'http://localhost:3000/x?y=1', ''],
    fail: ['www.fivb.com', 'ftp://fivb.com', 'javascript:alert(1)', 'https://'],
    message: 'This field must be a valid web address (URL).',
  },
  number: {
    rule: number(),
    pass: ['12', '-3.5', '+4', '.5', 7, 0, ''],
    fail: ['12a', '1,5', 'abc', '1.2.3', Number.NaN, Infinity],
    message: 'This field must be a number.',
  },
  min: {
    rule: min(3),
    pass: ['abc', 'abcd', 'éèà', ''],
    fail: ['ab', 'a'],
    message: 'This field must be at least 3 characters.',
  },
  max: {
    rule: max(3),
    pass: ['abc', 'a', ''],
    fail: ['abcd'],
    message: 'This field must be at most 3 characters.',
  },
  length: {
    rule: length(2),
    pass: ['IT', 'ça', ''],
    fail: ['I', 'ITA'],
    message: 'This field must be exactly 2 characters.',
  },
  between: {
    rule: between(1, 10),
    pass: ['1', '10', '5.5', 7, ''],
    fail: ['0', '10.01', -1, 'five'],
    message: 'This field must be between 1 and 10.',
  },
  matches: {
    rule: matches(/^[A-Z]{3}$/),
    pass: ['ITA', 'CAN', ''],
    fail: ['ita', 'ITAL', 'IT'],
    message: 'This field does not have the expected format.',
  },
  is: {
    rule: is('DELETE'),
    pass: ['DELETE', ''],
    fail: ['delete', 'DELETE '],
    message: 'This field must be DELETE.',
  },
  not: {
    rule: not(['admin', 'root']),
    pass: ['ana', ''],
    fail: ['admin', 'root'],
    message: 'This field must not be admin, root.',
  },
  alpha: {
    rule: alpha(),
    pass: ['Ana', 'Müller', 'Niño', 'Łukasz', ''],
    fail: ['Ana1', 'Ana Silva', 'O’Neil', 'a-b'],
    message: 'This field may only contain letters.',
  },
  alphanumeric: {
    rule: alphanumeric(),
    pass: ['Ana1', 'Ñu2', '2025', ''],
    fail: ['Ana 1', 'a_b', 'a.b'],
    message: 'This field may only contain letters and digits.',
  },
  dateAfter: {
    rule: dateAfter('2025-11-03'),
    pass: ['2025-11-04', '2025-11-03T00:00:01', new Date(2026, 0, 1), ''],
    fail: ['2025-11-03', '2025-11-02', 'not a date'],
    message: 'This field must be a date after 3 Nov 2025.',
  },
  dateBefore: {
    rule: dateBefore('2025-11-03'),
    pass: ['2025-11-02', '2025-11-02T23:59', new Date(2024, 0, 1), ''],
    fail: ['2025-11-03', '2025-11-04', 'soon'],
    message: 'This field must be a date before 3 Nov 2025.',
  },
  dateBetween: {
    rule: dateBetween('2025-01-01', '2025-12-31'),
    pass: ['2025-01-01', '2025-06-15', '2025-12-31', ''],
    fail: ['2024-12-31', '2026-01-01', 'June'],
    message: 'This field must be a date between 1 Jan 2025 and 31 Dec 2025.',
  },
  dateFormat: {
    rule: dateFormat('dd/MM/yyyy'),
    pass: ['03/11/2025', '29/02/2024', ''],
    fail: ['3/11/2025', '2025-11-03', '30/02/2025', '03/11/25'],
    message: 'This field must be a date in the format dd/MM/yyyy.',
  },
  accepted: {
    rule: accepted(),
    pass: [true, 'yes', 'on', 'true', 1, '1'],
    fail: [false, '', undefined, 'no', 0],
    message: 'This field must be accepted.',
  },
  startsWith: {
    rule: startsWith('FIV'),
    pass: ['FIVB', 'FIV', ''],
    fail: ['VB', 'fivb'],
    message: 'This field must start with FIV.',
  },
  endsWith: {
    rule: endsWith('.pdf'),
    pass: ['contract.pdf', ''],
    fail: ['contract.PDF', 'contract.pdf.exe'],
    message: 'This field must end with .pdf.',
  },
};

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe.each(Object.entries(CASES))('%s', (_name, { rule, pass, fail, message }) => {
  it.each(pass.map((value) => [value]))('accepts %j', (value) => {
    expect(check(rule, value)).toBeUndefined();
  });

  it.each(fail.map((value) => [value]))('refuses %j', (value) => {
    expect(check(rule, value)).toBe(message);
  });
});

describe('confirm', () => {
  const schema = z
    .object({ password: z.string(), passwordConfirmation: z.string() })
    .check(confirm('password', 'passwordConfirmation'));

  it('accepts the same value twice', () => {
    expect(schema.safeParse({ password: 'volley1', passwordConfirmation: 'volley1' }).success).toBe(true);
  });

  it('refuses different values, under the confirmation', () => {
    const result = schema.safeParse({ password: 'volley1', passwordConfirmation: 'volley2' });
    expect(result.error?.issues).toMatchObject([
      { path: ['passwordConfirmation'], message: 'The two values do not match.' },
    ]);
  });
});

describe('requireOne', () => {
  const schema = z
    .object({ email: z.string(), phone: z.string(), fax: z.string() })
    .check(requireOne(['email', 'phone']));

  it('accepts any one of the fields', () => {
    expect(schema.safeParse({ email: 'a@b.co', phone: '', fax: '' }).success).toBe(true);
    expect(schema.safeParse({ email: '', phone: '+41 21', fax: '' }).success).toBe(true);
  });

  it('refuses none, with the message under each field', () => {
    const result = schema.safeParse({ email: ' ', phone: '', fax: '123' });
    expect(result.error?.issues).toMatchObject([
      { path: ['email'], message: 'Fill in at least one of these fields.' },
      { path: ['phone'], message: 'Fill in at least one of these fields.' },
    ]);
  });
});

describe('selectableDate', () => {
  const rule = selectableDate({ min: '2025-11-01', max: '2025-11-30' });

  it('accepts a day in range, bounds included, and no day', () => {
    for (const value of ['2025-11-01', '2025-11-15', '2025-11-30', '']) expect(check(rule, value)).toBeUndefined();
  });

  it('refuses a disabled day with the blocking message', () => {
    expect(check(rule, '2025-10-31')).toBe('The selected date is invalid.');
    expect(check(rule, '2025-12-01')).toBe('The selected date is invalid.');
  });
});

describe('composition', () => {
  it('runs several rules on one field and reports each', () => {
    const result = z.string().check(min(3), alpha()).safeParse('a1');
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'This field must be at least 3 characters.',
      'This field may only contain letters.',
    ]);
  });

  it('works through zodResolver for react-hook-form', async () => {
    const schema = z.object({
      name: z.string().check(required(), min(2)),
      age: z.string().check(number(), between(18, 99)),
      terms: z.boolean().check(accepted()),
    });
    const resolve = zodResolver(schema);
    const options = { fields: {}, shouldUseNativeValidation: false } as const;
    const failed = await resolve({ name: '', age: '12', terms: false }, undefined, options);
    expect(failed.errors.name?.message).toBe('This field is required.');
    expect(failed.errors.age?.message).toBe('This field must be between 18 and 99.');
    expect(failed.errors.terms?.message).toBe('This field must be accepted.');
    const passed = await resolve({ name: 'Ana', age: '30', terms: true }, undefined, options);
    expect(passed.errors).toEqual({});
  });
});

describe('messages', () => {
  const names = Object.keys(en.rules) as RuleName[];

  it('cover the 22 rules of SPEC §5', () => {
    expect(names).toHaveLength(22);
    expect([...Object.keys(CASES), 'confirm', 'requireOne'].sort()).toEqual([...names].sort());
  });

  it.each(['en', 'fr', 'es'])('exist in %s, with their parameters filled in', async (language) => {
    await i18n.changeLanguage(language);
    for (const name of names) {
      const message = ruleMessage(name, { min: 1, max: 9, length: 4, value: 'X', date: 'D', format: 'F' });
      expect(i18n.exists(`forms:rules.${name}`, { lng: language, fallbackLng: [] }), `${language}: ${name}`).toBe(true);
      expect(message).not.toMatch(/\{\{|forms:|rules\./);
    }
    expect(i18n.exists('forms:formIncomplete', { lng: language, fallbackLng: [] })).toBe(true);
    expect(i18n.exists('forms:invalid', { lng: language, fallbackLng: [] })).toBe(true);
  });

  it('follow the interface language when a rule fails', async () => {
    await i18n.changeLanguage('fr');
    expect(check(min(3), 'a')).toBe('Ce champ doit contenir au moins 3 caractères.');
    expect(check(dateAfter('2025-11-03'), '2025-01-01')).toBe(
      'Ce champ doit être une date postérieure au 3 nov. 2025.',
    );
    await i18n.changeLanguage('es');
    expect(check(between(1, 5), '9')).toBe('Este campo debe estar entre 1 y 5.');
  });

  it('include the generic ones', async () => {
    expect(formIncompleteMessage()).toBe('Form incomplete.');
    expect(invalidFieldMessage()).toBe('This field is not valid.');
    await i18n.changeLanguage('es');
    expect(formIncompleteMessage()).toBe('Formulario incompleto.');
    expect(invalidFieldMessage()).toBe('Este campo no es válido.');
  });
});

import { AppError } from '../lib/app-error';

const lookups = new WeakMap<object, ReadonlyMap<string, string>>();

/**
 * The registry's spelling of `name` among the keys of `names` (an entity's fields or filters),
 * matched without regard to case: `birthdate`, `Birthdate` and `BIRTHDATE` are `BirthDate`.
 */
export function canonicalName(names: Readonly<Record<string, unknown>>, name: string): string | undefined {
  let lookup = lookups.get(names);
  if (!lookup) {
    lookup = new Map(Object.keys(names).map((key) => [key.toLowerCase(), key]));
    lookups.set(names, lookup);
  }
  return lookup.get(name.toLowerCase());
}

/**
 * `values` with each key in the registry's spelling (keys it does not know are kept as written,
 * for the caller to refuse by name); two spellings of one name are a 400.
 */
export function canonicalKeys<T>(names: Readonly<Record<string, unknown>>, values: Record<string, T>, what: string) {
  const canonical: Record<string, T> = {};
  for (const [key, value] of Object.entries(values)) {
    const name = canonicalName(names, key) ?? key;
    if (Object.hasOwn(canonical, name)) throw new AppError('BadParameter', `${what}: ${name} is given twice`);
    canonical[name] = value;
  }
  return canonical;
}

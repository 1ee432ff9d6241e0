import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Language } from '@libero/shared/i18n/languages';
import type { EntityBinding } from './binding';

const byName = new Map<string, EntityBinding>();
/** The bindings that answer in a language, by `Entity:language`, made once each. */
const byNameAndLanguage = new Map<string, EntityBinding>();
const dialect = new PgDialect();

/**
 * An expression that takes no value, compiled to its SQL text once: building a query then copies
 * text instead of walking Drizzle's objects again on every request.
 */
function compiledOnce(expression: SQL): SQL {
  const { sql: text, params } = dialect.sqlToQuery(expression);
  return params.length === 0 ? sql.raw(text) : expression;
}

/** Each field known by another name too (`sameAs`, the public service's) reads the column of the field it names. */
function otherNames(binding: EntityBinding): Required<Pick<EntityBinding, 'columns' | 'derived'>> {
  const columns = { ...binding.columns };
  const derived = { ...binding.derived };
  for (const [name, field] of Object.entries(binding.entity.fields)) {
    if (!field.sameAs) continue;
    const column = binding.columns[field.sameAs];
    const computed = binding.derived?.[field.sameAs];
    if (column) columns[name] = column;
    if (computed) derived[name] = computed;
  }
  return { columns, derived };
}

function withCompiledParts(binding: EntityBinding): EntityBinding {
  const { columns, derived } = otherNames(binding);
  return {
    ...binding,
    from: compiledOnce(binding.from),
    columns: Object.fromEntries(Object.entries(columns).map(([field, column]) => [field, compiledOnce(column)])),
    ...(Object.keys(derived).length ? { derived } : {}),
    ...(binding.where ? { where: compiledOnce(binding.where) } : {}),
    ...(binding.searchText ? { searchText: compiledOnce(binding.searchText) } : {}),
    ...(binding.searchNormalized ? { searchNormalized: compiledOnce(binding.searchNormalized) } : {}),
  };
}

/**
 * Gives the gateway the features' bindings (app.ts, from entity-bindings.ts): the gateway is the
 * engine the features plug into and does not import them.
 */
export function registerBindings(bindings: readonly EntityBinding[]): void {
  byNameAndLanguage.clear();
  for (const binding of bindings) {
    checkAnnounced(binding);
    byName.set(binding.entity.name, withCompiledParts(binding));
  }
}

/**
 * Mails are queued in the command's transaction, and only production's outbox is sent: an entity
 * of the other environments that announced its changes would queue mails never sent.
 */
function checkAnnounced(binding: EntityBinding): void {
  if (binding.write?.announce && !binding.productionOnly)
    throw new Error(`${binding.entity.name} announces its changes but is not productionOnly`);
}

/** The binding of an entity, answering in `language` where its binding is `localized`. */
export function bindingOf(entityName: string, language?: Language): EntityBinding {
  const binding = byName.get(entityName);
  if (!binding) throw new Error(`No binding for entity ${entityName}`);
  if (!language || !binding.localized) return binding;
  const key = `${entityName}:${language}`;
  let localized = byNameAndLanguage.get(key);
  if (!localized) {
    localized = withCompiledParts({ ...binding, columns: { ...binding.columns, ...binding.localized(language) } });
    byNameAndLanguage.set(key, localized);
  }
  return localized;
}

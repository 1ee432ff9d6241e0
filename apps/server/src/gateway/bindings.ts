import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { EntityBinding } from './binding';

const byName = new Map<string, EntityBinding>();
const dialect = new PgDialect();

/**
 * An expression that takes no value, compiled to its SQL text once: building a query then copies
 * text instead of walking Drizzle's objects again on every request.
 */
function compiledOnce(expression: SQL): SQL {
  const { sql: text, params } = dialect.sqlToQuery(expression);
  return params.length === 0 ? sql.raw(text) : expression;
}

function withCompiledParts(binding: EntityBinding): EntityBinding {
  return {
    ...binding,
    from: compiledOnce(binding.from),
    columns: Object.fromEntries(
      Object.entries(binding.columns).map(([field, column]) => [field, compiledOnce(column)]),
    ),
    ...(binding.where ? { where: compiledOnce(binding.where) } : {}),
    ...(binding.searchText ? { searchText: compiledOnce(binding.searchText) } : {}),
  };
}

/**
 * Gives the gateway the features' bindings (app.ts, from entity-bindings.ts): the gateway is the
 * engine the features plug into and does not import them.
 */
export function registerBindings(bindings: readonly EntityBinding[]): void {
  for (const binding of bindings) byName.set(binding.entity.name, withCompiledParts(binding));
}

export function bindingOf(entityName: string): EntityBinding {
  const binding = byName.get(entityName);
  if (!binding) throw new Error(`No binding for entity ${entityName}`);
  return binding;
}

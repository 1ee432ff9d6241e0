import type { EntityBinding } from './binding';

const byName = new Map<string, EntityBinding>();

/**
 * Gives the gateway the features' bindings (app.ts, from entity-bindings.ts): the gateway is the
 * engine the features plug into and does not import them.
 */
export function registerBindings(bindings: readonly EntityBinding[]): void {
  for (const binding of bindings) byName.set(binding.entity.name, binding);
}

export function bindingOf(entityName: string): EntityBinding {
  const binding = byName.get(entityName);
  if (!binding) throw new Error(`No binding for entity ${entityName}`);
  return binding;
}

import { registryLabel } from '../../../lib/entities/registry-label';
import type { BeachCategoryRecord } from './beach-settings-api';

/** A category as people name it: its name, else its code, else its number. */
export function categoryName(category: Pick<BeachCategoryRecord, 'no' | 'name' | 'code'>): string {
  return category.name ?? category.code ?? String(category.no);
}

/** Whose tour a category's tournaments belong to (`World tour`…), in the interface language. */
export function scopeText(scope: string | null): string {
  return scope ? registryLabel(`beach:scopes.${scope}`) : '';
}

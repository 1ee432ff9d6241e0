import { useQuery } from '@tanstack/react-query';
import { LANGUAGES } from '@libero/shared/i18n/languages';
import { importableFields, importedEntity } from '@libero/shared/import/importable-fields';
import type { LabelsOf } from '@libero/shared/import/match-columns';
import { registryLabel } from '../../lib/entities/registry-label';
import { i18n } from '../../lib/i18n';
import { importKeys } from './imports-api';

type Labels = Record<string, string[]>;

const namespaceOf = (key: string) => key.split(':')[0] ?? '';

/**
 * The labels of an entity's importable fields in en, fr and es, by label key: a French sheet's
 * `Date de naissance` is the birth date whatever language the page is in. The catalogues of the
 * other languages are loaded for it, without changing the interface's.
 */
async function loadLabels(entityName: string): Promise<Labels> {
  const fields = importableFields(importedEntity(entityName)).map(([, field]) => field);
  const keys = fields.map((field) => field.label);
  // The codes' texts too: the dry run shows an update's old and new values as the lists do.
  const namespaces = [...new Set([...keys, ...fields.flatMap((field) => field.codes ?? [])].map(namespaceOf))];
  const missing = LANGUAGES.filter((language) => namespaces.some((ns) => !i18n.hasResourceBundle(language, ns)));
  if (missing.length > 0) await i18n.reloadResources(missing, namespaces);
  return Object.fromEntries(keys.map((key) => [key, LANGUAGES.map((language) => registryLabel(key, language))]));
}

/**
 * What `matchColumns` is given to read headers written as the forms' labels, once loaded; should
 * the catalogues fail to load, undefined: the columns are then matched by names and usual spellings.
 */
export function useFieldLabels(entityName: string): { labelsOf: LabelsOf | undefined; loading: boolean } {
  const query = useQuery({
    queryKey: importKeys.labels(entityName),
    queryFn: () => loadLabels(entityName),
    staleTime: Infinity,
    meta: { silent: true },
  });
  const labels = query.data;
  return { labelsOf: labels ? (key) => labels[key] ?? [] : undefined, loading: query.isPending };
}

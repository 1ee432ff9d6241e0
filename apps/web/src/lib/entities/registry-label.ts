import { i18n } from '../i18n';
import { ORG_CODE } from '../product';

type UntypedT = (key: string, options: Record<string, unknown>) => string;

/**
 * A label key of the registry (`players:fields.no`) in the interface language. The keys are data,
 * so the typed `t` cannot check them: registry-labels.test.ts keeps every one in the catalogues.
 */
export function registryLabel(key: string, language: string = i18n.language): string {
  return (i18n.getFixedT(language) as unknown as UntypedT)(key, { product: ORG_CODE });
}

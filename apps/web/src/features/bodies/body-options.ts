import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CLUB_STATUSES, FEDERATION_STATUSES } from '@libero/shared/registry/bodies';
import { registryLabel } from '../../lib/entities/registry-label';
import type { SelectOption } from '../../ui/select-filter';

/** The statuses of a federation or a club as choices, in the interface language. */
export function useStatusOptions(kind: 'federation' | 'club'): SelectOption[] {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const [codes, statuses] =
      kind === 'federation'
        ? ['bodies:federationStatuses', FEDERATION_STATUSES]
        : ['bodies:clubStatuses', CLUB_STATUSES];
    return statuses.map((status) => ({ value: status, label: registryLabel(`${codes}.${status}`, language) }));
  }, [kind, language]);
}

import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { DuplicateReason } from '@libero/shared/duplicates/duplicate-score';

/** Why a pair is likely one person, in a line: "same birth date, names 92% alike, both ITA". */
export function useReasonsText(): (reasons: readonly DuplicateReason[]) => string {
  const { t } = useTranslation('duplicates');
  return useCallback(
    (reasons) =>
      reasons
        .map((reason) => {
          switch (reason.reason) {
            case 'names':
              return t('reasons.names', { percent: reason.percent });
            case 'birth':
              return t(`reasons.birth.${reason.relation}`);
            case 'sameFederation':
            case 'sameNationality':
              return t(`reasons.${reason.reason}`, { code: reason.code });
            default:
              return t(`reasons.${reason.reason}`);
          }
        })
        .join(', '),
    [t],
  );
}

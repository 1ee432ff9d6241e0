import { useTranslation } from 'react-i18next';
import type { TCaseDossier } from '@libero/shared/legal/legal-api';
import { FoldablePanel } from '../../ui/foldable-panel';
import { federationText, formatDay } from './legal-format';

const TH = 'pb-1 pr-3 font-medium';
const TD = 'py-1.5 pr-3 whitespace-nowrap';

/** A determination's evidence: the player's registrations, and the federation they point to under the age rule. */
export function RegistrationsPanel({ dossier }: { dossier: TCaseDossier }) {
  const { t } = useTranslation('legal');
  const { registrations, suggestedFederation } = dossier;
  return (
    <FoldablePanel title={t('registrations.title')}>
      <div className="flex flex-col gap-3">
        {registrations.length === 0 ? (
          <p className="text-sm text-slate-600">{t('registrations.empty')}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{t('registrations.title')}</caption>
              <thead className="text-xs text-slate-600">
                <tr>
                  <th scope="col" className={TH}>
                    {t('registrations.day')}
                  </th>
                  <th scope="col" className={TH}>
                    {t('registrations.federation')}
                  </th>
                  <th scope="col" className={TH}>
                    {t('registrations.kind')}
                  </th>
                  <th scope="col" className={TH}>
                    {t('registrations.note')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100 text-slate-900">
                {registrations.map((registration, index) => (
                  <tr key={`${registration.day}-${registration.federationNo}-${index}`}>
                    <td className={TD}>{formatDay(registration.day)}</td>
                    <td className={TD}>{federationText(registration.federation)}</td>
                    <td className={TD}>{t(`registrationKinds.${registration.kind}`)}</td>
                    <td className="py-1.5 pr-3 break-words">{registration.note}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <p className="rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-900">
          <span className="font-medium">{t('registrations.suggested')}: </span>
          {suggestedFederation ? federationText(suggestedFederation) : t('registrations.noSuggestion')}
        </p>
      </div>
    </FoldablePanel>
  );
}

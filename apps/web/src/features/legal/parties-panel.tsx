import { useTranslation } from 'react-i18next';
import type { TCaseDossier } from '@libero/shared/legal/legal-api';
import { DetailsList, type Detail } from '../../ui/details-list';
import { FoldablePanel } from '../../ui/foldable-panel';
import { TextLink } from '../../ui/text-link';
import { countryText, federationText, formatDay, formatMoney } from './legal-format';

/** Who the case is about and between: the player, the federations, the fee, and the viewer's own part. */
export function PartiesPanel({ dossier }: { dossier: TCaseDossier }) {
  const { t } = useTranslation('legal');
  const { player } = dossier;
  const change = dossier.kind === 'originChange';
  const details: Detail[] = [
    { term: t('fields.player'), value: <TextLink to={`/players/${player.no}`}>{player.name}</TextLink> },
    { term: t('parties.birthDate'), value: player.birthDate ? formatDay(player.birthDate) : t('parties.unknown') },
    {
      term: t('parties.nationality'),
      value: player.nationality ? countryText(player.nationality) : t('parties.unknown'),
    },
    {
      term: t('parties.federationOfOrigin'),
      value: player.federationOfOrigin ? federationText(player.federationOfOrigin) : t('origin.none'),
    },
    { term: t(change ? 'parties.newFederation' : 'fields.applicant'), value: federationText(dossier.applicant) },
  ];
  if (change) {
    details.push({
      term: t('roles.currentFederation'),
      value: dossier.currentFederation ? federationText(dossier.currentFederation) : t('origin.none'),
    });
    details.push({
      term: t('parties.fee'),
      value: dossier.fee ? formatMoney(dossier.fee.amountMinor, dossier.fee.currency) : t('parties.noFee'),
    });
  }
  if (dossier.roles.length > 0)
    details.push({ term: t('parties.yourRoles'), value: dossier.roles.map((role) => t(`roles.${role}`)).join(', ') });

  return (
    <FoldablePanel title={t('parties.title')}>
      <DetailsList details={details} />
    </FoldablePanel>
  );
}

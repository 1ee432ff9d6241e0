import { useTranslation } from 'react-i18next';
import type { TTransferBody, TTransferDossier } from '@libero/shared/transfers/transfer-api';
import { FoldablePanel } from '../../ui/foldable-panel';
import { TextLink } from '../../ui/text-link';
import { DetailsList } from '../../ui/details-list';

const bodyText = (body: TTransferBody) => (body.code ? `${body.name} (${body.code})` : body.name);

/** Who takes part: the player, the clubs and federations on each side, and the body handling it. */
export function PartiesPanel({ dossier }: { dossier: TTransferDossier }) {
  const { t } = useTranslation('transfers');
  const { player } = dossier;
  return (
    <FoldablePanel title={t('partiesPanel.title')}>
      <DetailsList
        details={[
          {
            term: t('parties.player'),
            value: (
              <>
                <TextLink to={`/players/${player.no}`}>{player.name}</TextLink>
                {player.federationCode ? ` (${player.federationCode})` : null}
              </>
            ),
          },
          { term: t('parties.releasingFederation'), value: bodyText(dossier.releasingFederation) },
          {
            term: t('parties.releasingClub'),
            value: dossier.releasingClub ? bodyText(dossier.releasingClub) : t('partiesPanel.noClub'),
          },
          { term: t('parties.receivingFederation'), value: bodyText(dossier.receivingFederation) },
          {
            term: t('parties.receivingClub'),
            value: dossier.receivingClub ? bodyText(dossier.receivingClub) : t('partiesPanel.notChosen'),
          },
          { term: t('parties.handlingBody'), value: dossier.handlingBody.name },
        ]}
      />
    </FoldablePanel>
  );
}

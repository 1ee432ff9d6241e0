import { useTranslation } from 'react-i18next';
import type { TCaseDossier } from '@libero/shared/legal/legal-api';
import { DetailsList, type Detail } from '../../ui/details-list';
import { FoldablePanel } from '../../ui/foldable-panel';
import { federationText, formatMoment } from './legal-format';

/** The office's decision once taken: when, the federation of origin it established, and its reasons. */
export function DecisionPanel({ dossier }: { dossier: TCaseDossier }) {
  const { t } = useTranslation('legal');
  if (dossier.decidedAt === null) return null;
  // Still known once the case is closed: the decision's own step.
  const decision = dossier.timeline.find((entry) => entry.step === 'approve' || entry.step === 'refuse');
  const details: Detail[] = [];
  if (decision)
    details.push({
      term: t('decision.outcome'),
      value: t(decision.step === 'approve' ? 'statuses.approved' : 'statuses.refused'),
    });
  details.push({ term: t('fields.decidedAt'), value: formatMoment(dossier.decidedAt) });
  if (dossier.decidedFederation)
    details.push({ term: t('fields.decidedFederation'), value: federationText(dossier.decidedFederation) });
  details.push({
    term: t('fields.decisionReasons'),
    value: <span className="whitespace-pre-line">{dossier.decisionReasons ?? ''}</span>,
  });
  return (
    <FoldablePanel title={t('decision.title')}>
      <DetailsList details={details} />
    </FoldablePanel>
  );
}

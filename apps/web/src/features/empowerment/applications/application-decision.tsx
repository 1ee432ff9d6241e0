import { useTranslation } from 'react-i18next';
import type { TApplicationDossier } from '@libero/shared/empowerment/empowerment-api';
import { formatDate } from '../../../lib/dates/date-formats';
import { Alert } from '../../../ui/alert';
import { DetailsList, type Detail } from '../../../ui/details-list';
import { FoldablePanel } from '../../../ui/foldable-panel';
import { TextLink } from '../../../ui/text-link';
import { projectPagePath } from './application-api';

const multiline = (text: string) => <span className="whitespace-pre-line">{text}</span>;

/**
 * The reviewers' word: once decided, the decision, when, why and the project it created; before,
 * the comment of the last send-back, which the federation answers in its draft.
 */
export function ApplicationDecision({ dossier }: { dossier: TApplicationDossier }) {
  const { t } = useTranslation(['applications', 'empowerment']);
  const reason = dossier.decisionReason;
  if (dossier.decidedAt === null) {
    if (reason === null || dossier.status !== 'draft') return null;
    return (
      <Alert tone="warning">
        <p className="font-medium">{t('decision.sentBack')}</p>
        {multiline(reason)}
      </Alert>
    );
  }
  const details: Detail[] = [
    { term: t('decision.outcome'), value: t(`empowerment:applicationStatuses.${dossier.status}`) },
    { term: t('empowerment:fields.decidedAt'), value: formatDate(dossier.decidedAt, 'timeShortWithYear') },
    { term: t('decision.reason'), value: multiline(reason ?? '') },
  ];
  if (dossier.projectNo !== null)
    details.push({
      term: t('empowerment:fields.project'),
      value: <TextLink to={projectPagePath(dossier.projectNo)}>{t('page.openProject')}</TextLink>,
    });
  return (
    <FoldablePanel title={t('decision.title')}>
      <DetailsList details={details} />
    </FoldablePanel>
  );
}

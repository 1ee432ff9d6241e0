import { useTranslation } from 'react-i18next';
import { Download } from 'lucide-react';
import type { TCaseDossier } from '@libero/shared/legal/legal-api';
import type { CaseRole } from '@libero/shared/legal/legal-cases';
import { buttonClassName } from '../../ui/button';
import { TextLink } from '../../ui/text-link';
import { Fact } from '../../ui/fact';
import { decisionLetterUrl } from './legal-api';
import { federationText, formatDay, formatMoment } from './legal-format';
import { CaseStatusBadge, OverdueBadge } from './status-badges';

/** A party by its role on this case: "Current federation: ITA — Italy". */
function useRoleText(dossier: TCaseDossier) {
  const { t } = useTranslation('legal');
  return (role: CaseRole) => {
    const federation =
      role === 'applicant' ? dossier.applicant : role === 'currentFederation' ? dossier.currentFederation : null;
    return federation
      ? t('roleWithParty', { role: t(`roles.${role}`), party: federationText(federation) })
      : t(`roles.${role}`);
  };
}

/** The decision letter, a PDF, once the case is decided. */
function DecisionLetterLink({ dossier }: { dossier: TCaseDossier }) {
  const { t } = useTranslation('legal');
  if (dossier.decidedAt === null) return null;
  return (
    <a href={decisionLetterUrl(dossier.no)} download className={buttonClassName('secondary')}>
      <Download aria-hidden="true" className="size-4" />
      {t('decision.letter')}
    </a>
  );
}

/** What the case is, for whom, where it stands, whose turn it is and until when. */
export function CaseHeader({ dossier }: { dossier: TCaseDossier }) {
  const { t } = useTranslation('legal');
  const roleText = useRoleText(dossier);
  return (
    <section
      aria-label={t('case.summary')}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white px-4 py-3 shadow-xs"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <div className="flex min-w-0 flex-col">
          <p className="text-xs font-medium text-slate-600">
            {t('case.kindAndNo', { kind: t(`kinds.${dossier.kind}`), no: dossier.no })}
          </p>
          <p className="text-lg font-semibold text-slate-900">
            <TextLink to={`/players/${dossier.player.no}`}>{dossier.player.name}</TextLink>
          </p>
        </div>
        <CaseStatusBadge status={dossier.status} />
        {dossier.overdue ? <OverdueBadge dueDay={dossier.dueDay} /> : null}
        <div className="ml-auto">
          <DecisionLetterLink dossier={dossier} />
        </div>
      </div>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Fact term={t('case.awaited')}>{dossier.awaited ? roleText(dossier.awaited) : t('case.nobody')}</Fact>
        <Fact term={t('fields.dueDate')}>{dossier.dueDay ? formatDay(dossier.dueDay) : t('case.noDeadline')}</Fact>
        <Fact term={t('fields.submittedAt')}>
          {dossier.submittedAt ? formatMoment(dossier.submittedAt) : t('case.notSubmitted')}
        </Fact>
        <Fact term={t('case.createdAt')}>{formatMoment(dossier.createdAt)}</Fact>
      </dl>
    </section>
  );
}

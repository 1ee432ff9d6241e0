import { useTranslation } from 'react-i18next';
import type { TProjectDossier } from '@libero/shared/empowerment/empowerment-api';
import { TextLink } from '../../../ui/text-link';
import { Fact } from '../../../ui/fact';
import { ProjectStatusBadge } from './project-badges';
import { applicationPagePath, coachProfilePath } from './project-api';
import { federationText, formatDay, money } from './project-format';

/** What is paid of the budget, in words and as a small bar. */
function BudgetFact({ dossier }: { dossier: TProjectDossier }) {
  const { t } = useTranslation('projects');
  const { budgetTotalMinor: budget, paidMinor: paid, currency } = dossier;
  const share = budget > 0 ? Math.min(100, Math.round((paid / budget) * 100)) : 0;
  return (
    <Fact term={t('project.budget')}>
      {t('project.paidOfBudget', { paid: money(paid, currency), budget: money(budget, currency) })}
      <div
        role="progressbar"
        aria-label={t('project.paidShare')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={share}
        aria-valuetext={t('project.percent', { share })}
        className="mt-1 h-1.5 w-full max-w-48 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-emerald-600" style={{ width: `${share}%` }} />
      </div>
    </Fact>
  );
}

/** The people sent to the project, each linked to their profile. */
function PeopleFacts({ dossier }: { dossier: TProjectDossier }) {
  const { t } = useTranslation('projects');
  return (
    <>
      <Fact term={t('project.coach')}>
        {dossier.coach ? (
          <TextLink to={coachProfilePath(dossier.coach.no)}>{dossier.coach.name}</TextLink>
        ) : (
          t('project.noCoach')
        )}
      </Fact>
      <Fact term={t('project.experts')}>
        {dossier.experts.length === 0 ? (
          t('project.noExperts')
        ) : (
          <ul className="flex flex-wrap gap-x-3">
            {dossier.experts.map((expert) => (
              <li key={expert.no}>
                <TextLink to={coachProfilePath(expert.no)}>{expert.name}</TextLink>
              </li>
            ))}
          </ul>
        )}
      </Fact>
    </>
  );
}

/** What the project is, for whom, for when, how much of its budget is paid, and who is sent to it. */
export function ProjectHeader({ dossier }: { dossier: TProjectDossier }) {
  const { t } = useTranslation(['projects', 'empowerment']);
  return (
    <section
      aria-label={t('projects:project.summary')}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white px-4 py-3 shadow-xs"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <div className="flex min-w-0 flex-col">
          <p className="text-xs font-medium text-slate-600">
            {t('projects:project.typeAndNo', {
              type: t(`empowerment:projectTypes.${dossier.projectType}`),
              no: dossier.no,
            })}
          </p>
          <p className="text-lg font-semibold break-words text-slate-900">{dossier.title}</p>
        </div>
        <ProjectStatusBadge status={dossier.status} />
      </div>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Fact term={t('projects:project.federation')}>{federationText(dossier.federation)}</Fact>
        <Fact term={t('projects:project.period')}>
          {t('projects:project.periodValue', { start: formatDay(dossier.startDay), end: formatDay(dossier.endDay) })}
        </Fact>
        <BudgetFact dossier={dossier} />
        {/* The application is its federation's and the reviewers' (a coach does not reach it). */}
        {dossier.roles.length > 0 ? (
          <Fact term={t('projects:project.application')}>
            <TextLink to={applicationPagePath(dossier.applicationNo)}>
              {t('projects:project.applicationLink', { no: dossier.applicationNo })}
            </TextLink>
          </Fact>
        ) : null}
        <PeopleFacts dossier={dossier} />
      </dl>
    </section>
  );
}

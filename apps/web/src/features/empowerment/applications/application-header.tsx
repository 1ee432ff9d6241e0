import { useTranslation } from 'react-i18next';
import type { TApplicationDossier } from '@libero/shared/empowerment/empowerment-api';
import { formatDate } from '../../../lib/dates/date-formats';
import { TextLink } from '../../../ui/text-link';
import { Fact } from '../../../ui/fact';
import { federationProfilePath, projectPagePath } from './application-api';
import { ApplicationStatusBadge } from './application-status-badge';
import { useFormatMoney } from '../use-format-money';

/** What the application is, for whom, in which call, for how much, and where it stands. */
export function ApplicationHeader({ dossier }: { dossier: TApplicationDossier }) {
  const { t } = useTranslation(['applications', 'empowerment']);
  const formatMoney = useFormatMoney();
  const { federation } = dossier;
  return (
    <section
      aria-label={t('page.summary')}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white px-4 py-3 shadow-xs"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <div className="flex min-w-0 flex-col">
          <p className="text-xs font-medium text-slate-600">
            {t('page.typeAndNo', { type: t(`empowerment:projectTypes.${dossier.projectType}`), no: dossier.no })}
          </p>
          <p className="text-lg font-semibold break-words text-slate-900">{dossier.title}</p>
        </div>
        <ApplicationStatusBadge status={dossier.status} />
        {dossier.projectNo !== null ? (
          <p className="ml-auto text-sm">
            <TextLink to={projectPagePath(dossier.projectNo)}>{t('page.openProject')}</TextLink>
          </p>
        ) : null}
      </div>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-5">
        <Fact term={t('empowerment:fields.federation')}>
          <TextLink to={federationProfilePath(federation.no)}>{`${federation.code} — ${federation.name}`}</TextLink>
        </Fact>
        <Fact term={t('empowerment:fields.call')}>{dossier.call.title}</Fact>
        <Fact term={t('empowerment:fields.budgetTotal')}>
          {formatMoney(dossier.budgetTotalMinor, dossier.call.currency)}
        </Fact>
        <Fact term={t('empowerment:fields.submittedAt')}>
          {dossier.submittedAt ? formatDate(dossier.submittedAt, 'timeShortWithYear') : t('page.notSubmitted')}
        </Fact>
        <Fact term={t('empowerment:fields.score')}>
          {dossier.scoreTotal === null ? t('score.none') : t('score.outOf100', { score: dossier.scoreTotal })}
        </Fact>
      </dl>
    </section>
  );
}

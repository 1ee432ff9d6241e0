import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { CircleCheck, CircleX } from 'lucide-react';
import type { ProjectType } from '@libero/shared/empowerment/applications';
import type { ZEligibilityVerdict } from '@libero/shared/empowerment/empowerment-api';
import { formatDate } from '../../../lib/dates/date-formats';
import { isIsoDate } from '../../../lib/dates/date-picker';
import { errorMessage } from '../../../lib/error-message';
import { Button } from '../../../ui/button';
import { FoldablePanel } from '../../../ui/foldable-panel';
import { eligibilityQuery } from './application-api';

type Verdict = z.infer<typeof ZEligibilityVerdict>;

const dayText = (value: string | number | undefined) => {
  const text = String(value ?? '');
  return isIsoDate(text) ? formatDate(text) : text;
};

/** The values a rule's text names (`callOpen`'s window, `finalReportsIn`'s projects), days written out. */
const ruleParams = ({ params }: Verdict) => ({
  opensOn: dayText(params.opensOn),
  closesOn: dayText(params.closesOn),
  projects: String(params.projects ?? ''),
});

function VerdictItem({ verdict }: { verdict: Verdict }) {
  const { t } = useTranslation('applications');
  const { t: rules } = useTranslation('empowerment');
  const Icon = verdict.passed ? CircleCheck : CircleX;
  const params = ruleParams(verdict);
  const missing = verdict.rule === 'finalReportsIn' && !verdict.passed ? params.projects : '';
  return (
    <li className="flex items-start gap-2 py-1.5">
      <Icon
        aria-hidden="true"
        className={`mt-0.5 size-4 shrink-0 ${verdict.passed ? 'text-emerald-700' : 'text-red-700'}`}
      />
      <p className="min-w-0 text-sm text-slate-800">
        <span className="sr-only">{verdict.passed ? t('eligibility.passed') : t('eligibility.failed')}: </span>
        {rules(`eligibilityRules.${verdict.rule}`, params)}
        {missing ? (
          <span className="block text-xs text-red-800">{t('eligibility.missingReports', { projects: missing })}</span>
        ) : null}
      </p>
    </li>
  );
}

type EligibilityVerdictsProps = {
  verdicts: readonly Verdict[];
  /** What the verdicts decide: submitting this application, or applying at all (the federation's own rules). */
  about?: 'submission' | 'federation';
};

/** Each rule with whether it is met, and what that means. */
export function EligibilityVerdicts({ verdicts, about = 'submission' }: EligibilityVerdictsProps) {
  const { t } = useTranslation('applications');
  const failed = verdicts.filter((verdict) => !verdict.passed).length;
  return (
    <>
      <p className={`text-sm font-medium ${failed === 0 ? 'text-emerald-800' : 'text-red-800'}`}>
        {failed === 0 ? t(`eligibility.${about}.allPassed`) : t(`eligibility.${about}.someFailed`, { count: failed })}
      </p>
      <ul aria-label={t('eligibility.rules')} className="divide-y divide-slate-100">
        {verdicts.map((verdict) => (
          <VerdictItem key={verdict.rule} verdict={verdict} />
        ))}
      </ul>
    </>
  );
}

type EligibilityPanelProps = { children: ReactNode; loading?: boolean };

export function EligibilityPanel({ children, loading = false }: EligibilityPanelProps) {
  const { t } = useTranslation('applications');
  return (
    <FoldablePanel title={t('eligibility.title')} loading={loading}>
      <div className="flex flex-col gap-2">{children}</div>
    </FoldablePanel>
  );
}

type LiveEligibilityProps = {
  callNo: number | undefined;
  type: ProjectType;
  /** The federation an admin applies for; undefined: the viewer's own (or none chosen yet). */
  federationNo: number | undefined;
  namesFederation: boolean;
};

/** The eligibility of the federation in the call chosen, read again as the choices change. */
export function LiveEligibilityPanel({ callNo, type, federationNo, namesFederation }: LiveEligibilityProps) {
  const { t } = useTranslation('applications');
  const ready = callNo !== undefined && (!namesFederation || federationNo !== undefined);
  const query = useQuery({
    ...eligibilityQuery(callNo ?? 0, type, namesFederation ? federationNo : undefined),
    enabled: ready,
  });
  let content: ReactNode;
  if (!ready)
    content = (
      <p className="text-sm text-slate-600">
        {callNo === undefined ? t('eligibility.chooseCall') : t('eligibility.chooseFederation')}
      </p>
    );
  else if (query.data) content = <EligibilityVerdicts verdicts={query.data.verdicts} />;
  else if (query.isError)
    content = (
      <div role="alert" className="flex flex-wrap items-center gap-2 text-sm text-red-800">
        <span>{errorMessage(query.error)}</span>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  return <EligibilityPanel loading={ready && query.isPending}>{content}</EligibilityPanel>;
}

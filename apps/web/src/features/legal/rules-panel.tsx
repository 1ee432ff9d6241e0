import { useTranslation } from 'react-i18next';
import { CircleCheck, CircleX } from 'lucide-react';
import type { TCaseDossier } from '@libero/shared/legal/legal-api';
import { FoldablePanel } from '../../ui/foldable-panel';
import { countryText, formatDay } from './legal-format';

type Verdict = TCaseDossier['rules'][number];

/** A rule's verdict in words, its numbers and days filled in from the verdict's `params`. */
function useVerdictText() {
  const { t } = useTranslation('legal');
  return ({ rule, passed, params }: Verdict): string => {
    const outcome = passed ? 'passed' : 'failed';
    const param = (name: string) => String(params[name] ?? '');
    const country = (name: string) => (param(name) ? countryText(param(name)) : t('parties.unknown'));
    switch (rule) {
      case 'onceInLifetime':
        return passed
          ? t('rules.onceInLifetime.passed')
          : t('rules.onceInLifetime.failed', { count: Number(params.previous ?? 0) });
      case 'nationality':
        return t(`rules.nationality.${outcome}`, { nationality: country('nationality'), country: country('country') });
      case 'waitingPeriod':
        if (!param('lastPlayed')) return t('rules.waitingPeriod.never');
        return t(`rules.waitingPeriod.${outcome}`, {
          count: Number(params.years ?? 0),
          lastPlayed: formatDay(param('lastPlayed')),
          eligibleFrom: formatDay(param('eligibleFrom')),
        });
      case 'seniorMatches':
        return t(`rules.seniorMatches.${outcome}`, { matches: param('matches'), limit: param('limit') });
      default:
        return t(`rules.${rule}.${outcome}`);
    }
  };
}

function VerdictItem({ verdict }: { verdict: Verdict }) {
  const { t } = useTranslation('legal');
  const verdictText = useVerdictText();
  const Icon = verdict.passed ? CircleCheck : CircleX;
  return (
    <li className="flex items-start gap-2 py-2">
      <Icon
        aria-hidden="true"
        className={`mt-0.5 size-5 shrink-0 ${verdict.passed ? 'text-emerald-700' : 'text-red-700'}`}
      />
      <div className="flex min-w-0 flex-col gap-0.5">
        <p className="text-sm font-medium text-slate-900">
          {t(`rules.${verdict.rule}.name`)}
          {': '}
          <span className={verdict.passed ? 'text-emerald-800' : 'text-red-800'}>
            {verdict.passed ? t('rules.passed') : t('rules.failed')}
          </span>
        </p>
        <p className="text-sm text-slate-700">{verdictText(verdict)}</p>
      </div>
    </li>
  );
}

/** A change's eligibility: each rule the settings turn on, passed or failed for this player, and why. */
export function RulesPanel({ dossier }: { dossier: TCaseDossier }) {
  const { t } = useTranslation('legal');
  const failed = dossier.rules.filter((verdict) => !verdict.passed).length;
  return (
    <FoldablePanel title={t('rules.title')}>
      {dossier.rules.length === 0 ? (
        <p className="text-sm text-slate-600">{t('rules.none')}</p>
      ) : (
        <>
          <p className="text-sm text-slate-700">
            {failed === 0 ? t('rules.allPassed') : t('rules.someFailed', { count: failed })}
          </p>
          <ul className="divide-y divide-slate-100" aria-label={t('rules.title')}>
            {dossier.rules.map((verdict) => (
              <VerdictItem key={verdict.rule} verdict={verdict} />
            ))}
          </ul>
        </>
      )}
    </FoldablePanel>
  );
}

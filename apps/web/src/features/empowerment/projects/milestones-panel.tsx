import { format } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { CheckCircle2, Circle } from 'lucide-react';
import type { TProjectDossier } from '@libero/shared/empowerment/empowerment-api';
import { Badge } from '../../../ui/badge';
import { FoldablePanel } from '../../../ui/foldable-panel';
import { formatDay } from './project-format';

type Milestone = TProjectDossier['milestones'][number];

/** Today as a day (`YYYY-MM-DD`) in the user's time zone. */
const today = () => format(new Date(), 'yyyy-MM-dd');

function MilestoneItem({ milestone, late }: { milestone: Milestone; late: boolean }) {
  const { t } = useTranslation('projects');
  const done = milestone.doneDay !== null;
  const Icon = done ? CheckCircle2 : Circle;
  return (
    <li className="flex flex-wrap items-baseline gap-x-3 gap-y-1 py-2">
      <Icon
        aria-hidden="true"
        className={`size-4 shrink-0 self-center ${done ? 'text-emerald-600' : 'text-slate-400'}`}
      />
      <span className="min-w-0 flex-1 break-words text-slate-900">{milestone.title}</span>
      <span className="text-slate-600">{t('milestones.due', { day: formatDay(milestone.dueDay) })}</span>
      {milestone.doneDay !== null ? (
        <Badge tone="success">{t('milestones.done', { day: formatDay(milestone.doneDay) })}</Badge>
      ) : (
        <Badge tone={late ? 'danger' : 'neutral'}>{late ? t('milestones.late') : t('milestones.open')}</Badge>
      )}
    </li>
  );
}

/** The project's milestones by due day: done (when), still open, or late. */
export function MilestonesPanel({ dossier }: { dossier: TProjectDossier }) {
  const { t } = useTranslation('projects');
  const day = today();
  const milestones = [...dossier.milestones].sort((a, b) => a.dueDay.localeCompare(b.dueDay));
  return (
    <FoldablePanel title={t('milestones.title')}>
      {milestones.length === 0 ? (
        <p className="text-sm text-slate-600">{t('milestones.empty')}</p>
      ) : (
        <ol aria-label={t('milestones.title')} className="divide-y divide-slate-100 text-sm">
          {milestones.map((milestone, index) => (
            <MilestoneItem
              key={`${milestone.dueDay}-${index}`}
              milestone={milestone}
              late={milestone.doneDay === null && milestone.dueDay < day}
            />
          ))}
        </ol>
      )}
    </FoldablePanel>
  );
}

import { useTranslation } from 'react-i18next';
import type { TCaseDossier } from '@libero/shared/legal/legal-api';
import { i18n } from '../../lib/i18n';
import { FoldablePanel } from '../../ui/foldable-panel';
import { TimelineRow, TimelineTable } from '../../ui/timeline-table';
import { formatMoment } from './legal-format';

type Entry = TCaseDossier['timeline'][number];

/** A step of the timeline in words, when the catalogue knows it; else as the server names it. */
function stepText(step: string): string {
  const key = `legal:timeline.steps.${step}`;
  return i18n.exists(key) ? i18n.t(key as 'legal:timeline.steps.submit') : step;
}

function EntryRow({ entry }: { entry: Entry }) {
  const { t } = useTranslation('legal');
  const by = (
    <>
      {entry.by}
      {entry.onBehalfOf ? (
        <span className="block text-xs text-slate-600">
          {t('timeline.onBehalfOf', { role: t(`roles.${entry.onBehalfOf}`) })}
        </span>
      ) : null}
    </>
  );
  return (
    <TimelineRow
      at={entry.at}
      when={formatMoment(entry.at)}
      step={stepText(entry.step)}
      status={t(`statuses.${entry.toStatus}`)}
      by={by}
      text={entry.text}
    />
  );
}

/** Every step taken, by whom (and for which party, when the office acted for one), with its text. */
export function TimelinePanel({ dossier }: { dossier: TCaseDossier }) {
  const { t } = useTranslation('legal');
  return (
    <FoldablePanel title={t('timeline.title')}>
      <TimelineTable
        caption={t('timeline.title')}
        headers={[t('timeline.at'), t('timeline.step'), t('timeline.by'), t('timeline.text')]}
        emptyText={t('timeline.empty')}
        rows={dossier.timeline.map((entry, index) => (
          <EntryRow key={`${entry.at}-${index}`} entry={entry} />
        ))}
      />
    </FoldablePanel>
  );
}

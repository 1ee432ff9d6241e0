import { useTranslation } from 'react-i18next';
import type { TArticleDossier } from '@libero/shared/media/articles-api';
import { formatDate } from '../../../lib/dates/date-formats';
import { i18n } from '../../../lib/i18n';
import { FoldablePanel } from '../../../ui/foldable-panel';
import { TimelineRow, TimelineTable } from '../../../ui/timeline-table';

type Entry = TArticleDossier['timeline'][number];

/** An action in words, when the catalogue knows it; else as the server names it. */
function actionText(entry: Entry): string {
  const key = `articles:timeline.actions.${entry.action}`;
  const language = entry.language ? i18n.t(`articles:languages.${entry.language}`) : '';
  return i18n.exists(key) ? i18n.t(key as 'articles:timeline.actions.create', { language }) : entry.action;
}

function EntryRow({ entry }: { entry: Entry }) {
  const { t } = useTranslation('articles');
  return (
    <TimelineRow
      at={entry.at}
      when={formatDate(entry.at, 'timeShortWithYear')}
      step={actionText(entry)}
      status={entry.toStatus ? t(`statuses.${entry.toStatus}`) : null}
      by={entry.byUserName}
      text={entry.comment}
    />
  );
}

/** Every action on the article, by whom, with the reviewer's comments. */
export function ArticleTimeline({ dossier }: { dossier: TArticleDossier }) {
  const { t } = useTranslation('articles');
  return (
    <FoldablePanel title={t('timeline.title')}>
      <TimelineTable
        caption={t('timeline.title')}
        headers={[t('timeline.at'), t('timeline.action'), t('timeline.by'), t('timeline.comment')]}
        emptyText={t('timeline.empty')}
        rows={dossier.timeline.map((entry, index) => (
          <EntryRow key={`${entry.at}-${index}`} entry={entry} />
        ))}
      />
    </FoldablePanel>
  );
}

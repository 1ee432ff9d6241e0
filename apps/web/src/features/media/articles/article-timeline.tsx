import { useTranslation } from 'react-i18next';
import type { TArticleDossier } from '@libero/shared/media/articles-api';
import { formatDate } from '../../../lib/dates/date-formats';
import { i18n } from '../../../lib/i18n';
import { FoldablePanel } from '../../../ui/foldable-panel';
import { TimelineTable } from '../../../ui/timeline-table';

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
    <tr className="align-top">
      <td className="py-1.5 pr-3 whitespace-nowrap text-slate-600">
        <time dateTime={entry.at}>{formatDate(entry.at, 'timeShortWithYear')}</time>
      </td>
      <td className="py-1.5 pr-3">
        {actionText(entry)}
        {entry.toStatus ? (
          <span className="block text-xs text-slate-600">{t(`statuses.${entry.toStatus}`)}</span>
        ) : null}
      </td>
      <td className="py-1.5 pr-3">{entry.byUserName}</td>
      <td className="min-w-48 py-1.5 pr-3 break-words whitespace-pre-line">{entry.comment}</td>
    </tr>
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

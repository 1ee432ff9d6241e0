import { useTranslation } from 'react-i18next';
import { useEntityList } from '../../../lib/entities/entity-queries';

const SHOWN = 8;
/** The vocabulary is small (hundreds of words): it is read whole, once, for every suggestion. */
const VOCABULARY = { fields: ['Name', 'ArticleCount', 'PressReleaseCount'], page: { skip: 0, take: 1000 } } as const;

type VocabularyRow = { name: string; articleCount: number; pressReleaseCount: number };

/** The words typed so far, and the one being typed (after the last space or comma). */
function typing(text: string): { done: string[]; partial: string } {
  const words = text.toLowerCase().split(/[\s,]+/);
  const partial = /[\s,]$/.test(text) ? '' : (words.pop() ?? '');
  return { done: words.filter(Boolean), partial };
}

/** Tags in use that complete the word being typed (the most used first), to pick with a click. */
export function TagSuggestions({ text, onChange }: { text: string; onChange: (text: string) => void }) {
  const { t } = useTranslation('articles');
  const query = useEntityList('Tag', VOCABULARY);
  const { done, partial } = typing(text);
  const rows = (query.data?.data ?? []) as VocabularyRow[];
  const shown = rows
    .filter((row) => row.name.startsWith(partial) && row.name !== partial && !done.includes(row.name))
    .sort((a, b) => b.articleCount + b.pressReleaseCount - (a.articleCount + a.pressReleaseCount))
    .slice(0, SHOWN);
  if (shown.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-1.5 text-sm" role="group" aria-label={t('settings.suggestions')}>
      <span className="text-slate-600">{t('settings.suggestions')}</span>
      {shown.map((row) => (
        <button
          key={row.name}
          type="button"
          className="rounded-full border border-slate-300 bg-white px-2 py-0.5 text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-sky-600"
          onClick={() => onChange([...done, row.name, ''].join(' '))}
        >
          {row.name}
        </button>
      ))}
    </div>
  );
}

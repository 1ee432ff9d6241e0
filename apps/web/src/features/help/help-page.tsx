import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChevronRight, SearchX } from 'lucide-react';
import { helpGuidePath } from '../../lib/help-link';
import { PageLayout } from '../../lib/page-layout';
import { Button } from '../../ui/button';
import { SearchBox } from '../../ui/search-box';
import { AUDIENCES, type Audience } from './guides';
import { searchGuides, type Guide } from './guide-text';
import { useGuides } from './use-guides';

/** The search's words are kept in the address (`/help?q=transfer`): a search can be shared and gone back to. */
const QUERY_PARAM = 'q';

function GuideCard({ guide }: { guide: Guide }) {
  const { t } = useTranslation('help');
  return (
    <li>
      <Link
        to={helpGuidePath(guide.id)}
        className="group flex h-full items-start gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-xs transition-colors hover:border-sky-300 hover:bg-sky-50/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600"
      >
        <span className="flex min-w-0 flex-1 flex-col gap-1">
          <span className="font-medium text-sky-900 group-hover:underline">{guide.title}</span>
          <span className="text-sm text-slate-700">{guide.intro}</span>
          <span className="text-xs text-slate-600">{t('guides.stepCount', { count: guide.steps.length })}</span>
        </span>
        <ChevronRight aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-400" />
      </Link>
    </li>
  );
}

function AudienceSection({ audience, guides }: { audience: Audience; guides: Guide[] }) {
  const { t } = useTranslation('help');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h2 id={headingId} className="text-base font-semibold text-slate-900">
        {t(`guides.audiences.${audience}.title`)}
      </h2>
      <p className="text-sm text-slate-700">{t(`guides.audiences.${audience}.description`)}</p>
      <ul className="grid gap-3 md:grid-cols-2">
        {guides.map((guide) => (
          <GuideCard key={guide.id} guide={guide} />
        ))}
      </ul>
    </section>
  );
}

function NoMatch({ query, onClear }: { query: string; onClear: () => void }) {
  const { t } = useTranslation('help');
  return (
    <div className="flex flex-col items-start gap-2 rounded-lg border border-dashed border-slate-300 bg-white p-6">
      <SearchX aria-hidden="true" className="size-6 text-slate-400" />
      <p className="font-medium text-slate-900">{t('guides.noMatch.title', { query })}</p>
      <p className="max-w-prose text-sm text-slate-700">{t('guides.noMatch.hint')}</p>
      <Button variant="secondary" onClick={onClear}>
        {t('guides.noMatch.clear')}
      </Button>
    </div>
  );
}

/** `/help`: the guides, grouped by who they are for, and a search through their text. */
export function HelpPage() {
  const { t } = useTranslation('help');
  const { guides } = useGuides();
  const [params, setParams] = useSearchParams();
  const query = params.get(QUERY_PARAM)?.trim() ?? '';
  const found = searchGuides(guides, query);
  const search = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value.trim()) next.set(QUERY_PARAM, value.trim());
        else next.delete(QUERY_PARAM);
        return next;
      },
      { replace: true },
    );

  return (
    <PageLayout title={t('guides.title')}>
      <div className="flex max-w-5xl flex-col gap-5">
        <p className="max-w-prose text-sm text-slate-700">{t('guides.intro')}</p>
        <div role="search" className="flex flex-col gap-1.5">
          <SearchBox
            label={t('guides.search')}
            placeholder={t('guides.searchPlaceholder')}
            value={query}
            onSearch={search}
          />
          {/* With nothing found, the box below says so: the count is for screen readers only. */}
          <p role="status" className={found.length === 0 ? 'sr-only' : 'text-sm text-slate-600'}>
            {query ? t('guides.matches', { count: found.length, query }) : ''}
          </p>
        </div>
        {found.length === 0 ? (
          <NoMatch query={query} onClear={() => search('')} />
        ) : (
          AUDIENCES.map((audience) => {
            const ofAudience = found.filter((guide) => guide.audience === audience);
            return ofAudience.length > 0 ? (
              <AudienceSection key={audience} audience={audience} guides={ofAudience} />
            ) : null;
          })
        )}
      </div>
    </PageLayout>
  );
}

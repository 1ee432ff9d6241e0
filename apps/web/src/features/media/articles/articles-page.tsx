import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { canSeeArticles } from '@libero/shared/auth/permissions';
import { LANGUAGES } from '@libero/shared/i18n/languages';
import {
  ARTICLE_CREATORS,
  ARTICLE_KINDS,
  ARTICLE_STATUSES,
  pressRoleOf,
  type ArticleKind,
  type ArticleStatus,
} from '@libero/shared/media/articles';
import { EntityTable, type EntityColumn, type EntityFilterControl } from '../../../lib/entities/entity-table';
import { PageLayout } from '../../../lib/page-layout';
import { useCurrentUser } from '../../../lib/session/current-user';
import { buttonClassName } from '../../../ui/button';
import { Tabs } from '../../../ui/tabs';
import { TextLink } from '../../../ui/text-link';
import { ARTICLE_ENTITIES, articlePagePath, newArticlePath } from './articles-api';
import { ArticleStatusBadge } from './status-badge';
import { TagsTab } from './tags-tab';
import { HowItWorksLink } from '../../../lib/help-link';

/** The tab of the tags texts carry, beside one per kind of text (`?kind=tags`). */
const TAGS_TAB = 'tags';

const isKind = (value: string | null): value is ArticleKind => (ARTICLE_KINDS as readonly unknown[]).includes(value);

function useColumns(): EntityColumn[] {
  const { t } = useTranslation('articles');
  return useMemo(
    (): EntityColumn[] => [
      {
        field: 'No',
        hideable: false,
        cell: (row) => <TextLink to={articlePagePath(Number(row.no))}>{String(row.no)}</TextLink>,
      },
      {
        field: 'Title',
        hideable: false,
        cell: (row) => <TextLink to={articlePagePath(Number(row.no))}>{String(row.title ?? '')}</TextLink>,
      },
      { field: 'Status', cell: (row) => <ArticleStatusBadge status={row.status as ArticleStatus} /> },
      {
        field: 'Languages',
        cell: (row) =>
          String(row.languages ?? '')
            .split(' ')
            .filter(Boolean)
            .map((language) => t(`languages.${language as 'en'}`))
            .join(', '),
      },
      { field: 'AuthorName' },
      { field: 'PublishedAt' },
      { field: 'UpdatedAt', hidden: true },
      { field: 'Summary', hidden: true },
      { field: 'Tags', hidden: true },
    ],
    [t],
  );
}

function useFilters(showStatus: boolean): EntityFilterControl[] {
  const { t } = useTranslation('articles');
  return useMemo(
    (): EntityFilterControl[] => [
      ...(showStatus
        ? [
            {
              param: 'status',
              filter: 'Status',
              label: t('filters.status'),
              options: ARTICLE_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) })),
            },
          ]
        : []),
      {
        param: 'language',
        filter: 'Languages',
        label: t('filters.language'),
        options: LANGUAGES.map((language) => ({ value: language, label: t(`languages.${language}`) })),
      },
    ],
    [t, showStatus],
  );
}

/**
 * `/media/articles`: the articles or the press releases (a tab each, kept in the address) with
 * search, filters and export; the press sees every status, other readers the published ones. A
 * third tab lists the tags.
 */
export function ArticlesPage() {
  const { t } = useTranslation('articles');
  const navigate = useNavigate();
  const user = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const requested = params.get('kind');
  const kind: ArticleKind = isKind(requested) ? requested : 'article';
  const tab = requested === TAGS_TAB ? TAGS_TAB : kind;
  const role = pressRoleOf(user);
  const columns = useColumns();
  const filters = useFilters(canSeeArticles(user));
  const kindLabel = t(`kinds.${kind}`).toLowerCase();
  const actions =
    role && ARTICLE_CREATORS.includes(role) ? (
      <Link className={buttonClassName()} to={newArticlePath(kind)}>
        {t('list.new', { kind: kindLabel })}
      </Link>
    ) : null;

  return (
    <PageLayout
      title={t('title')}
      fullscreen
      actions={
        <>
          <HowItWorksLink guide="publish-article" />
          {actions}
        </>
      }
    >
      <Tabs
        label={t('list.kindTabs')}
        tabs={[
          ...ARTICLE_KINDS.map((id) => ({ id, label: t(`kindsPlural.${id}`) })),
          { id: TAGS_TAB, label: t('tags.title') },
        ]}
        selected={tab}
        onSelect={(id) => setParams({ kind: id }, { replace: true })}
      >
        {tab === TAGS_TAB ? (
          <TagsTab />
        ) : (
          <EntityTable
            key={kind}
            entity={ARTICLE_ENTITIES[kind]}
            listId={`articles-${kind}`}
            caption={t(`kindsPlural.${kind}`)}
            columns={columns}
            filterControls={filters}
            defaultSort={{ id: 'No', desc: true }}
            onOpen={(row) => navigate(articlePagePath(Number(row.no)))}
          />
        )}
      </Tabs>
    </PageLayout>
  );
}

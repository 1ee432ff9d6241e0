import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LANGUAGES, type Language } from '@libero/shared/i18n/languages';
import type { TArticleDossier } from '@libero/shared/media/articles-api';
import { formatDate } from '../../../lib/dates/date-formats';
import { currentLanguage } from '../../../lib/i18n';
import { PageLayout } from '../../../lib/page-layout';
import { QueryContent, recordNoOf } from '../../../lib/query-content';
import { Alert } from '../../../ui/alert';
import { BackLink } from '../../../ui/back-link';
import { Tabs } from '../../../ui/tabs';
import { ArticleActions } from './article-actions';
import { ArticleBody } from './article-body';
import { ArticleSettingsPanel } from './article-settings-panel';
import { ArticleTimeline } from './article-timeline';
import { ARTICLES_PATH, articleQuery, imageUrl, saveText } from './articles-api';
import { ArticleStatusBadge } from './status-badge';
import { TextVersionForm } from './text-version-form';
import { useArticleAction } from './use-article-action';

type Text = TArticleDossier['texts'][number];

/**
 * What the settings panel saves, as saved: the panel starts afresh when it changes, not when a text
 * is saved (which bumps the version), so a cover chosen but not yet saved survives saving a text.
 */
const savedSettings = ({ kind, coverImageNo, tags, links }: TArticleDossier) =>
  JSON.stringify([kind, coverImageNo, tags, links.map((link) => [link.subject, link.recordNo])]);

/** The version in `language`, else the English one. */
const textIn = (dossier: TArticleDossier, language: Language): Text =>
  dossier.texts.find((text) => text.language === language) ?? dossier.texts[0]!;

/** An article as its readers see it: cover, title, summary, text, in their language where it is written. */
function ReadView({ dossier }: { dossier: TArticleDossier }) {
  const { t } = useTranslation('articles');
  const text = textIn(dossier, currentLanguage());
  return (
    <article lang={text.language} className="mx-auto flex w-full max-w-3xl flex-col gap-3">
      {dossier.coverImageNo ? (
        <img src={imageUrl(dossier.coverImageNo)} alt="" className="w-full rounded-lg object-cover" />
      ) : null}
      <h2 className="text-2xl font-semibold text-slate-900">{text.title}</h2>
      <p className="text-sm text-slate-600">
        {t('editor.by', { author: dossier.authorName })}
        {dossier.publishedAt ? ` · ${t('editor.publishedOn', { date: formatDate(dossier.publishedAt) })}` : ''}
      </p>
      {text.summary ? <p className="text-lg text-slate-700">{text.summary}</p> : null}
      <ArticleBody html={text.body} />
    </article>
  );
}

/** One language version in the editor: written where the dossier lets the viewer, shown otherwise. */
function VersionEditor({ dossier, language }: { dossier: TArticleDossier; language: Language }) {
  const { t } = useTranslation('articles');
  const action = useArticleAction(dossier.no);
  const text = dossier.texts.find((one) => one.language === language);
  const editable = dossier.editableLanguages.includes(language);
  const languageName = t(`languages.${language}`);
  if (!text && !editable)
    return <p className="text-sm text-slate-600">{t('editor.missing', { language: languageName })}</p>;
  return (
    <div className="flex flex-col gap-3">
      {editable ? null : <Alert>{t('editor.readOnly')}</Alert>}
      <TextVersionForm
        key={`${language}-${text?.updatedAt ?? 'new'}-${editable}`}
        label={languageName}
        initial={{ title: text?.title ?? '', summary: text?.summary ?? '', body: text?.body ?? '' }}
        readOnly={!editable}
        submitLabel={t('editor.save', { language: languageName })}
        pending={action.pendingId === language}
        onSave={async (values) => {
          await action.run({
            id: language,
            run: () => saveText(dossier.no, language, { ...values, version: dossier.version }),
            done: t('editor.saved', { language: languageName }),
          });
        }}
      />
    </div>
  );
}

function Editor({ dossier }: { dossier: TArticleDossier }) {
  const { t } = useTranslation('articles');
  const [language, setLanguage] = useState<Language>(dossier.editableLanguages[0] ?? 'en');
  return (
    <>
      <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
        <ArticleStatusBadge status={dossier.status} />
        <span>{t('editor.by', { author: dossier.authorName })}</span>
      </div>
      <section aria-label={t('editor.versions')} className="rounded-lg border border-slate-200 bg-white p-4">
        <Tabs
          label={t('editor.versions')}
          tabs={LANGUAGES.map((id) => ({ id, label: t(`languages.${id}`) }))}
          selected={language}
          onSelect={(id) => setLanguage(id as Language)}
        >
          <VersionEditor dossier={dossier} language={language} />
        </Tabs>
      </section>
      <ArticleSettingsPanel key={savedSettings(dossier)} dossier={dossier} />
      <ArticleTimeline dossier={dossier} />
    </>
  );
}

/**
 * `/media/articles/{no}`: for the press, the editor (a tab per language, the settings, the
 * timeline, the steps the dossier offers the viewer); for other readers, the published article.
 */
export function ArticlePage() {
  const { t } = useTranslation('articles');
  const param = useParams().no ?? '';
  const no = recordNoOf(param);
  const query = useQuery({ ...articleQuery(no ?? 0), enabled: no !== undefined });
  const dossier = query.data;
  const title = dossier
    ? t('editor.title', { kind: t(`kinds.${dossier.kind}`), no: dossier.no, title: textIn(dossier, 'en').title })
    : t('editor.loading', { no: param });
  return (
    <PageLayout title={title} actions={dossier ? <ArticleActions dossier={dossier} /> : null}>
      <BackLink to={dossier ? `${ARTICLES_PATH}?kind=${dossier.kind}` : ARTICLES_PATH}>{t('editor.back')}</BackLink>
      <QueryContent
        query={query}
        notFound={no === undefined}
        notFoundText={t('editor.notFound', { no: param })}
        loadingText={t('editor.loadingText')}
        retryLabel={t('editor.retry')}
      >
        {(data) => (data.role ? <Editor dossier={data} /> : <ReadView dossier={data} />)}
      </QueryContent>
    </PageLayout>
  );
}

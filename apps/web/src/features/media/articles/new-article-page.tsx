import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { ARTICLE_KINDS, type ArticleKind } from '@libero/shared/media/articles';
import { errorMessage } from '../../../lib/error-message';
import { notify } from '../../../lib/notifications/notifications-store';
import { PageLayout } from '../../../lib/page-layout';
import { BackLink } from '../../../ui/back-link';
import { ARTICLES_PATH, articlePagePath, createArticle } from './articles-api';
import { TextVersionForm, type TTextVersion } from './text-version-form';

const EMPTY: TTextVersion = { title: '', summary: '', body: '' };

/** `/media/articles/new?kind=…`: a draft's English version; the editor opens on it once created. */
export function NewArticlePage() {
  const { t } = useTranslation('articles');
  const navigate = useNavigate();
  const requested = useSearchParams()[0].get('kind');
  const kind: ArticleKind = ARTICLE_KINDS.find((known) => known === requested) ?? 'article';
  const create = useMutation({
    mutationFn: (text: TTextVersion) => createArticle({ ...text, kind }),
    meta: { silent: true },
    onSuccess: (dossier) => {
      notify({ kind: 'article-action', tone: 'success', message: t('new.created'), duration: 5000, unique: false });
      void navigate(articlePagePath(dossier.no));
    },
    onError: (error) =>
      notify({ kind: 'article-action-failed', tone: 'error', message: errorMessage(error), unique: false }),
  });
  const title = t('new.title', { kind: t(`kinds.${kind}`).toLowerCase() });
  return (
    <PageLayout title={title}>
      <BackLink to={`${ARTICLES_PATH}?kind=${kind}`}>{t('editor.back')}</BackLink>
      <p className="text-sm text-slate-600">{t('new.hint')}</p>
      <section className="max-w-3xl rounded-lg border border-slate-200 bg-white p-4">
        <TextVersionForm
          label={title}
          initial={EMPTY}
          readOnly={false}
          submitLabel={t('new.create')}
          pending={create.isPending}
          onSave={async (text) => {
            await create.mutateAsync(text).catch(() => undefined);
          }}
        />
      </section>
    </PageLayout>
  );
}

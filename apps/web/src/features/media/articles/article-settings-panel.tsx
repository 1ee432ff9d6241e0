import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ARTICLE_KINDS, type ArticleKind } from '@libero/shared/media/articles';
import { ARTICLE_LIMITS, type TArticleDossier } from '@libero/shared/media/articles-api';
import { errorMessage } from '../../../lib/error-message';
import { notify } from '../../../lib/notifications/notifications-store';
import { Button } from '../../../ui/button';
import { FoldablePanel } from '../../../ui/foldable-panel';
import { TextField } from '../../../ui/text-field';
import { imageUrl, saveSettings, uploadImage } from './articles-api';
import { LinkPicker, type PickedLink } from './link-picker';
import { TagSuggestions } from './tag-suggestions';
import { useArticleAction } from './use-article-action';

const tagsOf = (text: string) => [
  ...new Set(
    text
      .toLowerCase()
      .split(/[\s,]+/)
      .filter(Boolean),
  ),
];

function CoverField({
  imageNo,
  onChange,
  readOnly,
}: {
  imageNo: number | null;
  onChange: (no: number | null) => void;
  readOnly: boolean;
}) {
  const { t } = useTranslation('articles');
  const [uploading, setUploading] = useState(false);
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setUploading(true);
    try {
      onChange(await uploadImage(file));
      notify({ kind: 'article-cover', tone: 'success', message: t('settings.uploaded'), duration: 5000 });
    } catch (error) {
      notify({ kind: 'article-cover-failed', tone: 'error', message: errorMessage(error) });
    } finally {
      setUploading(false);
    }
  };
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium text-slate-800">{t('settings.cover')}</legend>
      {imageNo ? (
        <img
          src={imageUrl(imageNo)}
          alt={t('settings.coverAlt')}
          className="max-h-56 w-fit max-w-full rounded-md object-cover"
        />
      ) : (
        <p className="text-sm text-slate-600">{t('settings.noCover')}</p>
      )}
      {readOnly ? null : (
        <div className="flex flex-wrap items-center gap-2">
          <label className="flex flex-col gap-1 text-sm text-slate-700">
            {t('settings.upload')}
            <input
              type="file"
              accept="image/jpeg,image/png,image/webp"
              disabled={uploading}
              onChange={(event) => void choose(event)}
              className="text-sm file:mr-2 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5"
            />
            <span className="text-xs text-slate-600">{t('settings.uploadHint')}</span>
          </label>
          {imageNo ? (
            <Button variant="secondary" onClick={() => onChange(null)}>
              {t('settings.removeCover')}
            </Button>
          ) : null}
        </div>
      )}
    </fieldset>
  );
}

function LinksField({
  links,
  onChange,
  readOnly,
}: {
  links: PickedLink[];
  onChange: (links: PickedLink[]) => void;
  readOnly: boolean;
}) {
  const { t } = useTranslation('articles');
  const add = (link: PickedLink) => {
    if (links.some((one) => one.subject === link.subject && one.recordNo === link.recordNo)) return;
    onChange([...links, link]);
  };
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium text-slate-800">{t('settings.links')}</legend>
      {links.length === 0 ? <p className="text-sm text-slate-600">{t('settings.noLinks')}</p> : null}
      <ul className="flex flex-wrap gap-2">
        {links.map((link) => (
          <li
            key={`${link.subject}:${link.recordNo}`}
            className="flex items-center gap-1 rounded-full bg-slate-100 py-1 pr-1 pl-3 text-sm"
          >
            <span>
              {t(`subjects.${link.subject}`)}: {link.label}
            </span>
            {readOnly ? null : (
              <button
                type="button"
                aria-label={t('settings.removeLink', { label: link.label })}
                className="rounded-full px-2 text-slate-600 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-sky-600"
                onClick={() => onChange(links.filter((one) => one !== link))}
              >
                ×
              </button>
            )}
          </li>
        ))}
      </ul>
      {readOnly ? null : <LinkPicker onPick={add} />}
    </fieldset>
  );
}

/** The article's kind, cover, tags and links, saved together by those the status lets. */
export function ArticleSettingsPanel({ dossier }: { dossier: TArticleDossier }) {
  const { t } = useTranslation('articles');
  const action = useArticleAction(dossier.no);
  const readOnly = !dossier.canEditSettings;
  const [kind, setKind] = useState<ArticleKind>(dossier.kind);
  const [coverNo, setCoverNo] = useState(dossier.coverImageNo);
  const [tags, setTags] = useState(dossier.tags.join(' '));
  const [links, setLinks] = useState<PickedLink[]>(dossier.links);
  const tooManyTags = tagsOf(tags).length > ARTICLE_LIMITS.tags;
  const save = () =>
    void action.run({
      id: 'settings',
      run: () =>
        saveSettings(dossier.no, {
          version: dossier.version,
          kind,
          coverImageNo: coverNo,
          tags: tagsOf(tags),
          links: links.map(({ subject, recordNo }) => ({ subject, recordNo })),
        }),
      done: t('settings.saved'),
    });
  return (
    <FoldablePanel title={t('settings.title')}>
      <div className="flex flex-col gap-4">
        <label className="flex w-fit flex-col gap-1 text-sm font-medium text-slate-800">
          {t('fields.kind')}
          <select
            className="min-h-9 rounded-md border border-slate-300 bg-white px-2 text-sm disabled:bg-slate-50"
            value={kind}
            disabled={readOnly}
            onChange={(event) => setKind(event.target.value as ArticleKind)}
          >
            {ARTICLE_KINDS.map((one) => (
              <option key={one} value={one}>
                {t(`kinds.${one}`)}
              </option>
            ))}
          </select>
        </label>
        <CoverField imageNo={coverNo} onChange={setCoverNo} readOnly={readOnly} />
        <TextField
          label={t('settings.tags')}
          hint={t('settings.tagsHint')}
          readOnly={readOnly}
          value={tags}
          error={tooManyTags ? t('settings.tagsHint') : undefined}
          onChange={(event) => setTags(event.target.value)}
        />
        {readOnly ? null : <TagSuggestions text={tags} onChange={setTags} />}
        <LinksField links={links} onChange={setLinks} readOnly={readOnly} />
        {readOnly ? null : (
          <div className="flex justify-end">
            <Button
              onClick={save}
              disabled={tooManyTags}
              pending={action.pendingId === 'settings'}
              pendingLabel={t('dialog.saving')}
            >
              {t('settings.save')}
            </Button>
          </div>
        )}
      </div>
    </FoldablePanel>
  );
}

import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Markdown, { type Components } from 'react-markdown';
import type { Language } from '@libero/shared/i18n/languages';
import { HELP_PATH, isHelpGuideId } from '../../lib/help-link';
import { PageLayout } from '../../lib/page-layout';
import { BackLink } from '../../ui/back-link';
import { Badge } from '../../ui/badge';
import { TEXT_LINK_CLASS, TextLink } from '../../ui/text-link';
import { picturePath } from './guides';
import type { Guide, GuideStep } from './guide-text';
import { useGuides } from './use-guides';

/** How a guide's Markdown is shown: links inside the app stay in it; no raw HTML is rendered. */
const MARKDOWN: Components = {
  p: ({ children }) => <p className="leading-relaxed">{children}</p>,
  strong: ({ children }) => <strong className="font-semibold text-slate-900">{children}</strong>,
  ul: ({ children }) => <ul className="flex list-disc flex-col gap-1 pl-5">{children}</ul>,
  ol: ({ children }) => <ol className="flex list-decimal flex-col gap-1 pl-5">{children}</ol>,
  a: ({ href = '', children }) =>
    href.startsWith('/') ? (
      <TextLink to={href}>{children}</TextLink>
    ) : (
      <a href={href} target="_blank" rel="noopener noreferrer" className={TEXT_LINK_CLASS}>
        {children}
      </a>
    ),
};

/** A step's picture, taken by the browser tests on the demo; one that cannot be loaded is left out. */
function StepPicture({ src, alt }: { src: string; alt: string }) {
  const { t } = useTranslation('help');
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return (
    <figure className="overflow-hidden rounded-md border border-slate-200 bg-slate-100 shadow-xs">
      <a
        href={src}
        target="_blank"
        rel="noopener noreferrer"
        className="block focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600"
      >
        <img
          src={src}
          alt={alt}
          width={1280}
          height={800}
          loading="lazy"
          decoding="async"
          onError={() => setFailed(true)}
          className="h-auto w-full"
        />
        <span className="sr-only">{t('guide.pictureOpens')}</span>
      </a>
    </figure>
  );
}

function Step({ step, number, picture }: { step: GuideStep; number: number; picture?: string }) {
  const { t } = useTranslation('help');
  return (
    <li className="flex gap-3 sm:gap-4">
      <span
        aria-hidden="true"
        className="flex size-7 shrink-0 items-center justify-center rounded-full bg-sky-700 text-sm font-semibold text-white"
      >
        {number}
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-2 pt-0.5">
        <h2 className="text-base font-semibold text-slate-900">
          <span className="sr-only">{t('guide.stepNumber', { number })} </span>
          {step.title}
        </h2>
        <div className="flex flex-col gap-2 text-sm text-slate-800">
          <Markdown components={MARKDOWN} skipHtml>
            {step.body}
          </Markdown>
        </div>
        {picture ? <StepPicture src={picture} alt={t('guide.pictureAlt', { number, step: step.title })} /> : null}
      </div>
    </li>
  );
}

function GuideContent({ guide, language }: { guide: Guide; language: Language }) {
  const { t } = useTranslation('help');
  const pictureOf = (step: number) => {
    const index = guide.pictureSteps.indexOf(step);
    return index === -1 ? undefined : picturePath(language, guide.id, index + 1);
  };
  return (
    <PageLayout title={guide.title}>
      <article className="flex max-w-3xl flex-col gap-5">
        <BackLink to={HELP_PATH}>{t('guide.back')}</BackLink>
        <div className="flex flex-col gap-3">
          <p>
            <Badge tone="info">{t(`guides.audiences.${guide.audience}.title`)}</Badge>
          </p>
          <p className="text-sm leading-relaxed text-slate-800">{guide.intro}</p>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            <span className="text-slate-600">{t('guide.explains', { count: guide.pages.length })}</span>
            {guide.pages.map((page) => (
              <TextLink key={page.to} to={page.to}>
                {t(`pages.${page.key}`)}
              </TextLink>
            ))}
          </p>
        </div>
        <ol aria-label={t('guide.steps')} className="flex flex-col gap-6">
          {guide.steps.map((step, index) => (
            <Step key={step.title} step={step} number={index + 1} picture={pictureOf(index + 1)} />
          ))}
        </ol>
      </article>
    </PageLayout>
  );
}

/** `/help/:guide`: one guide, its steps and their pictures, and links to the pages it explains. */
export function GuidePage() {
  const { t } = useTranslation('help');
  const { guide: id } = useParams();
  const { language, guides } = useGuides();
  const guide = isHelpGuideId(id) ? guides.find((candidate) => candidate.id === id) : undefined;
  if (!guide) {
    return (
      <PageLayout title={t('guide.notFound.title')}>
        <p className="text-sm text-slate-700">{t('guide.notFound.message')}</p>
        <p className="text-sm">
          <Link to={HELP_PATH} className={TEXT_LINK_CLASS}>
            {t('guide.notFound.back')}
          </Link>
        </p>
      </PageLayout>
    );
  }
  return <GuideContent guide={guide} language={language} />;
}

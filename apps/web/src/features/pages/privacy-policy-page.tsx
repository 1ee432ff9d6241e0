import { useTranslation } from 'react-i18next';
import { HELP_URL } from '../../lib/product';
import { PageLayout } from '../../lib/page-layout';

/** The policy's sections, in order; each has a title and paragraphs or a list (`pages:privacy.<key>`). */
const PARAGRAPH_SECTIONS = [
  'controller',
  'purposes',
  'recipients',
  'retention',
  'browser',
  'security',
  'rights',
] as const;
const DATA_KINDS = ['account', 'records', 'activity'] as const;

/** `/privacy-policy` (SPEC §2): public, in the app shell for signed-in users. */
export function PrivacyPolicyPage() {
  const { t } = useTranslation('pages');
  return (
    <PageLayout title={t('privacy.title')}>
      <article className="flex max-w-3xl flex-col gap-5 text-sm leading-relaxed text-slate-800">
        <p className="text-slate-500">{t('privacy.updated')}</p>
        <p>{t('privacy.intro')}</p>
        <section aria-labelledby="privacy-data" className="flex flex-col gap-2">
          <h2 id="privacy-data" className="text-base font-semibold text-slate-900">
            {t('privacy.data.title')}
          </h2>
          <ul className="flex list-disc flex-col gap-1.5 pl-5">
            {DATA_KINDS.map((kind) => (
              <li key={kind}>{t(`privacy.data.${kind}`)}</li>
            ))}
          </ul>
        </section>
        {PARAGRAPH_SECTIONS.map((key) => (
          <section key={key} aria-labelledby={`privacy-${key}`} className="flex flex-col gap-2">
            <h2 id={`privacy-${key}`} className="text-base font-semibold text-slate-900">
              {t(`privacy.${key}.title`)}
            </h2>
            <p>{t(`privacy.${key}.body`)}</p>
          </section>
        ))}
        <p>
          {t('privacy.contact')}{' '}
          <a
            href={HELP_URL}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-sky-800 underline decoration-sky-800/30 underline-offset-2 hover:decoration-sky-800"
          >
            {t('privacy.contactLink')}
          </a>
        </p>
      </article>
    </PageLayout>
  );
}

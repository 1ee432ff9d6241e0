import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@libero/shared/i18n/languages';
import { currentLanguage, setLanguage } from '../lib/i18n';

export type LanguageSelectProps = {
  /** Keeps the label for assistive technologies only (the app header). */
  compact?: boolean;
};

/** The interface language: en, fr or es, remembered in this browser. */
export function LanguageSelect({ compact = false }: LanguageSelectProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className={compact ? 'sr-only' : 'text-sm text-slate-700'}>
        {t('language.label')}
      </label>
      <select
        id={id}
        value={currentLanguage()}
        onChange={(event) => void setLanguage(event.target.value)}
        className="min-h-9 rounded-md border border-slate-300 bg-white px-2 py-1 text-sm text-slate-800 focus:border-sky-600 focus:ring-2 focus:ring-sky-600/25 focus:outline-none"
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {t(`language.names.${language}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** SPEC §1: for languages other than English, a notice says translation is in progress. */
export function TranslationNotice({ className = '' }: { className?: string }) {
  const { t, i18n } = useTranslation();
  if (i18n.resolvedLanguage === 'en' || !i18n.resolvedLanguage) return null;
  return (
    <p className={`rounded-md bg-amber-50 px-3 py-1.5 text-xs text-amber-900 ring-1 ring-amber-200 ${className}`}>
      {t('language.translationInProgress')}
    </p>
  );
}

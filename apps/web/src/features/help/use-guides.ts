import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@libero/shared/i18n/languages';
import { guidesQuery, type Guide } from './guide-text';

/** The interface language, followed when it changes. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

/** Every guide in the interface language (the page suspends while they load). */
export function useGuides(): { language: Language; guides: Guide[] } {
  const language = useLanguage();
  const { data } = useSuspenseQuery(guidesQuery(language));
  return { language, guides: data };
}

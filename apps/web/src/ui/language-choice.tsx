import { useId, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@libero/shared/i18n/languages';

type LanguageChoiceProps = {
  legend: string;
  hint?: string;
  /** The message of the field's error, if any. */
  error?: string;
  disabled?: boolean;
  /** The radios' props from the form (`register('language')`). */
  input: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value'>;
};

/** English, French or Spanish as radio buttons, each named in its own language. */
export function LanguageChoice({ legend, hint, error, disabled, input }: LanguageChoiceProps) {
  const { t } = useTranslation();
  const id = useId();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <fieldset aria-describedby={described || undefined}>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <div className="mt-1 flex flex-wrap gap-x-5 gap-y-2">
        {LANGUAGES.map((language) => (
          <label key={language} className="flex min-h-9 items-center gap-2 text-sm text-slate-800">
            <input
              {...input}
              type="radio"
              value={language}
              className="size-4 border-slate-300 text-sky-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600"
              disabled={disabled}
            />
            <span lang={language}>{t(`language.names.${language}`)}</span>
          </label>
        ))}
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-xs font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from './money';

const CURRENCY = /^[A-Z]{3}$/;

/**
 * Writes amounts in minor units as the interface language does (`USD 1,250.00`); without a
 * currency yet (no call chosen), the number alone.
 */
export function useFormatMoney(): (minor: number, currency: string) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback(
    (minor: number, currency: string) =>
      CURRENCY.test(currency)
        ? formatMoney(minor, currency, language)
        : new Intl.NumberFormat(language, { minimumFractionDigits: 2 }).format(minor / 100),
    [language],
  );
}

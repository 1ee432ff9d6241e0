/** An amount in minor units (cents) of `currency`, as the viewer's language writes it: `USD 12,500.00`. */
export function formatMoney(minor: number, currency: string, language: string): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency, currencyDisplay: 'code' }).format(minor / 100);
}

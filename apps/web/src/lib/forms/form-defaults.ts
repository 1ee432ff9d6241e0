/** SPEC §9: defaults of form fields, shared by the inputs. */
export const FORM_DEFAULTS = {
  /** Delay before a field reports a change, in ms. */
  fieldDelay: 0,
  /** The same for text inputs, which report as you type. */
  inputDelay: 20,
  /** Decimal separator of number inputs. */
  decimalDelimiter: '.',
  locale: 'en',
  searchDebounce: 200,
  /** Largest height of an open dropdown, in px. */
  dropdownHeight: 400,
  /** Duration of open/close animations, in ms. */
  animationDuration: 250,
  masonryColumns: 2,
} as const;

/** SPEC §9: currency inputs. */
export const CURRENCY_DEFAULTS = {
  currency: 'USD',
  locale: 'en-US',
  step: 1,
} as const;

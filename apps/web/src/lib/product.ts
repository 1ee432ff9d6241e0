/**
 * The federation's acronym (the server's ORG_CODE), which the server writes into the page it
 * serves; FIVB when the page comes from elsewhere (the Vite dev server, unit tests).
 */
function orgCodeOfPage(): string {
  const content =
    typeof document === 'undefined'
      ? null
      : document.querySelector('meta[name="libero:org-code"]')?.getAttribute('content');
  return content && /^[A-Z]{2,10}$/.test(content) ? content : 'FIVB';
}

/** The federation's acronym in header names (`X-FIVB-Env`). */
export const ORG_CODE = orgCodeOfPage();

/** The product's name as shown in page titles and the header. */
export const PRODUCT_NAME = ORG_CODE;

/** The app version shown in the shell (SPEC §9). */
export const APP_VERSION = 'v20251103';

/** The external help site linked from the help section (opens in a new tab). */
export const HELP_URL = 'https://www.fivb.com/help';

/**
 * The public avatar service (Gravatar): `${AVATAR_URL}${sha256(lower-cased e-mail)}`. Asked with
 * `d=404` so that a missing picture fails and the placeholder icon shows.
 */
export const AVATAR_URL = 'https://www.gravatar.com/avatar/';

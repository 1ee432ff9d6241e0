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

/**
 * Another help site, when the server is told of one (its HELP_URL, written into the page): the
 * sidebar's help link then opens it in a new tab instead of the app's own guides (`/help`).
 */
function helpSiteOfPage(): string | undefined {
  const content =
    typeof document === 'undefined'
      ? null
      : document.querySelector('meta[name="libero:help-url"]')?.getAttribute('content');
  return content && /^https?:\/\/\S+$/i.test(content) ? content : undefined;
}

export const HELP_SITE_URL = helpSiteOfPage();

/** Where help is: the installation's own help site, or the app's guides. */
export const HELP_URL = HELP_SITE_URL ?? '/help';

/**
 * The public avatar service (Gravatar): `${AVATAR_URL}${sha256(lower-cased e-mail)}`. Asked with
 * `d=404` so that a missing picture fails and the placeholder icon shows.
 */
export const AVATAR_URL = 'https://www.gravatar.com/avatar/';

/** The product's name as shown in page titles and the header (the federation's acronym). */
export const PRODUCT_NAME = 'FIVB';

/** The app version shown in the shell (SPEC §9). */
export const APP_VERSION = 'v20251103';

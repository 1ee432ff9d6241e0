import 'i18next';
import type common from '../locales/en/common.json';
import type auth from '../locales/en/auth.json';

// Module augmentation needs an interface. English is the reference catalogue: a key missing
// there fails the type check; `locales.test.ts` checks fr and es have the same keys.
declare module 'i18next' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface CustomTypeOptions {
    defaultNS: 'common';
    fallbackNS: 'common';
    returnNull: false;
    resources: {
      common: typeof common;
      auth: typeof auth;
    };
  }
}

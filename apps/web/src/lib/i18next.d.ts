import 'i18next';
import type common from '../locales/en/common.json';
import type auth from '../locales/en/auth.json';
import type errors from '../locales/en/errors.json';
import type forms from '../locales/en/forms.json';
import type dates from '../locales/en/dates.json';
import type shell from '../locales/en/shell.json';
import type dashboard from '../locales/en/dashboard.json';
import type help from '../locales/en/help.json';
import type pages from '../locales/en/pages.json';
import type people from '../locales/en/people.json';
import type players from '../locales/en/players.json';
import type bodies from '../locales/en/bodies.json';
import type transfers from '../locales/en/transfers.json';
import type table from '../locales/en/table.json';
import type personForm from '../locales/en/person-form.json';
import type entityForm from '../locales/en/entity-form.json';
import type documents from '../locales/en/documents.json';
import type savedExports from '../locales/en/exports.json';
import type admin from '../locales/en/admin.json';
import type account from '../locales/en/account.json';
import type users from '../locales/en/users.json';
import type userForm from '../locales/en/user-form.json';
import type onlineUsers from '../locales/en/online-users.json';
import type transferSettings from '../locales/en/transfer-settings.json';
import type beachSettings from '../locales/en/beach-settings.json';
import type volleySettings from '../locales/en/volley-settings.json';
import type competitions from '../locales/en/competitions.json';
import type beach from '../locales/en/beach.json';
import type legal from '../locales/en/legal.json';
import type legalSettings from '../locales/en/legal-settings.json';
import type empowerment from '../locales/en/empowerment.json';
import type applications from '../locales/en/applications.json';
import type projects from '../locales/en/projects.json';
import type albums from '../locales/en/albums.json';
import type articles from '../locales/en/articles.json';
import type injuries from '../locales/en/injuries.json';
import type agents from '../locales/en/agents.json';
import type mediaOrganizations from '../locales/en/mediaOrganizations.json';
import type medicalStaff from '../locales/en/medicalStaff.json';
import type imports from '../locales/en/imports.json';
import type duplicates from '../locales/en/duplicates.json';

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
      errors: typeof errors;
      forms: typeof forms;
      dates: typeof dates;
      shell: typeof shell;
      dashboard: typeof dashboard;
      help: typeof help;
      pages: typeof pages;
      people: typeof people;
      players: typeof players;
      bodies: typeof bodies;
      transfers: typeof transfers;
      table: typeof table;
      'person-form': typeof personForm;
      'entity-form': typeof entityForm;
      documents: typeof documents;
      exports: typeof savedExports;
      admin: typeof admin;
      account: typeof account;
      users: typeof users;
      'user-form': typeof userForm;
      'online-users': typeof onlineUsers;
      'transfer-settings': typeof transferSettings;
      'beach-settings': typeof beachSettings;
      'volley-settings': typeof volleySettings;
      competitions: typeof competitions;
      beach: typeof beach;
      legal: typeof legal;
      'legal-settings': typeof legalSettings;
      empowerment: typeof empowerment;
      applications: typeof applications;
      projects: typeof projects;
      albums: typeof albums;
      articles: typeof articles;
      injuries: typeof injuries;
      agents: typeof agents;
      mediaOrganizations: typeof mediaOrganizations;
      medicalStaff: typeof medicalStaff;
      imports: typeof imports;
      duplicates: typeof duplicates;
    };
  }
}

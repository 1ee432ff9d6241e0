import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { askableFields } from '@libero/shared/registry/field-access';
import { MediaPerson } from '@libero/shared/registry/people';
import { jsonName } from '@libero/shared/registry/types';
import type { TCurrentUser } from '@libero/shared/auth/current-user';
import { loadNamespaces, setLanguage } from '../../../lib/i18n';
import { dismissAll, getNotifications } from '../../../lib/notifications/notifications-store';
import { renderRoute } from '../../../test/render-route';
import { stubServer } from '../../../test/stub-server';
import { testUser } from '../../../test/test-user';
import { PersonFormPage } from '../../person/person-form-page';

const ORGANIZATIONS = [
  { no: 3, name: 'Gazzetta Pallavolo', countryCode: 'IT' },
  { no: 5, name: 'Spike Online', countryCode: 'ES' },
];
const FEDERATIONS = [{ no: 7, code: 'ARG', name: 'Argentine Volleyball Federation' }];

/** Hernán Ruiz, a media person, as GetMediaPerson answers an admin: writing for Gazzetta Pallavolo. */
function hernan(user: TCurrentUser) {
  const record: Record<string, unknown> = {};
  for (const name of askableFields(MediaPerson, user)) record[jsonName(name)] = null;
  return {
    ...record,
    no: 20,
    version: 8,
    firstName: 'Hernán',
    lastName: 'Ruiz',
    gender: 0,
    noFederation: 7,
    noMediaOrganization: 3,
    mediaOrganizationName: 'Gazzetta Pallavolo',
    mediaPosition: 'Reporter',
  };
}

function renderForm() {
  const user = testUser('Administrator');
  const { requests } = stubServer(
    { GetMediaPerson: () => ({ data: hernan(user) }), SaveMediaPerson: () => ({ data: { no: 20, version: 9 } }) },
    {},
    { lists: { GetFederationList: FEDERATIONS, GetMediaOrganizationList: ORGANIZATIONS } },
  );
  const rendered = renderRoute(<PersonFormPage entity="MediaPerson" basePath="/media-staff" />, {
    path: '/media-staff/:no/edit',
    url: '/media-staff/20/edit',
    user,
    previous: '/elsewhere',
    otherPaths: ['/media-staff/:no'],
  });
  return { ...rendered, requests: () => requests.filter((xml) => xml.includes('Type="SaveMediaPerson"')) };
}

describe('the media person form', () => {
  beforeAll(async () => {
    await loadNamespaces(['people', 'person-form', 'entity-form']);
  });

  afterEach(async () => {
    vi.unstubAllGlobals();
    dismissAll();
    await setLanguage('en');
  });

  it('changes the organisation and position, then says "The media person has been saved!"', async () => {
    const { user, router, requests } = renderForm();
    const organization = await screen.findByLabelText('Organisation');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Spike Online (ES)' })).toBeTruthy());
    expect((organization as HTMLSelectElement).value).toBe('3');
    await user.selectOptions(organization, 'Spike Online (ES)');
    const position = screen.getByLabelText('Position');
    await user.clear(position);
    await user.type(position, 'Editor');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/media-staff/20'));
    expect(requests()).toEqual([
      '<Request Type="SaveMediaPerson"><MediaPerson No="20" Version="8" NoMediaOrganization="5" MediaPosition="Editor"/></Request>',
    ]);
    expect(getNotifications().map((n) => [n.tone, n.message])).toEqual([
      ['success', 'The media person has been saved!'],
    ]);
  });

  it('says it in French too', async () => {
    await setLanguage('fr');
    await loadNamespaces(['people', 'person-form', 'entity-form']);
    const { user, router } = renderForm();
    const position = await screen.findByLabelText('Fonction');
    await user.type(position, ' senior');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/media-staff/20'));
    expect(getNotifications().map((n) => n.message)).toEqual(['Le membre du personnel média a été enregistré !']);
  });
});

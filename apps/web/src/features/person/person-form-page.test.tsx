import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { askableFields } from '@libero/shared/registry/field-access';
import { Player } from '@libero/shared/registry/players';
import { jsonName, type EntityDef } from '@libero/shared/registry/types';
import type { TCurrentUser } from '@libero/shared/auth/current-user';
import { loadNamespaces } from '../../lib/i18n';
import { dismissAll, getNotifications } from '../../lib/notifications/notifications-store';
import { EditPersonLink, NewPersonLink } from './person-actions';
import { PersonFormPage } from './person-form-page';
import { renderRoute } from '../../test/render-route';
import { stubServer } from '../../test/stub-server';
import { testUser } from '../../test/test-user';
import { PERSON_LISTS } from './person-test-utils';

/** Paola Egonu as GetPlayer answers her to `user`: every field the user may ask for. */
function paola(user: TCurrentUser) {
  const record: Record<string, unknown> = {};
  const fields: EntityDef['fields'] = Player.fields;
  for (const name of askableFields(Player, user)) record[jsonName(fields[name]?.answerAs ?? name)] = null;
  return {
    ...record,
    no: 10,
    version: 42,
    firstName: 'Paola',
    lastName: 'Egonu',
    gender: 1,
    noFederation: 7,
    federationCode: 'ITA',
    height: 1_900_000,
  };
}

const saved = (xml: string) => ({ data: { no: /No="(\d+)"/.exec(xml)?.[1] ? 10 : 77, version: 43 } });

function renderPage(url: string, user: TCurrentUser) {
  const { requests } = stubServer(
    { GetPlayer: () => ({ data: paola(user) }), SavePlayer: saved },
    {},
    { lists: PERSON_LISTS },
  );
  const path = url.endsWith('/new') ? '/players/new' : '/players/:no/edit';
  const rendered = renderRoute(<PersonFormPage entity="Player" basePath="/players" />, {
    path,
    url,
    user,
    previous: '/elsewhere',
    otherPaths: ['/players/:no'],
  });
  return { ...rendered, requests };
}

const saveRequests = (requests: string[]) => requests.filter((xml) => xml.includes('Type="SavePlayer"'));

describe('PersonFormPage', () => {
  beforeAll(async () => {
    await loadNamespaces(['people', 'players', 'person-form', 'entity-form']);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    dismissAll();
  });

  it('adds a player, says so and opens the profile', async () => {
    const { user, router, requests } = renderPage('/players/new', testUser('Administrator'));
    expect(document.title).toContain('New player');
    await user.type(screen.getByLabelText('First name'), 'Ana');
    await user.type(screen.getByLabelText('Last name'), 'Silva');
    await user.selectOptions(screen.getByLabelText('Gender'), 'Female');
    await waitFor(() =>
      expect(screen.getByRole('option', { name: 'ITA — Italian Volleyball Federation' })).toBeTruthy(),
    );
    await user.selectOptions(screen.getByLabelText('Federation'), 'ITA — Italian Volleyball Federation');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/players/77'));
    expect(saveRequests(requests)).toEqual([
      '<Request Type="SavePlayer"><Player FirstName="Ana" LastName="Silva" Gender="1" NoFederation="7" PlaysVolley="false" PlaysBeach="false" ActiveVolley="false" ActiveBeach="false"/></Request>',
    ]);
    expect(getNotifications().map((n) => [n.tone, n.message])).toEqual([['success', 'The player has been saved!']]);
  });

  it("lets a federation change its own player's details, sending what changed", async () => {
    const { user, router, requests } = renderPage('/players/10/edit', testUser('Federation', 7));
    const city = await screen.findByLabelText('City');
    expect(document.title).toContain('Edit Paola Egonu');
    await user.type(city, 'Milano');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/players/10'));
    expect(saveRequests(requests)).toEqual([
      '<Request Type="SavePlayer"><Player No="10" Version="42" City="Milano"/></Request>',
    ]);
  });

  it('gives a player their own measurements only', async () => {
    renderPage('/players/10/edit', testUser('Player', 10));
    expect(await screen.findByLabelText('Height (cm)')).toBeTruthy();
    expect(document.title).toContain('Body measurements of Paola Egonu');
    expect(screen.queryByLabelText('First name')).toBeNull();
  });

  it("refuses another federation's player", async () => {
    renderPage('/players/10/edit', testUser('Federation', 9));
    expect((await screen.findByRole('alert')).textContent).toBe('You are not allowed to change this person.');
  });

  it('refuses a player adding people', () => {
    renderPage('/players/new', testUser('Player', 10));
    expect(screen.getByRole('alert').textContent).toBe('You are not allowed to change this person.');
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});

describe('person actions', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('offer "New player" to admins and federations only', () => {
    stubServer({}, {}, { lists: PERSON_LISTS });
    renderRoute(<NewPersonLink entity="Player" basePath="/players" />, {
      user: testUser('Federation', 7),
      previous: '/elsewhere',
    });
    expect(screen.getByRole('link', { name: 'New player' }).getAttribute('href')).toBe('/players/new');
  });

  it('hide "New coach" from others', () => {
    stubServer({}, {}, { lists: PERSON_LISTS });
    renderRoute(<NewPersonLink entity="Coach" basePath="/coaches" />, {
      user: testUser('Coach', 3),
      previous: '/elsewhere',
    });
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('offer "Edit" on a record the user may change', () => {
    stubServer({}, {}, { lists: PERSON_LISTS });
    renderRoute(<EditPersonLink entity="Player" record={{ no: 10, noFederation: 7 }} />, {
      path: '/players/:no',
      url: '/players/10',
      user: testUser('Player', 10),
      previous: '/elsewhere',
    });
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/players/10/edit');
  });

  it('hide "Edit" elsewhere', () => {
    stubServer({}, {}, { lists: PERSON_LISTS });
    renderRoute(<EditPersonLink entity="Player" record={{ no: 10, noFederation: 7 }} />, {
      path: '/players/:no',
      url: '/players/10',
      user: testUser('Federation', 9),
      previous: '/elsewhere',
    });
    expect(screen.queryByRole('link')).toBeNull();
  });
});

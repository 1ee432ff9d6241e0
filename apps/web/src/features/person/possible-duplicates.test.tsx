import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { loadNamespaces } from '../../lib/i18n';
import { renderRoute } from '../../test/render-route';
import { stubServer } from '../../test/stub-server';
import { PERSON_LISTS } from './person-test-utils';
import { PossibleDuplicates, profilePath } from './possible-duplicates';

const PEOPLE = [
  { no: 10, firstName: 'Paola', lastName: 'Egonu', birthDate: '1998-12-18', federationCode: 'ITA', roles: 'player' },
  {
    no: 11,
    firstName: 'Paola',
    lastName: 'Egonú',
    birthDate: '1998-12-18',
    federationCode: 'ESP',
    roles: 'coach referee',
  },
];

describe('PossibleDuplicates', () => {
  beforeAll(async () => {
    await loadNamespaces(['people', 'person-form']);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists people with a similar name born the same day, each linked to a profile', async () => {
    const { requests } = stubServer(
      { GetPersonList: () => ({ data: PEOPLE, nbItems: 2, version: 1 }) },
      {},
      { lists: PERSON_LISTS },
    );
    renderRoute(<PossibleDuplicates firstName="Paola " lastName="Egonu" birthDate="1998-12-18" />, {
      previous: '/elsewhere',
    });
    const section = await screen.findByRole('region', { name: 'Possible duplicates' });
    const items = within(section).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Paola EgonuBorn 18 Dec 1998 · ITA · Player',
      'Paola EgonúBorn 18 Dec 1998 · ESP · Coach, Referee',
    ]);
    expect(within(section).getByRole('link', { name: 'Paola Egonu' }).getAttribute('href')).toBe('/players/10');
    expect(within(section).getByRole('link', { name: 'Paola Egonú' }).getAttribute('href')).toBe('/coaches/11');
    expect(requests[0]).toContain(
      '<Filter SimilarName="Paola Egonu" BirthDateFrom="1998-12-18" BirthDateTo="1998-12-18"/>',
    );
  });

  it('asks nothing until both names and the birthdate are given', () => {
    const { requests } = stubServer({}, {}, { lists: PERSON_LISTS });
    renderRoute(<PossibleDuplicates firstName="Paola" lastName="" birthDate="1998-12-18" />, {
      previous: '/elsewhere',
    });
    expect(screen.queryByRole('region')).toBeNull();
    expect(requests).toEqual([]);
  });

  it('shows nothing when nobody is alike', async () => {
    const { requests } = stubServer({}, {}, { lists: PERSON_LISTS });
    renderRoute(<PossibleDuplicates firstName="Ana" lastName="Silva" birthDate="2001-02-03" />, {
      previous: '/elsewhere',
    });
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    expect(screen.queryByRole('region')).toBeNull();
  });
});

describe('profilePath', () => {
  it("opens the person's first role that has profiles", () => {
    expect(profilePath({ no: 3, roles: 'agent medical' })).toBe('/medical-staff/3');
    expect(profilePath({ no: 3, roles: 'media' })).toBe('/media-staff/3');
    expect(profilePath({ no: 3, roles: 'official' })).toBe('/officials/3');
    expect(profilePath({ no: 3, roles: '' })).toBeUndefined();
  });
});

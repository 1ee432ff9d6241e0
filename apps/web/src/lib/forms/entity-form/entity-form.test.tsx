import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Confederation, Federation, VolleyClub } from '@libero/shared/registry/bodies';
import type { FieldDef } from '@libero/shared/registry/types';
import { registryLabel } from '../../entities/registry-label';
import { loadNamespaces } from '../../i18n';
import { EntityForm, type EntityFormProps } from './entity-form';
import { renderRoute } from '../../../test/render-route';
import { listAnswer, stubServer, type ProxyAnswers } from '../../../test/stub-server';
import type { FormLayout } from './field-kinds';

const LAYOUT: FormLayout = [
  {
    key: 'identity',
    title: 'Identity',
    fields: ['Code', 'Name', 'CountryCode', 'NoConfederation', 'Status', 'FoundedYear', 'FederationCount'],
  },
  { key: 'officers', title: 'Officers', fields: ['NoPresident', 'NoSecretaryGeneral'] },
  { key: 'contacts', title: 'Contacts', fields: ['Website', 'Email', 'Phone'] },
  { key: 'numbers', title: 'Numbers', fields: ['PlayerCount', 'ClubCount'] },
];

const CONFEDERATIONS = [
  { no: 1, code: 'AVC', name: 'Asian Volleyball Confederation' },
  { no: 2, code: 'CEV', name: 'European Volleyball Confederation' },
];

const PEOPLE = [
  { no: 10, firstName: 'Paola', lastName: 'Egonu', federationCode: 'ITA' },
  { no: 11, firstName: 'Paola', lastName: 'Egonú', federationCode: null },
];

const RECORD = {
  no: 5,
  version: 42,
  code: 'ITA',
  name: 'Federazione Italiana Pallavolo',
  countryCode: 'IT',
  noConfederation: 2,
  confederationCode: 'CEV',
  status: 'active',
  foundedYear: 1946,
  noPresident: 501,
  presidentName: 'Giuseppe Manfredi',
  noSecretaryGeneral: null,
  secretaryGeneralName: null,
  website: null,
  email: null,
  phone: null,
};

const ANSWERS: ProxyAnswers = {
  GetConfederationList: (xml) => listAnswer(xml, CONFEDERATIONS),
  GetPersonList: (xml) => listAnswer(xml, PEOPLE),
};

/** A field of the Federation entity by its label, as the form labels it. */
const label = (name: keyof typeof Federation.fields) => registryLabel(Federation.fields[name].label);
const field = (name: keyof typeof Federation.fields) => screen.getByLabelText(label(name));
const save = () => screen.getByRole('button', { name: 'Save' });
const legends = () => screen.getAllByRole('group').map((group) => group.querySelector('legend')?.textContent);

function renderForm(props: Partial<EntityFormProps> = {}, answers: ProxyAnswers = ANSWERS) {
  const { requests } = stubServer(answers);
  const handlers = { onSave: vi.fn(async () => 5), onSaved: vi.fn(), onCancel: vi.fn() };
  const rendered = renderRoute(<EntityForm entity={Federation} layout={LAYOUT} {...handlers} {...props} />, {
    user: null,
    previous: '/elsewhere',
  });
  return { ...rendered, ...handlers, requests };
}

describe('EntityForm', () => {
  beforeAll(async () => {
    await loadNamespaces(['bodies', 'entity-form']);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the sections of the layout with the fields the entity has and a Save may set', () => {
    renderForm();
    expect(legends()).toEqual(['Identity', 'Officers', 'Contacts']);
    expect(screen.queryByLabelText(registryLabel(Federation.fields.PlayerCount.label))).toBeNull();
    expect(screen.queryByLabelText(registryLabel(Confederation.fields.FederationCount.label))).toBeNull();
  });

  it('skips the fields the user may not write, and the sections left empty', () => {
    const notAdminOnly = (_name: string, definition: FieldDef) => definition.write?.adminOnly !== true;
    renderForm({ writable: notAdminOnly, record: RECORD });
    expect(legends()).toEqual(['Officers', 'Contacts']);
    expect(screen.queryByLabelText(label('Code'))).toBeNull();
    expect(screen.queryByLabelText(label('Status'))).toBeNull();
    expect(field('Website')).toBeTruthy();
  });

  it('shows what the caller adds to a section, and an introduction', () => {
    renderForm({
      intro: <p>Your federation's details.</p>,
      sectionExtra: (key) =>
        key === 'contacts' ? { start: <p>Before contacts</p>, end: <p>After contacts</p> } : undefined,
    });
    expect(screen.getByText("Your federation's details.")).toBeTruthy();
    const contacts = screen.getAllByRole('group')[2];
    expect(within(contacts as HTMLElement).getByText('Before contacts')).toBeTruthy();
    expect(within(contacts as HTMLElement).getByText('After contacts')).toBeTruthy();
  });

  it('takes a web address of http or https only', async () => {
    const { user } = renderForm();
    const website = field('Website');
    expect(website.getAttribute('type')).toBe('url');
    await user.type(website, 'www.federvolley.it');
    expect(await screen.findByText('This field must be a valid web address (URL).')).toBeTruthy();
    expect(website.getAttribute('aria-invalid')).toBe('true');
    await user.clear(website);
    await user.type(website, 'https://www.federvolley.it');
    await waitFor(() => expect(screen.queryByText('This field must be a valid web address (URL).')).toBeNull());
  });

  it('puts a code in capitals and takes three letters only', async () => {
    const { user } = renderForm();
    const code = field('Code') as HTMLInputElement;
    await user.type(code, 'it');
    expect(code.value).toBe('IT');
    expect(await screen.findByText('This field is not valid.')).toBeTruthy();
    await user.type(code, 'a');
    expect(code.value).toBe('ITA');
    await waitFor(() => expect(screen.queryByText('This field is not valid.')).toBeNull());
  });

  it('takes a founding year as a whole number, not after this year, and sends it as a number', async () => {
    const { user, onSave } = renderForm({ record: RECORD });
    const year = field('FoundedYear') as HTMLInputElement;
    expect(year.value).toBe('1946');
    expect(year.getAttribute('inputmode')).toBe('numeric');
    await user.clear(year);
    await user.type(year, '3000');
    await user.tab();
    expect(year.value).toBe(String(new Date().getFullYear()));
    await user.clear(year);
    await user.type(year, '1947');
    await user.click(save());
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ No: 5, Version: 42, FoundedYear: 1947 }));
  });

  it('chooses a confederation among those listed, by number', async () => {
    const { user, onSave } = renderForm({ record: RECORD });
    const confederation = field('NoConfederation') as HTMLSelectElement;
    expect(confederation.tagName).toBe('SELECT');
    await waitFor(() => expect(confederation.value).toBe('2'));
    expect(within(confederation).getByRole('option', { name: 'CEV — European Volleyball Confederation' })).toBeTruthy();
    await user.selectOptions(confederation, 'AVC — Asian Volleyball Confederation');
    await user.click(save());
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ No: 5, Version: 42, NoConfederation: 1 }));
  });

  it('finds a person by name and chooses them, the one chosen named by the record', async () => {
    const { user, onSave, requests } = renderForm({ record: RECORD });
    const president = field('NoPresident') as HTMLSelectElement;
    expect(president.value).toBe('501');
    expect(president.selectedOptions[0]?.textContent).toBe('Giuseppe Manfredi');
    const search = screen.getByRole('searchbox', { name: `${label('NoPresident')}: find a person` });
    await user.type(search, 'egonu');
    const option = await within(president).findByRole('option', { name: 'Paola Egonu — no. 10, ITA' });
    expect(within(president).getByRole('option', { name: 'Paola Egonú — no. 11' })).toBeTruthy();
    expect(within(president).getByRole('option', { name: 'Giuseppe Manfredi' })).toBeTruthy();
    const searched = requests.filter((xml) => xml.includes('Type="GetPersonList"'));
    expect(searched.at(-1)).toContain('egonu');
    // Enter in the search box searches; it does not save.
    await user.type(search, '{Enter}');
    expect(onSave).not.toHaveBeenCalled();
    await user.selectOptions(president, option);
    await user.click(save());
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ No: 5, Version: 42, NoPresident: 10 }));
  });

  it('clears the person chosen with the empty choice', async () => {
    const { user, onSave } = renderForm({ record: RECORD });
    const president = field('NoPresident') as HTMLSelectElement;
    await user.selectOptions(president, 'None');
    await user.click(save());
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ No: 5, Version: 42, NoPresident: '' }));
  });

  it('starts a new record with the first status and sends what was given', async () => {
    const { user, onSave, onSaved } = renderForm();
    expect((field('Status') as HTMLSelectElement).value).toBe('active');
    await user.type(field('Code'), 'ita');
    await user.type(field('Name'), 'Federazione Italiana Pallavolo');
    await user.selectOptions(field('CountryCode'), 'Italy');
    await waitFor(() => expect(screen.getByRole('option', { name: /^CEV/ })).toBeTruthy());
    await user.selectOptions(field('NoConfederation'), 'CEV — European Volleyball Confederation');
    await user.click(save());
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({
        Code: 'ITA',
        Name: 'Federazione Italiana Pallavolo',
        CountryCode: 'IT',
        NoConfederation: 2,
        Status: 'active',
      }),
    );
    expect(onSaved).toHaveBeenCalledWith(5);
  });

  it("adds a Federation user's clubs to its own federation", async () => {
    const federations = [{ no: 9, code: 'KEN', name: 'Kenya Volleyball Federation' }];
    const { requests } = stubServer({ GetFederationList: (xml) => listAnswer(xml, federations) });
    const onSave = vi.fn(async () => 77);
    const { user } = renderRoute(
      <EntityForm
        entity={VolleyClub}
        layout={[{ key: 'club', title: 'Club', fields: ['Name', 'NoFederation', 'Status'] }]}
        lockedFederation={9}
        onSave={onSave}
        onSaved={vi.fn()}
        onCancel={vi.fn()}
      />,
      { user: null, previous: '/elsewhere' },
    );
    const federation = screen.getByLabelText(registryLabel(VolleyClub.fields.NoFederation.label)) as HTMLInputElement;
    await waitFor(() => expect(federation.value).toBe('KEN — Kenya Volleyball Federation'));
    expect(federation.readOnly).toBe(true);
    expect(screen.getByText('Your own federation: it cannot be changed here.')).toBeTruthy();
    await user.type(screen.getByLabelText(registryLabel(VolleyClub.fields.Name.label)), 'Nairobi Spikers');
    await user.click(save());
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({ Name: 'Nairobi Spikers', NoFederation: 9, Status: 'active' }),
    );
    expect(requests.some((xml) => xml.includes('Type="GetFederationList"'))).toBe(true);
  });
});

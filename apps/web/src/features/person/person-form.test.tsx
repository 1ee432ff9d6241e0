import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Link } from 'react-router';
import { Player } from '@libero/shared/registry/players';
import { rememberApiErrorBody } from '../../lib/http';
import { loadNamespaces } from '../../lib/i18n';
import { PersonForm, type PersonFormProps } from './person-form';
import { renderRoute } from '../../test/render-route';
import { stubServer } from '../../test/stub-server';
import { PERSON_LISTS } from './person-test-utils';
import { UNIT_STORAGE_KEY } from './unit-toggle';

const RECORD = {
  no: 10,
  version: 42,
  firstName: 'Paola',
  lastName: 'Egonu',
  gender: 1,
  birthdate: '1998-12-18',
  noFederation: 7,
  nationalityCode: 'IT',
  city: null,
  email: null,
  height: 1_900_000,
  noClub: null,
  clubName: null,
};

function renderForm(props: Partial<PersonFormProps> = {}) {
  const handlers = { onSave: vi.fn(async () => 10), onSaved: vi.fn(), onCancel: vi.fn(), onReload: vi.fn() };
  const rendered = renderRoute(<PersonForm entity={Player} part="all" {...handlers} {...props} />, {
    previous: '/elsewhere',
  });
  return { ...rendered, ...handlers, ...props };
}

/** An error as the server answers it (`{errors:[…]}`), as the proxy client throws it. */
function refusal(code: string, detail?: string) {
  const error = new Error(`Request failed: ${code}`);
  rememberApiErrorBody(error, {
    errors: [{ code, status: '422', message: `Refused: ${code}`, ...(detail ? { detail } : {}) }],
  });
  return error;
}

const field = (label: string) => screen.getByLabelText(label);
const save = () => screen.getByRole('button', { name: 'Save' });

describe('PersonForm', () => {
  beforeAll(async () => {
    await loadNamespaces(['people', 'players', 'person-form', 'entity-form']);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('groups the fields in sections', async () => {
    stubServer({}, {}, { lists: PERSON_LISTS });
    renderForm();
    const legends = await screen.findAllByRole('group');
    expect(legends.map((group) => group.querySelector('legend')?.textContent)).toEqual(
      expect.arrayContaining(['Identity', 'Passport', 'Personal details', 'Role and disciplines', 'Body measurements']),
    );
    expect(field('Position').tagName).toBe('SELECT');
    expect(screen.queryByLabelText('Team name')).toBeNull();
  });

  it('shows errors as the user types, tied to their fields', async () => {
    stubServer({}, {}, { lists: PERSON_LISTS });
    const { user } = renderForm();
    await user.type(field('Email'), 'paola@');
    expect(await screen.findByText('This field must be a valid e-mail address.')).toBeTruthy();
    const email = field('Email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const describedBy = email.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('This field must be a valid e-mail address.');
    await user.type(email, 'federvolley.it');
    await waitFor(() => expect(screen.queryByText('This field must be a valid e-mail address.')).toBeNull());

    await user.type(field('First name'), 'P');
    await user.clear(field('First name'));
    expect(await screen.findByText('This field is required.')).toBeTruthy();
  });

  it('says the form is incomplete and saves nothing', async () => {
    stubServer({}, {}, { lists: PERSON_LISTS });
    const { user, onSave } = renderForm();
    await user.click(save());
    expect((await screen.findByRole('alert')).textContent).toBe('Form incomplete.');
    expect(screen.getAllByText('This field is required.').length).toBeGreaterThanOrEqual(4);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('sends only the changed fields with No and Version on update', async () => {
    stubServer({}, {}, { lists: PERSON_LISTS });
    const { user, onSave, onSaved } = renderForm({ record: RECORD });
    expect((field('First name') as HTMLInputElement).value).toBe('Paola');
    expect((field('Height (cm)') as HTMLInputElement).value).toBe('190');
    await user.type(field('City'), 'Milano');
    await user.click(save());
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ No: 10, Version: 42, City: 'Milano' }));
    expect(onSaved).toHaveBeenCalledWith(10);
  });

  it('converts measurements typed in inches and pounds, and remembers the units', async () => {
    stubServer({}, {}, { lists: PERSON_LISTS });
    const { user, onSave } = renderForm({ record: RECORD });
    await user.click(screen.getByRole('radio', { name: 'Imperial (in, lb)' }));
    expect(localStorage.getItem(UNIT_STORAGE_KEY)).toBe('imperial');
    const height = field('Height (in)') as HTMLInputElement;
    expect(height.value).toBe('74.8');
    await user.clear(height);
    await user.type(height, '74');
    await user.type(field('Weight (lb)'), '154.3');
    await user.click(save());
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({ No: 10, Version: 42, Height: 1_879_600, Weight: 69_989_303 }),
    );
  });

  it("puts the server's refusal of a field on that field", async () => {
    stubServer({}, {}, { lists: PERSON_LISTS });
    const { user } = renderForm({
      record: RECORD,
      onSave: vi.fn(() => Promise.reject(refusal('InvalidData', 'Email'))),
    });
    await user.type(field('Email'), 'paola@federvolley.it');
    await user.click(save());
    expect(await screen.findByText('Refused: InvalidData')).toBeTruthy();
    expect(field('Email').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('Email'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers to load the current version when someone else changed the record', async () => {
    stubServer({}, {}, { lists: PERSON_LISTS });
    const { user, onReload } = renderForm({
      record: RECORD,
      onSave: vi.fn(() => Promise.reject(refusal('Conflict', 'Version'))),
    });
    await user.type(field('City'), 'Milano');
    await user.click(save());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Refused: Conflict');
    await user.click(within(alert).getByRole('button', { name: /Load the current version/ }));
    expect(onReload).toHaveBeenCalled();
  });

  it("adds a Federation user's people to its own federation", async () => {
    stubServer({}, {}, { lists: PERSON_LISTS });
    const { user, onSave } = renderForm({ lockedFederation: 9 });
    const federation = field('Federation') as HTMLInputElement;
    await waitFor(() => expect(federation.value).toBe('KEN — Kenya Volleyball Federation'));
    expect(federation.readOnly).toBe(true);
    await user.type(field('First name'), 'Ana');
    await user.type(field('Last name'), 'Silva');
    await user.selectOptions(field('Gender'), 'Female');
    await user.click(save());
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ FirstName: 'Ana', Gender: 1, NoFederation: 9 })),
    );
  });

  it('shows only the measurements to a person editing their own', () => {
    stubServer({}, {}, { lists: PERSON_LISTS });
    renderForm({ record: RECORD, part: 'measurements' });
    expect(screen.getByText('You can update your own body measurements here.')).toBeTruthy();
    expect(screen.queryByLabelText('First name')).toBeNull();
    expect(screen.getAllByRole('group').map((group) => group.querySelector('legend')?.textContent)).toEqual([
      'Body measurements',
      'Units',
    ]);
  });

  it('asks before leaving with unsaved changes', async () => {
    stubServer({}, {}, { lists: PERSON_LISTS });
    const handlers = {
      onSave: vi.fn(async () => 10),
      onSaved: vi.fn(),
      onCancel: () => void router.navigate('/elsewhere'),
    };
    const { user, router } = renderRoute(
      <>
        <Link to="/elsewhere">Dashboard</Link>
        <PersonForm entity={Player} part="all" record={RECORD} {...handlers} />
      </>,
      { previous: '/elsewhere' },
    );
    await user.type(field('City'), 'Milano');
    await user.click(screen.getByRole('link', { name: 'Dashboard' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Stay on the form' }));
    await user.click(within(dialog).getByRole('button', { name: 'Stay on the form' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/form');
    expect((field('City') as HTMLInputElement).value).toBe('Milano');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('page /elsewhere')).toBeTruthy();
  });

  it('lets the user leave without asking once saved or unchanged', async () => {
    stubServer({}, {}, { lists: PERSON_LISTS });
    const { user, router } = renderForm({ record: RECORD, onSaved: () => void router.navigate('/elsewhere') });
    await user.type(field('City'), 'Milano');
    await user.click(save());
    expect(await screen.findByText('page /elsewhere')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

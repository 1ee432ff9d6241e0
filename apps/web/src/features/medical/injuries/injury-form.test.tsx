import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadNamespaces } from '../../../lib/i18n';
import { renderRoute } from '../../../test/render-route';
import { listAnswer, stubServer } from '../../../test/stub-server';
import { testUser } from '../../../test/test-user';
import { InjuryForm } from './injury-form';
import { utcToday } from './injury-form-schema';

const dayFrom = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const MEDICAL_PERSONS = [
  { no: 901, firstName: 'Anna', lastName: 'Bianchi', federationCode: 'ITA' },
  { no: 902, firstName: 'Luis', lastName: 'Ortega', federationCode: 'ESP' },
  { no: 900, firstName: 'Mei', lastName: 'Tanaka', federationCode: 'JPN' },
];

function renderForm(onSaved = vi.fn()) {
  const server = stubServer({
    SavePlayerInjury: () => ({ data: { no: 77, version: 3 } }),
    GetMedicalPersonList: (xml) => listAnswer(xml, MEDICAL_PERSONS),
  });
  renderRoute(<InjuryForm playerNo={501} playerFederationCode="JPN" onSaved={onSaved} onCancel={() => {}} />, {
    user: testUser('MedicalPerson', 900),
  });
  return server;
}

describe('the injury form', () => {
  beforeAll(async () => {
    await loadNamespaces(['injuries', 'forms']);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('refuses, as you type, an injury after today and a return before the injury', async () => {
    const user = userEvent.setup();
    renderForm();
    const occurred = screen.getByLabelText(/Occurred on/);
    await user.type(occurred, dayFrom(3));
    expect(await screen.findByText('The injury cannot have occurred after today.')).toBeTruthy();
    await user.clear(occurred);
    await user.type(occurred, '2026-01-10');
    await user.type(screen.getByLabelText(/Expected return/), '2026-01-05');
    expect(await screen.findByText('The return cannot be before the injury.')).toBeTruthy();
  });

  it('saves a new injury of the player, treated by the medical person chosen', async () => {
    const user = userEvent.setup();
    const onSaved = vi.fn();
    const server = renderForm(onSaved);
    await user.type(screen.getByLabelText(/Occurred on/), utcToday());
    await user.selectOptions(screen.getByLabelText(/Body part/), 'knee');
    await user.selectOptions(screen.getByLabelText(/^Type/), 'strain');
    await user.selectOptions(screen.getByLabelText(/Severity/), 'severe');
    const treating = screen.getByLabelText<HTMLSelectElement>(/Treating medical person/);
    await screen.findByRole('option', { name: 'Tanaka Mei (JPN)' });
    // Not set at first; the player's federation's medical persons come first, then the others by name.
    expect(treating.value).toBe('');
    expect([...treating.options].map((option) => option.text)).toEqual([
      'Not set',
      'Tanaka Mei (JPN)',
      'Bianchi Anna (ITA)',
      'Ortega Luis (ESP)',
    ]);
    await user.selectOptions(treating, 'Tanaka Mei (JPN)');
    await user.type(screen.getByLabelText(/Notes/), 'Hurt at training.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(77));
    const xml = server.requests.at(-1) ?? '';
    expect(xml).toContain('NoPlayer="501"');
    expect(xml).toContain('BodyPart="knee"');
    expect(xml).toContain('NoTreatingPerson="900"');
    expect(server.requests.some((request) => request.includes('Type="GetMedicalPersonList"'))).toBe(true);
    expect(xml).toContain('Status="active"');
  });

  it('says which fields are missing when saved empty, and sends nothing', async () => {
    const user = userEvent.setup();
    const server = renderForm();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText(/required/i)).length).toBeGreaterThanOrEqual(4);
    expect(server.requests.filter((xml) => !xml.includes('Type="GetMedicalPersonList"'))).toEqual([]);
  });
});

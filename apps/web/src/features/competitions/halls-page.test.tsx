import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { loadNamespaces } from '../../lib/i18n';
import { renderRoute } from '../../test/render-route';
import { testUser } from '../../test/test-user';
import { Failure, listAnswer, stubServer, type ProxyAnswers } from '../../test/stub-server';
import { HallsPage } from './halls-page';
import { timeZoneOptions } from './time-zones';

const ARIAKE = {
  no: 4,
  name: 'Ariake Arena',
  city: 'Tokyo',
  countryCode: 'JP',
  capacity: 15000,
  timeZone: 'Asia/Tokyo',
  version: 2,
};

function renderHalls(user = testUser('VolleyTournamentManager'), answers: ProxyAnswers = {}) {
  const server = stubServer({
    GetVolleyHallList: (xml) => listAnswer(xml, [ARIAKE]),
    SaveVolleyHall: () => ({ data: { no: 9, version: 1 } }),
    ...answers,
  });
  return { ...renderRoute(<HallsPage />, { path: '/volley/halls', user }), ...server };
}

const saved = (requests: string[]) => requests.find((xml) => xml.includes('SaveVolleyHall')) ?? '';

describe('the halls page', () => {
  beforeAll(async () => {
    await loadNamespaces(['competitions', 'entity-form']);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('lists the halls with their country and time zone', async () => {
    renderHalls(testUser('Player'));
    const row = (await screen.findByText('Ariake Arena')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Japan')).toBeTruthy();
    expect(within(row).getByText('Asia/Tokyo (UTC+9)')).toBeTruthy();
    // Reading only: no hall to add, no name that opens a form.
    expect(screen.queryByRole('button', { name: 'New hall' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Ariake Arena' })).toBeNull();
  });

  it('lets a tournament manager add a hall, its time zone chosen among the IANA zones', async () => {
    const { user, requests } = renderHalls();
    await user.click(await screen.findByRole('button', { name: 'New hall' }));
    const dialog = screen.getByRole('dialog', { name: 'New hall' });
    await user.click(within(dialog).getByRole('button', { name: 'Add the hall' }));
    // Name, city, country and time zone are required.
    expect(await within(dialog).findAllByText('This field is required.')).toHaveLength(4);
    expect(saved(requests)).toBe('');

    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Kasarani Indoor Arena');
    await user.type(within(dialog).getByRole('textbox', { name: 'City' }), 'Nairobi');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Country' }), 'KE');
    await user.type(within(dialog).getByRole('textbox', { name: 'Capacity' }), '5000');
    const zone = within(dialog).getByRole('combobox', { name: 'Time zone' });
    expect(
      within(zone)
        .getByRole('option', { name: /^Europe\/Rome \(UTC\+[12]\)$/ })
        .getAttribute('value'),
    ).toBe('Europe/Rome');
    await user.selectOptions(zone, 'Africa/Nairobi');
    await user.click(within(dialog).getByRole('button', { name: 'Add the hall' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = saved(requests);
    for (const part of [
      'Name="Kasarani Indoor Arena"',
      'City="Nairobi"',
      'CountryCode="KE"',
      'Capacity="5000"',
      'TimeZone="Africa/Nairobi"',
    ])
      expect(sent).toContain(part);
    expect(sent).not.toContain('No=');
  });

  it('opens a hall from its name and sends only what changed', async () => {
    const { user, requests } = renderHalls(testUser('Federation'));
    await user.click(await screen.findByRole('button', { name: 'Edit Ariake Arena' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Ariake Arena' });
    expect((within(dialog).getByRole('combobox', { name: 'Time zone' }) as HTMLSelectElement).value).toBe('Asia/Tokyo');
    const capacity = within(dialog).getByRole('textbox', { name: 'Capacity' });
    await user.clear(capacity);
    await user.type(capacity, '12000');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = saved(requests);
    expect(sent).toContain('No="4"');
    expect(sent).toContain('Version="2"');
    expect(sent).toContain('Capacity="12000"');
    expect(sent).not.toContain('TimeZone=');
  });

  it("shows the server's refusal on the field it names", async () => {
    const { user } = renderHalls(testUser('Administrator'), {
      SaveVolleyHall: () =>
        new Failure(422, {
          errors: [{ code: 'InvalidData', status: '422', message: 'Unknown time zone.', detail: 'TimeZone' }],
        }),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Ariake Arena' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Ariake Arena' });
    await user.type(within(dialog).getByRole('textbox', { name: 'City' }), ' Bay');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Unknown time zone.')).toBeTruthy();
    expect(within(dialog).getByRole('combobox', { name: 'Time zone' }).getAttribute('aria-invalid')).toBe('true');
  });
});

describe('the time zone choices', () => {
  it('are the IANA zones and UTC, a zone the browser does not list being kept', () => {
    const options = timeZoneOptions('', '2026-01-15');
    expect(options[0]).toEqual({ value: 'UTC', label: 'UTC' });
    expect(options.find((option) => option.value === 'America/Sao_Paulo')?.label).toBe('America/Sao_Paulo (UTC−3)');
    expect(options.find((option) => option.value === 'Europe/Rome')?.label).toBe('Europe/Rome (UTC+1)');
    expect(timeZoneOptions('Etc/GMT-3', '2026-01-15')[0]).toEqual({ value: 'Etc/GMT-3', label: 'Etc/GMT-3 (UTC+3)' });
  });
});

import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadNamespaces } from '../i18n';
import { dismissAll, getNotifications } from '../notifications/notifications-store';
import { renderRoute } from '../../test/render-route';
import { listAnswer, stubServer } from '../../test/stub-server';
import { EntityTable } from './entity-table';

describe('Save export', () => {
  beforeAll(async () => {
    await loadNamespaces(['table']);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    dismissAll();
  });

  it("keeps the list's filter, columns and sort under a name, shared when asked", async () => {
    const { requests } = stubServer({
      GetFederationList: (xml) => listAnswer(xml, [{ no: 7, code: 'ITA', name: 'Italy' }]),
      SaveExportDefinition: () => ({ data: { no: 3, version: 9 } }),
    });
    renderRoute(
      <EntityTable
        entity="Federation"
        caption="Federations"
        columns={[{ field: 'Code' }, { field: 'Name' }]}
        fixedFilter={{ NoConfederation: 1 }}
        defaultSort={{ id: 'Code', desc: true }}
      />,
      { path: '/' },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Save export' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save this export' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This field is required.')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Name'), 'European federations');
    await user.selectOptions(within(dialog).getByLabelText('File format'), 'xlsx');
    await user.click(within(dialog).getByLabelText('Share with the users of my organisation'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests.some((xml) => xml.includes('SaveExportDefinition'))).toBe(true));
    const saved = requests.find((xml) => xml.includes('SaveExportDefinition'))!;
    expect(saved).toContain('Name="European federations"');
    expect(saved).toContain('Entity="Federation"');
    expect(saved).toContain('Fields="No Code Name"');
    expect(saved).toContain('Filter="{&quot;NoConfederation&quot;:1}"');
    expect(saved).toContain('Sort="-Code"');
    expect(saved).toContain('Format="xlsx"');
    expect(saved).toContain('Shared="1"');
    await waitFor(() =>
      expect(getNotifications().map((n) => n.message)).toContain('"European federations" is saved in My exports.'),
    );
  });
});

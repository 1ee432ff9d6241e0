import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { loadNamespaces } from '../../../lib/i18n';
import { dismissAll, getNotifications } from '../../../lib/notifications/notifications-store';
import { renderRoute } from '../../../test/render-route';
import { apiFailure, stubServer } from '../../../test/stub-server';
import { testUser } from '../../../test/test-user';
import { ArticlesPage } from './articles-page';

const TAGS = [
  { no: 1, name: 'beach', description: 'Beach volleyball', articleCount: 2, pressReleaseCount: 1, version: 7 },
  { no: 2, name: 'final', description: null, articleCount: 1, pressReleaseCount: 0, version: 8 },
];

function renderTags(user = testUser('PressOfficer', 0, ['media.articles']), answers = {}) {
  const server = stubServer(answers, {}, { lists: { GetTagList: TAGS } });
  return {
    ...renderRoute(<ArticlesPage />, { path: '/media/articles', url: '/media/articles?kind=tags', user }),
    ...server,
  };
}

const messages = () => getNotifications().map((notification) => notification.message);

describe('the tags tab', () => {
  beforeAll(async () => {
    await loadNamespaces(['articles']);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    dismissAll();
  });

  it('lists the tags with the published texts carrying them', async () => {
    renderTags(testUser('Coach'));
    expect(await screen.findByRole('tab', { name: 'Tags', selected: true })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Tags' });
    expect(await within(table).findByText('Beach volleyball')).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: /Published press releases/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New tag' })).toBeNull();
    expect(within(table).queryByRole('button', { name: 'beach' })).toBeNull();
  });

  it('lets a press officer rename a tag, saying why a name is refused', async () => {
    let refused = false;
    const { user, requests } = renderTags(undefined, {
      SaveTag: () => {
        if (!refused) {
          refused = true;
          return apiFailure('Duplicate', 409, 'Another record already has this value.');
        }
        return { data: { ...TAGS[0], name: 'beachvolley', version: 9 } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'beach' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tag “beach”' });
    const name = within(dialog).getByRole('textbox', { name: 'Tag' });
    await user.clear(name);
    await user.type(name, 'final');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Another record already has this value.')).toBeTruthy();
    await user.clear(name);
    await user.type(name, 'beachvolley');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(messages()).toContain('The tag has been saved.'));
    const saves = requests.filter((xml) => xml.includes('Type="SaveTag"'));
    expect(saves.at(-1)).toContain('Name="beachvolley"');
    expect(saves.at(-1)).toContain('No="1"');
    expect(saves.at(-1)).toContain('Version="7"');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks before a press officer removes a tag, saying how many texts lose it', async () => {
    const { user, requests } = renderTags(undefined, { DeleteTag: () => ({ data: null }) });
    await user.click(await screen.findByRole('button', { name: 'beach' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove the tag' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove the tag “beach”?' });
    expect(within(confirm).getByText(/the 3 published texts/)).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(messages()).toContain('The tag has been removed.'));
    expect(requests.some((xml) => xml.includes('Type="DeleteTag" No="1" Version="7"'))).toBe(true);
  });
});

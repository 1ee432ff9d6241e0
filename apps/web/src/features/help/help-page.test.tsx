import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { loadNamespaces } from '../../lib/i18n';
import { renderRoute } from '../../test/render-route';
import { HelpPage } from './help-page';

const renderHelp = (url = '/help') => renderRoute(<HelpPage />, { path: '/help', url, otherPaths: ['/help/:guide'] });

const guideLinks = () =>
  screen.queryAllByRole('link').filter((link) => link.getAttribute('href')?.startsWith('/help/'));

describe('HelpPage', () => {
  beforeAll(async () => {
    await loadNamespaces(['help']);
  });

  it('lists every guide, grouped by who it is for', async () => {
    renderHelp();
    const federations = await screen.findByRole('region', { name: 'For national federations' });
    expect(
      within(federations)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/help/register-player',
      '/help/start-transfer',
      '/help/file-legal-case',
      '/help/apply-for-empowerment',
    ]);
    const managers = screen.getByRole('region', { name: 'For tournament managers' });
    expect(within(managers).getByRole('link', { name: /Run a beach volleyball draw/ })).toBeTruthy();
    expect(within(managers).getByRole('link', { name: /Enter a match's result/ })).toBeTruthy();
    const press = screen.getByRole('region', { name: 'For the press' });
    expect(within(press).getByRole('link', { name: /Write and publish an article/ })).toBeTruthy();
    expect(guideLinks()).toHaveLength(8);
  });

  it('filters by every word typed, in titles and steps, whatever the accents and capitals', async () => {
    const { user, router } = renderHelp();
    await user.type(await screen.findByRole('searchbox', { name: 'Search the guides' }), 'SÉT Points');
    // "set" and "points" are only in the steps of the results guide.
    expect(await screen.findByText('1 guide matches “SÉT Points”.')).toBeTruthy();
    expect(guideLinks().map((link) => link.getAttribute('href'))).toEqual(['/help/enter-match-results']);
    expect(screen.queryByRole('region', { name: 'For national federations' })).toBeNull();
    expect(router.state.location.search).toBe('?q=S%C3%89T+Points');
  });

  it('says when no guide matches, why, and shows them all again', async () => {
    const { user } = renderHelp('/help?q=trampoline%20transfer');
    expect(await screen.findByText('No guide matches “trampoline transfer”.')).toBeTruthy();
    expect(screen.getByText(/looks for every word you type/)).toBeTruthy();
    expect(guideLinks()).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Show every guide' }));
    expect(await screen.findByRole('region', { name: 'For national federations' })).toBeTruthy();
    expect(guideLinks()).toHaveLength(8);
    expect((screen.getByRole('searchbox', { name: 'Search the guides' }) as HTMLInputElement).value).toBe('');
  });
});

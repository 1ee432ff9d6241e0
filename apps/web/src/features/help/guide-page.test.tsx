import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { loadNamespaces, setLanguage } from '../../lib/i18n';
import { renderRoute } from '../../test/render-route';
import { GuidePage } from './guide-page';

const renderGuide = (guide: string) =>
  renderRoute(<GuidePage />, { path: '/help/:guide', url: `/help/${guide}`, otherPaths: ['/help', '/players'] });

describe('GuidePage', () => {
  afterEach(async () => {
    await setLanguage('en');
  });

  it('shows a guide in French: who it is for, its numbered steps with their pictures, the page it explains', async () => {
    await setLanguage('fr');
    await loadNamespaces(['help']);
    renderGuide('register-player');
    expect(await screen.findByRole('heading', { level: 1, name: 'Enregistrer un joueur' })).toBeTruthy();
    expect(screen.getByText('Pour les fédérations nationales')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Tous les guides' }).getAttribute('href')).toBe('/help');
    expect(screen.getByRole('link', { name: 'Joueurs' }).getAttribute('href')).toBe('/players');

    const steps = within(screen.getByRole('list', { name: 'Étapes' })).getAllByRole('heading', { level: 2 });
    expect(steps.map((step) => step.textContent)).toEqual([
      'Étape 1 : Ouvrir la liste des joueurs',
      'Étape 2 : Cliquer sur Nouveau joueur',
      'Étape 3 : Remplir l’identité',
      'Étape 4 : Choisir les disciplines',
      'Étape 5 : Enregistrer',
    ]);
    // The labels the user sees are in bold, as the page shows them.
    expect(screen.getByText('Nouveau joueur', { selector: 'strong' })).toBeTruthy();

    const pictures = screen.getAllByRole('img');
    expect(pictures.map((picture) => picture.getAttribute('src'))).toEqual([
      '/help/fr/register-player-1.jpg',
      '/help/fr/register-player-2.jpg',
    ]);
    expect(pictures[0]?.getAttribute('alt')).toBe(
      'Étape 1, Ouvrir la liste des joueurs : la page telle qu’elle apparaît',
    );
  });

  it('leaves out a picture that cannot be loaded', async () => {
    await loadNamespaces(['help']);
    renderGuide('start-transfer');
    const [first] = await screen.findAllByRole('img');
    fireEvent.error(first!);
    expect(screen.getAllByRole('img').map((picture) => picture.getAttribute('src'))).toEqual([
      '/help/en/start-transfer-2.jpg',
    ]);
    expect(screen.getByRole('heading', { level: 2, name: /Open the transfers/ })).toBeTruthy();
  });

  it('says so for an unknown guide', async () => {
    await loadNamespaces(['help']);
    renderGuide('juggling');
    expect(await screen.findByRole('heading', { level: 1, name: 'Guide not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See every guide' }).getAttribute('href')).toBe('/help');
  });
});

import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { loadNamespaces } from '../../../lib/i18n';
import { renderRoute } from '../../../test/render-route';
import { testUser } from '../../../test/test-user';
import { listAnswer, stubServer } from '../../../test/stub-server';
import { AlbumPage } from './album-page';

const ALBUM = {
  no: 7,
  titleEn: 'Final weekend',
  titleFr: 'Week-end final',
  titleEs: '',
  description: '',
  status: 'published',
  noEvent: null,
  eventName: 'World Championship',
  noVolleyTournament: null,
  volleyTournamentName: null,
  noBeachTournament: null,
  beachTournamentName: null,
  takenOn: '2026-09-20',
  imageCount: 3,
  coverThumbUrl: '/api/media/images/1/thumb',
  createdByUserNo: 900,
  version: 4,
};

const image = (no: number, width: number, height: number, uploadedByUserNo: number) => ({
  no,
  captionEn: `Rally ${no}`,
  captionFr: `Échange ${no}`,
  captionEs: '',
  credit: 'Pierre Lefèvre',
  width,
  height,
  thumbUrl: `/api/media/images/${no}/thumb`,
  webUrl: `/api/media/images/${no}/web`,
  position: no,
  uploadedByUserNo,
  version: 10 + no,
});
// The test user is number 500: it uploaded the second photo only.
const IMAGES = [image(1, 640, 960, 900), image(2, 960, 640, 500), image(3, 960, 640, 900)];

function renderAlbum(user = testUser('Photographer', 1, ['media.albums'])) {
  stubServer({
    GetAlbum: () => ({ data: ALBUM }),
    GetImageList: (xml) => listAnswer(xml, IMAGES),
  });
  return renderRoute(<AlbumPage />, { path: '/media/albums/:no', url: '/media/albums/7', user });
}

describe('the album page', () => {
  beforeAll(async () => {
    await loadNamespaces(['albums', 'entity-form']);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the photos as a masonry of two columns, lazily loaded', async () => {
    renderAlbum(testUser('Player'));
    await screen.findByRole('button', { name: 'Open photo 1: Rally 1' });
    const columns = screen.getAllByTestId('masonry-column');
    expect(columns).toHaveLength(2);
    // The tall first photo fills the first column as much as the two wide ones the second.
    expect(within(columns[0]!).getAllByRole('listitem')).toHaveLength(1);
    expect(within(columns[1]!).getAllByRole('listitem')).toHaveLength(2);
    for (const img of document.querySelectorAll('[data-testid="masonry-column"] img')) {
      expect(img.getAttribute('loading')).toBe('lazy');
    }
    // A reader neither uploads nor edits.
    expect(screen.queryByRole('button', { name: 'Choose photos' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit photo/ })).toBeNull();
  });

  it('lets a photographer upload, and edit only its own photos', async () => {
    renderAlbum();
    expect(await screen.findByRole('button', { name: 'Choose photos' })).toBeTruthy();
    await screen.findByRole('button', { name: 'Open photo 2: Rally 2' });
    expect(screen.getAllByRole('button', { name: /^Edit photo/ }).map((button) => button.textContent)).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Edit photo 2' })).toBeTruthy();
  });

  it('opens the lightbox on a photo, moves with the arrow keys and closes with Escape', async () => {
    const { user } = renderAlbum(testUser('Player'));
    const first = await screen.findByRole('button', { name: 'Open photo 1: Rally 1' });
    await user.click(first);
    const viewer = await screen.findByLabelText('Photo viewer');
    expect(within(viewer).getByText('Rally 1 · © Pierre Lefèvre')).toBeTruthy();
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(within(viewer).getByText('Rally 2 · © Pierre Lefèvre')).toBeTruthy());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByLabelText('Photo viewer')).toBeNull());
  });

  it('links the album to a volleyball tournament, saved with it, and shows it linked to its page', async () => {
    const server = stubServer({
      GetAlbum: () => ({ data: ALBUM }),
      GetImageList: (xml) => listAnswer(xml, IMAGES),
      GetEventList: (xml) => listAnswer(xml, [{ no: 3, name: 'World Championship' }]),
      GetVolleyTournamentList: (xml) => listAnswer(xml, [{ no: 41, name: 'Nations League Finals' }]),
      GetBeachTournamentList: (xml) => listAnswer(xml, [{ no: 61, name: 'Elite16 Gstaad' }]),
      SaveAlbum: () => ({ data: { no: 7, version: 5 } }),
    });
    const { user } = renderRoute(<AlbumPage />, {
      path: '/media/albums/:no',
      url: '/media/albums/7',
      user: testUser('PressOfficer', 1, ['media.albums']),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit album' }));
    const volley = await screen.findByLabelText<HTMLSelectElement>(/^Volleyball tournament/);
    const beach = screen.getByLabelText<HTMLSelectElement>(/^Beach volleyball tournament/);
    await screen.findByRole('option', { name: 'Nations League Finals' });
    expect([...volley.options].map((option) => option.text)).toEqual(['None', 'Nations League Finals']);
    expect(beach.value).toBe('');
    await user.selectOptions(volley, 'Nations League Finals');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.requests.some((xml) => xml.includes('Type="SaveAlbum"'))).toBe(true));
    const save = server.requests.find((xml) => xml.includes('Type="SaveAlbum"')) ?? '';
    expect(save).toContain('NoVolleyTournament="41"');
    expect(save).not.toContain('NoBeachTournament="');
  });

  it('links the tournaments the album is of to their pages', async () => {
    stubServer({
      GetAlbum: () => ({
        data: { ...ALBUM, noVolleyTournament: 41, volleyTournamentName: 'Nations League Finals' },
      }),
      GetImageList: (xml) => listAnswer(xml, IMAGES),
    });
    renderRoute(<AlbumPage />, { path: '/media/albums/:no', url: '/media/albums/7', user: testUser('Player') });
    const link = await screen.findByRole('link', { name: 'Nations League Finals' });
    expect(link.getAttribute('href')).toBe('/volley/tournaments/41');
    expect(screen.getByText(/World Championship/)).toBeTruthy();
  });
});

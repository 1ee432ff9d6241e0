import { afterEach, beforeAll, describe, expect, it, vi, type Mock } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { TArticleDossier } from '@libero/shared/media/articles-api';
import { loadNamespaces } from '../../../lib/i18n';
import { dismissAll, getNotifications } from '../../../lib/notifications/notifications-store';
import { renderRoute } from '../../../test/render-route';
import { apiFailure, stubServer, type RestAnswers } from '../../../test/stub-server';
import { testUser } from '../../../test/test-user';
import { ArticlePage } from './article-page';
import { NewArticlePage } from './new-article-page';

const at = '2026-11-20T10:00:00.000Z';

function dossier(overrides: Partial<TArticleDossier> = {}): TArticleDossier {
  return {
    no: 12,
    version: 40,
    kind: 'article',
    status: 'draft',
    coverImageNo: null,
    authorName: 'Peter Novak',
    publishedAt: null,
    texts: [{ language: 'en', title: 'Brazil win', summary: 'Five sets.', body: '<p>Close.</p>', updatedAt: at }],
    tags: ['final'],
    links: [{ subject: 'player', recordNo: 501, label: 'Paola Rossi' }],
    timeline: [
      {
        action: 'create',
        fromStatus: null,
        toStatus: 'draft',
        language: 'en',
        comment: null,
        byUserName: 'Peter Novak',
        at,
      },
    ],
    role: 'writer',
    steps: ['submit'],
    editableLanguages: ['en', 'fr', 'es'],
    canEditSettings: true,
    ...overrides,
  };
}

function renderPage(shown: TArticleDossier, rest: RestAnswers = {}) {
  const server = stubServer({}, { [`GET /api/media/articles/${shown.no}`]: () => shown, ...rest });
  const rendered = renderRoute(<ArticlePage />, {
    path: '/media/articles/:no',
    url: `/media/articles/${shown.no}`,
    user: testUser('PressWriter', 0, ['media.articles']),
  });
  return { ...rendered, ...server };
}

/** The JSON bodies the page sent with `method` to `path`. */
function bodiesTo(method: string, path: string): Promise<unknown[]> {
  return Promise.all(
    (globalThis.fetch as Mock).mock.calls
      .map(([request]) => request as Request)
      .filter((request) => request.method === method && new URL(request.url).pathname === path)
      .map((request) => request.clone().json() as Promise<unknown>),
  );
}

const messages = () => getNotifications().map((notification) => notification.message);

describe('the article editor', () => {
  beforeAll(async () => {
    await loadNamespaces(['articles']);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    dismissAll();
  });

  it('offers the viewer’s steps only, and takes one after asking', async () => {
    const { user } = renderPage(dossier(), {
      'POST /api/media/articles/12/steps/submit': () =>
        dossier({ status: 'inReview', steps: [], editableLanguages: [] }),
    });
    await screen.findByRole('form', { name: 'English' });
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Submit for review?' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(messages()).toContain('The article has been submitted for review.'));
    expect(await bodiesTo('POST', '/api/media/articles/12/steps/submit')).toEqual([{ version: 40 }]);
    expect(screen.queryByRole('button', { name: 'Submit for review' })).toBeNull();
    expect(await screen.findByText('You cannot change this version now.')).toBeTruthy();
  });

  it('asks a reviewer why it sends an article back', async () => {
    const { user } = renderPage(dossier({ status: 'inReview', role: 'officer', steps: ['publish', 'sendBack'] }), {
      'POST /api/media/articles/12/steps/sendBack': () => dossier(),
    });
    await user.click(await screen.findByRole('button', { name: 'Send back' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send back to the writer?' });
    await user.click(within(dialog).getByRole('button', { name: 'Send back' }));
    expect(await within(dialog).findByText('This field is required.')).toBeTruthy();
    expect(await bodiesTo('POST', '/api/media/articles/12/steps/sendBack')).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: 'What to change' }), 'Add the scores.');
    await user.click(within(dialog).getByRole('button', { name: 'Send back' }));
    await waitFor(() => expect(messages()).toContain('The article has been sent back.'));
    expect(await bodiesTo('POST', '/api/media/articles/12/steps/sendBack')).toEqual([
      { version: 40, comment: 'Add the scores.' },
    ]);
  });

  it('checks a language version as it is typed, and saves it', async () => {
    const { user } = renderPage(dossier(), {
      'PUT /api/media/articles/12/texts/fr': () => dossier(),
    });
    await screen.findByRole('form', { name: 'English' });
    await user.click(screen.getByRole('tab', { name: 'French' }));
    const form = await screen.findByRole('form', { name: 'French' });
    const title = within(form).getByRole('textbox', { name: 'Title' });
    await user.type(title, 'x');
    await user.clear(title);
    expect(await within(form).findByText('This field is required.')).toBeTruthy();
    await user.type(title, 'Le Brésil gagne');
    await user.click(within(form).getByRole('button', { name: 'Save the French version' }));
    await waitFor(() => expect(messages()).toContain('The French version has been saved.'));
    expect(await bodiesTo('PUT', '/api/media/articles/12/texts/fr')).toEqual([
      { version: 40, title: 'Le Brésil gagne', summary: '', body: '' },
    ]);
  });

  it('keeps settings not yet saved when a text is saved, and saves them at the new version', async () => {
    const later = '2026-11-20T11:00:00.000Z';
    const saved = dossier({
      version: 41,
      texts: [
        { language: 'en', title: 'Brazil win big', summary: 'Five sets.', body: '<p>Close.</p>', updatedAt: later },
      ],
    });
    const { user } = renderPage(dossier(), {
      'PUT /api/media/articles/12/texts/en': () => saved,
      'PUT /api/media/articles/12/settings': () => ({ ...saved, version: 42, tags: ['final', 'rio'] }),
    });
    const tags = await screen.findByRole('textbox', { name: 'Tags' });
    await user.type(tags, ' rio');
    const form = screen.getByRole('form', { name: 'English' });
    await user.type(within(form).getByRole('textbox', { name: 'Title' }), ' big');
    await user.click(within(form).getByRole('button', { name: 'Save the English version' }));
    await waitFor(() => expect(messages()).toContain('The English version has been saved.'));
    expect((screen.getByRole('textbox', { name: 'Tags' }) as HTMLInputElement).value).toBe('final rio');
    await user.click(screen.getByRole('button', { name: 'Save the cover, tags and links' }));
    await waitFor(() => expect(messages()).toContain('The cover, tags and links have been saved.'));
    expect(await bodiesTo('PUT', '/api/media/articles/12/settings')).toEqual([
      {
        version: 41,
        kind: 'article',
        coverImageNo: null,
        tags: ['final', 'rio'],
        links: [{ subject: 'player', recordNo: 501 }],
      },
    ]);
  });

  it('suggests the tags in use that complete the word typed, the most used first', async () => {
    const vocabulary = [
      { name: 'final', articleCount: 5, pressReleaseCount: 0 },
      { name: 'rio', articleCount: 1, pressReleaseCount: 0 },
      { name: 'rio2016', articleCount: 3, pressReleaseCount: 1 },
      { name: 'beach', articleCount: 2, pressReleaseCount: 0 },
    ];
    stubServer({}, { 'GET /api/media/articles/12': () => dossier() }, { lists: { GetTagList: vocabulary } });
    const { user } = renderRoute(<ArticlePage />, {
      path: '/media/articles/:no',
      url: '/media/articles/12',
      user: testUser('PressWriter', 0, ['media.articles']),
    });
    const tags = await screen.findByRole('textbox', { name: 'Tags' });
    const shown = () =>
      within(screen.getByRole('group', { name: 'Tags in use:' }))
        .getAllByRole('button')
        .map((button) => button.textContent);
    await user.type(tags, ' ri');
    await waitFor(() => expect(shown()).toEqual(['rio2016', 'rio']));
    await user.click(screen.getByRole('button', { name: 'rio2016' }));
    expect((tags as HTMLInputElement).value).toBe('final rio2016 ');
    expect(shown()).toEqual(['beach', 'rio']);
  });

  it('shows a translator the English original read-only', async () => {
    renderPage(dossier({ role: 'translator', steps: [], editableLanguages: ['fr', 'es'], canEditSettings: false }));
    const form = await screen.findByRole('form', { name: 'French' });
    expect(within(form).getByRole('button', { name: 'Save the French version' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save the cover, tags and links' })).toBeNull();
  });

  it('says a refusal and reads the article again when it is outdated', async () => {
    const { user } = renderPage(dossier(), {
      'POST /api/media/articles/12/steps/submit': () => apiFailure('Conflict', 409, 'Someone changed it.'),
    });
    await user.click(await screen.findByRole('button', { name: 'Submit for review' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(messages()).toContain('Someone changed it.'));
  });

  it('shows other readers the published article', async () => {
    renderPage(
      dossier({
        status: 'published',
        role: null,
        steps: [],
        editableLanguages: [],
        canEditSettings: false,
        publishedAt: at,
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Brazil win' })).toBeTruthy();
    expect(screen.getByText('Close.')).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });
});

describe('a new article', () => {
  beforeAll(async () => {
    await loadNamespaces(['articles']);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    dismissAll();
  });

  it('needs a title, then creates the draft and opens it', async () => {
    stubServer({}, { 'POST /api/media/articles': () => dossier() });
    const { user, router } = renderRoute(<NewArticlePage />, {
      path: '/media/articles/new',
      url: '/media/articles/new?kind=pressRelease',
      otherPaths: ['/media/articles/:no'],
      user: testUser('PressWriter', 0, ['media.articles']),
    });
    const form = await screen.findByRole('form', { name: 'New press release' });
    await user.click(within(form).getByRole('button', { name: 'Create the draft' }));
    expect(await within(form).findByText('This field is required.')).toBeTruthy();
    expect(await bodiesTo('POST', '/api/media/articles')).toEqual([]);
    await user.type(within(form).getByRole('textbox', { name: 'Title' }), 'Calendar announced');
    await user.click(within(form).getByRole('button', { name: 'Create the draft' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/media/articles/12'));
    expect(await bodiesTo('POST', '/api/media/articles')).toEqual([
      { title: 'Calendar announced', summary: '', body: '', kind: 'pressRelease' },
    ]);
  });
});

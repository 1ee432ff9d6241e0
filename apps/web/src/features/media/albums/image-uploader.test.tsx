import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadNamespaces } from '../../../lib/i18n';
import { renderRoute } from '../../../test/render-route';
import { testUser } from '../../../test/test-user';
import { stubServer } from '../../../test/stub-server';
import { ImageUploader } from './image-uploader';

/** The server's answers, in the order files are sent. */
const answers: { status: number; body: unknown }[] = [];
const sent: FormData[] = [];

/** XMLHttpRequest as the uploader uses it: progress, then the server's answer. */
class FakeRequest {
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  status = 0;
  statusText = '';
  response: unknown = null;
  responseType = '';
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  open() {}
  setRequestHeader() {}
  send(form: FormData) {
    sent.push(form);
    this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 });
    const answer = answers.shift()!;
    this.status = answer.status;
    this.response = answer.body;
    setTimeout(() => this.onload?.(), 0);
  }
}

describe('the photo uploader', () => {
  beforeAll(async () => {
    await loadNamespaces(['albums']);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    sent.length = 0;
  });

  it('sends each photo after its album, and says per file what was added or refused', async () => {
    stubServer({});
    vi.stubGlobal('XMLHttpRequest', FakeRequest);
    answers.push(
      { status: 201, body: { no: 1, width: 10, height: 10, thumbUrl: '/t', webUrl: '/w' } },
      { status: 415, body: { errors: [{ message: 'Only JPEG, PNG and WebP images are accepted.' }] } },
    );
    renderRoute(<ImageUploader albumNo={7} />, {
      user: testUser('Photographer', 1, ['media.albums']),
    });
    // Whatever `accept` says, a user may choose any file.
    const user = userEvent.setup({ applyAccept: false });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, [
      new File(['notes'], 'notes.txt', { type: 'text/plain' }),
      new File(['png'], 'serve.png', { type: 'image/png' }),
      new File(['jpg'], 'fake.jpg', { type: 'image/jpeg' }),
    ]);

    expect(await screen.findByText('serve.png: added')).toBeTruthy();
    expect(await screen.findByText('fake.jpg: not added. Only JPEG, PNG and WebP images are accepted.')).toBeTruthy();
    // The browser refuses what is no image before sending it.
    expect(screen.getByText('notes.txt: not added. Not a JPEG, PNG or WebP image.')).toBeTruthy();
    expect(sent).toHaveLength(2);
    expect([...sent[0]!.keys()]).toEqual(['albumNo', 'file']);
    expect(sent[0]!.get('albumNo')).toBe('7');
  });
});

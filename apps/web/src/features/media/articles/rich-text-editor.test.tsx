import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadNamespaces } from '../../../lib/i18n';
import { dismissAll, getNotifications } from '../../../lib/notifications/notifications-store';
import { apiFailure, stubServer } from '../../../test/stub-server';
import { RichTextEditor } from './rich-text-editor';

const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'net.jpg', { type: 'image/jpeg' });

describe('the article text editor', () => {
  beforeAll(async () => {
    await loadNamespaces(['articles']);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    dismissAll();
  });

  it('uploads a photo and puts it in the text with its description', async () => {
    stubServer({}, { 'POST /api/media/images': () => ({ no: 7 }) });
    vi.stubGlobal('prompt', () => ' The net at dusk ');
    const onChange = vi.fn();
    render(<RichTextEditor label="Text" value="<p>Before.</p>" onChange={onChange} />);
    await userEvent.upload(screen.getByLabelText('Photo'), photo());
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(
        expect.stringContaining('<img src="/api/media/images/7/web" alt="The net at dusk">'),
      ),
    );
  });

  it('says why a photo was refused, and leaves the text as it was', async () => {
    stubServer({}, { 'POST /api/media/images': () => apiFailure('ImageTypeNotAccepted', 415, 'Not an image.') });
    vi.stubGlobal('prompt', () => '');
    const onChange = vi.fn();
    render(<RichTextEditor label="Text" value="<p>Before.</p>" onChange={onChange} />);
    await userEvent.upload(screen.getByLabelText('Photo'), photo());
    await waitFor(() => expect(getNotifications().map((n) => n.message)).toContain('Not an image.'));
    expect(onChange).not.toHaveBeenCalled();
  });
});

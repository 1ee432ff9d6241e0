import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { loadNamespaces } from '../i18n';
import { dismissAll, getNotifications } from '../notifications/notifications-store';
import { renderRoute } from '../../test/render-route';
import { listAnswer, stubServer } from '../../test/stub-server';
import { EditableListPanel, RowEditButtons } from './editable-list-panel';

type Ball = { no: number; value: string; version: number };
const BALLS: Ball[] = [
  { no: 1, value: 'Mikasa', version: 2 },
  { no: 2, value: 'Molten', version: 5 },
];

function renderPanel(canEdit = true, balls: Ball[] = BALLS) {
  const server = stubServer({
    GetPersonContactList: (xml) => listAnswer(xml, balls),
    DeletePersonContact: () => ({ data: null }),
  });
  const view = renderRoute(
    <EditableListPanel<Ball>
      title="Balls"
      entity="PersonContact"
      list={{ fields: ['No', 'Value', 'Version'] }}
      canEdit={canEdit}
      texts={{
        add: 'Add a ball',
        none: 'No ball.',
        deleteTitle: 'Delete the ball?',
        deleteConfirm: (ball) => `${ball.value} will be gone.`,
        deleted: 'The ball has been deleted.',
      }}
      noticeKind="ball"
      form={(ball, onDone) => (
        <button type="button" onClick={onDone}>
          {ball ? `Done with ${ball.value}` : 'Done adding'}
        </button>
      )}
      row={(ball, { canEdit: editable, onEdit, onDelete }) => (
        <li key={ball.no}>
          {ball.value}
          {editable ? (
            <RowEditButtons
              editLabel={`Edit ${ball.value}`}
              deleteLabel={`Delete ${ball.value}`}
              onEdit={onEdit}
              onDelete={onDelete}
            />
          ) : null}
        </li>
      )}
    />,
  );
  return { ...view, ...server };
}

describe('EditableListPanel', () => {
  beforeAll(async () => {
    await loadNamespaces(['common']);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    dismissAll();
  });

  it('adds and edits a record in a form standing in its place', async () => {
    const { user } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Edit Molten' }));
    expect(screen.queryByText('Molten')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Done with Molten' }));
    expect(screen.getByText('Molten')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add a ball' }));
    // While a form is open, there is nothing else to add.
    expect(screen.queryByRole('button', { name: 'Add a ball' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Done adding' }));
    expect(screen.getByRole('button', { name: 'Add a ball' })).toBeTruthy();
  });

  it('deletes a record with the version read, once confirmed, and says so', async () => {
    const { user, requests } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Delete Molten' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete the ball?' });
    expect(within(dialog).getByText('Molten will be gone.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(requests.find((xml) => xml.includes('DeletePersonContact'))).toContain('No="2"');
    expect(getNotifications().map(({ kind, message }) => ({ kind, message }))).toEqual([
      { kind: 'ball-deleted', message: 'The ball has been deleted.' },
    ]);
  });

  it('says when there is none, and offers nothing to those who may not edit', async () => {
    renderPanel(false, []);
    expect(await screen.findByText('No ball.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add a ball' })).toBeNull();
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { dismissAll, getNotifications } from '../notifications/notifications-store';
import { renderRoute } from '../../test/render-route';
import { EditRecordButton, NewRecordButton } from './record-buttons';

describe('EditRecordButton', () => {
  afterEach(() => {
    dismissAll();
  });

  it('opens the form in a dialog, closed and announced once saved', async () => {
    const { user } = renderRoute(
      <EditRecordButton
        label="Edit"
        title="Edit Ball"
        savedNotice={{ kind: 'ball-saved', message: 'Saved.' }}
        form={({ onSaved }) => (
          <button type="button" onClick={onSaved}>
            Save
          </button>
        )}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('dialog', { name: 'Edit Ball' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(getNotifications().map(({ kind, tone, message }) => ({ kind, tone, message }))).toEqual([
      { kind: 'ball-saved', tone: 'success', message: 'Saved.' },
    ]);
  });
});

describe('NewRecordButton', () => {
  afterEach(() => {
    dismissAll();
  });

  it("opens the form in a dialog; once created, announces it and opens the record's page", async () => {
    const { user } = renderRoute(
      <NewRecordButton
        label="New ball"
        title="A new ball"
        createdNotice={{ kind: 'ball-saved', message: 'Created.' }}
        pathOf={(no) => `/balls/${no}`}
        form={({ onSaved }) => (
          <button type="button" onClick={() => onSaved(7)}>
            Create
          </button>
        )}
      />,
      { otherPaths: ['/balls/7'] },
    );
    await user.click(screen.getByRole('button', { name: 'New ball' }));
    expect(screen.getByRole('dialog', { name: 'A new ball' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByText('page /balls/7')).toBeTruthy();
    expect(getNotifications().map(({ kind, tone, message }) => ({ kind, tone, message }))).toEqual([
      { kind: 'ball-saved', tone: 'success', message: 'Created.' },
    ]);
  });

  it('closes the dialog when the form is cancelled, creating nothing', async () => {
    const { user } = renderRoute(
      <NewRecordButton
        label="New ball"
        title="A new ball"
        createdNotice={{ kind: 'ball-saved', message: 'Created.' }}
        pathOf={(no) => `/balls/${no}`}
        form={({ onCancel }) => (
          <button type="button" onClick={onCancel}>
            Cancel
          </button>
        )}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'New ball' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(getNotifications()).toEqual([]);
  });
});

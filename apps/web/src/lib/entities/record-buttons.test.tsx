import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { dismissAll, getNotifications } from '../notifications/notifications-store';
import { renderRoute } from '../../test/render-route';
import { EditRecordButton } from './record-buttons';

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

import { beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UseQueryResult } from '@tanstack/react-query';
import { loadNamespaces } from '../../lib/i18n';
import { rememberApiErrorBody } from '../../lib/http';
import { SaveProblemAlert, SettingsPanelBody } from './settings-parts';

const TEXTS = {
  conflict: 'Someone else changed it.',
  notSaved: (reason: string) => `Not saved: ${reason}`,
  reload: 'Load it again',
};

function refusal(code: string, message: string): Error {
  const error = new Error(message);
  rememberApiErrorBody(error, { errors: [{ code, status: '409', message }] });
  return error;
}

const queryOf = (result: Partial<UseQueryResult<string>>) => result as UseQueryResult<string>;

function body(query: UseQueryResult<string>) {
  return (
    <SettingsPanelBody query={query} failed={(reason) => `Not read: ${reason}`} intro={<p>The rules</p>}>
      {(data) => <p>{data}</p>}
    </SettingsPanelBody>
  );
}

describe("a settings panel's body", () => {
  beforeAll(async () => {
    await loadNamespaces(['admin']);
  });

  it('shows its intro and Loading until the query answers, then what it read', () => {
    const { rerender } = render(body(queryOf({ isError: false, data: undefined })));
    expect(screen.getByText('The rules')).toBeTruthy();
    expect(screen.getByRole('status')).toBeTruthy();
    rerender(body(queryOf({ isError: false, data: 'Best 8 results' })));
    expect(screen.getByText('Best 8 results')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says why the query failed, and reads again on demand', async () => {
    const refetch = vi.fn();
    render(body(queryOf({ isError: true, error: refusal('Conflict', 'Gone.'), refetch })));
    expect(screen.getByRole('alert').textContent).toContain('Not read: Gone.');
    await userEvent.click(screen.getByRole('button'));
    expect(refetch).toHaveBeenCalledOnce();
  });
});

describe("a settings dialog's save problem", () => {
  it('offers to load the record again after a conflict', async () => {
    const onReload = vi.fn();
    const error = refusal('Conflict', 'Changed meanwhile.');
    render(<SaveProblemAlert problem={{ error }} hasErrors={false} texts={TEXTS} onReload={onReload} />);
    expect(screen.getByRole('alert').textContent).toContain('Someone else changed it.');
    await userEvent.click(screen.getByRole('button', { name: 'Load it again' }));
    expect(onReload).toHaveBeenCalledOnce();
  });

  it("shows any other refusal in the server's words, with nothing to reload", () => {
    const error = refusal('NotAuthenticated', 'You are not signed in.');
    render(<SaveProblemAlert problem={{ error }} hasErrors={false} texts={TEXTS} onReload={() => {}} />);
    expect(screen.getByRole('alert').textContent).toBe('Not saved: You are not signed in.');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says an incomplete form is incomplete only while it shows problems', () => {
    const { rerender } = render(
      <SaveProblemAlert problem={{ incomplete: true }} hasErrors={false} texts={TEXTS} onReload={() => {}} />,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(<SaveProblemAlert problem={{ incomplete: true }} hasErrors texts={TEXTS} onReload={() => {}} />);
    expect(screen.getByRole('alert')).toBeTruthy();
  });
});

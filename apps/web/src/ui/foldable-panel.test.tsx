import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FoldablePanel } from './foldable-panel';

const toggle = () => screen.getByRole('button');
const region = () => screen.getByRole('region', { name: 'Recent activity' });

describe('FoldablePanel', () => {
  it('is a region named by its title, expanded by default', () => {
    render(<FoldablePanel title="Recent activity">Ten entries</FoldablePanel>);
    expect(region()).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Recent activity' })).toBeTruthy();
    expect(screen.getByText('Ten entries')).toBeTruthy();
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    expect(toggle().getAttribute('aria-label')).toBe('Fold Recent activity');
  });

  it('folds and expands again', async () => {
    const user = userEvent.setup();
    render(<FoldablePanel title="Recent activity">Ten entries</FoldablePanel>);
    await user.click(toggle());
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('Ten entries')).toBeNull();
    expect(toggle().getAttribute('aria-label')).toBe('Expand Recent activity');
    await user.click(toggle());
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Ten entries')).toBeTruthy();
  });

  it('can start folded', () => {
    render(
      <FoldablePanel title="Recent activity" folded>
        Ten entries
      </FoldablePanel>,
    );
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('Ten entries')).toBeNull();
  });

  it('works with the keyboard', async () => {
    const user = userEvent.setup();
    render(<FoldablePanel title="Recent activity">Ten entries</FoldablePanel>);
    await user.tab();
    expect(document.activeElement).toBe(toggle());
    await user.keyboard('{Enter}');
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    await user.keyboard(' ');
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
  });

  it('says it is loading instead of showing the content', () => {
    render(
      <FoldablePanel title="Recent activity" loading>
        Ten entries
      </FoldablePanel>,
    );
    expect(region().getAttribute('aria-busy')).toBe('true');
    expect(screen.getByText('Loading…')).toBeTruthy();
    expect(screen.queryByText('Ten entries')).toBeNull();
  });

  it('is not busy once loaded, and shows its actions', () => {
    render(
      <FoldablePanel title="Recent activity" actions={<a href="/all">All</a>}>
        Ten entries
      </FoldablePanel>,
    );
    expect(region().getAttribute('aria-busy')).toBeNull();
    expect(screen.getByRole('link', { name: 'All' })).toBeTruthy();
  });
});

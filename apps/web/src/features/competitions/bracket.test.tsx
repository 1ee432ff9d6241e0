import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { loadNamespaces } from '../../lib/i18n';
import { Bracket } from './bracket';
import { bracketMatch } from './competition-test-data';

/** Eight teams: quarter-finals played, the first semi-final played, the rest to come. */
const MATCHES = [
  bracketMatch('QF-1', 25, ['Italy', 'Japan'], 'A'),
  bracketMatch('QF-2', 26, ['Brazil', 'Poland'], 'B'),
  bracketMatch('QF-3', 27, ['United States', 'Serbia'], 'A'),
  bracketMatch('QF-4', 28, ['Türkiye', 'China'], 'A'),
  bracketMatch('SF-1', 29, ['Italy', 'Poland'], 'B'),
  bracketMatch('SF-2', 30, ['United States', 'Türkiye']),
  bracketMatch('B', 31, ['Italy', null]),
  bracketMatch('F', 32, ['Poland', null]),
];

describe('the bracket', () => {
  beforeAll(async () => {
    await loadNamespaces(['competitions']);
  });

  it('draws a column per round from the matches, the final above the bronze match', () => {
    // Given out of order: the bracket ids place them.
    render(<Bracket matches={[...MATCHES].reverse()} />);
    const bracket = screen.getByRole('region', { name: 'Bracket' });
    expect(
      within(bracket)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Quarter-finals', 'Semi-finals', 'Finals']);
    const cards = within(bracket)
      .getAllByRole('article')
      .map((card) => card.getAttribute('aria-label'));
    expect(cards).toEqual([
      'QF-1 · match 25',
      'QF-2 · match 26',
      'QF-3 · match 27',
      'QF-4 · match 28',
      'SF-1 · match 29',
      'SF-2 · match 30',
      'Final',
      'Bronze medal match',
    ]);
  });

  it('highlights winners and says where a team still to come comes from', () => {
    render(<Bracket matches={MATCHES} />);
    const semi = screen.getByRole('article', { name: 'SF-1 · match 29' });
    expect(within(semi).getByText('Poland').parentElement?.textContent).toContain('(winner)');
    expect(within(semi).getByText('Italy').parentElement?.textContent).not.toContain('(winner)');
    expect(within(semi).getByText('25-20')).toBeTruthy();
    const final = screen.getByRole('article', { name: 'Final' });
    expect(within(final).getByText('Winner SF-2')).toBeTruthy();
    const bronze = screen.getByRole('article', { name: 'Bronze medal match' });
    expect(within(bronze).getByText('Loser SF-2')).toBeTruthy();
  });

  it('names the rounds before the quarter-finals by the teams they hold', () => {
    const first = Array.from({ length: 8 }, (_, i) => bracketMatch(`R1-${i + 1}`, i + 1, [`A${i}`, `B${i}`]));
    render(<Bracket matches={first} />);
    expect(screen.getByRole('heading', { name: 'Round of 16' })).toBeTruthy();
  });
});

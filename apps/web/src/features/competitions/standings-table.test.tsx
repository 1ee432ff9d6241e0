import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { loadNamespaces } from '../../lib/i18n';
import { rankingRow } from './competition-test-data';
import { StandingsTable } from './standings-table';

const CRITERIA = [
  'Played',
  'Won',
  'Lost',
  'Points',
  'Sets won',
  'Sets lost',
  'Set ratio',
  'Points won',
  'Points lost',
  'Point ratio',
];

describe('the standings table', () => {
  beforeAll(async () => {
    await loadNamespaces(['competitions']);
  });

  it('has a column for every criterion, MAX for a ratio with nothing lost, and shows a shared place', () => {
    render(
      <StandingsTable
        caption="Standings of pool A"
        rows={[
          rankingRow({}),
          rankingRow({
            position: 2,
            rank: 2,
            noTeam: 12,
            teamName: 'Brazil',
            teamFederationCode: 'BRA',
            matchesWon: 1,
            matchesLost: 2,
            matchPoints: 3,
            setsWon: 5,
            setsLost: 6,
            setRatio: 5 / 6,
            pointRatio: 0.98765,
          }),
          rankingRow({
            position: 3,
            rank: -2,
            noTeam: 13,
            teamName: 'Japan',
            teamFederationCode: 'JPN',
            setRatio: 5 / 6,
          }),
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Standings of pool A' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    for (const criterion of CRITERIA) expect(headers.some((text) => text?.endsWith(criterion))).toBe(true);

    const [, italy, brazil, japan] = within(table).getAllByRole('row');
    const cells = (row: HTMLElement | undefined) =>
      within(row as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    // Place, team, then P W L Pts SW SL SR PW PL PR.
    expect(cells(italy)).toEqual(['1', 'Italy', '3', '3', '0', '9', '9', '0', 'MAX', '225', '180', '1.250']);
    expect(cells(brazil)?.slice(8, 12)).toEqual(['0.833', '225', '180', '0.988']);
    // Japan shares Brazil's second place: both say so.
    expect(cells(brazil)?.[0]).toBe('2= (tied)');
    expect(cells(japan)?.[0]).toBe('2= (tied)');
    expect(screen.getByText(/P Played · W Won/)).toBeTruthy();
  });

  it('shows no ratio before anything is played', () => {
    render(
      <StandingsTable
        caption="Pool B"
        rows={[
          rankingRow({
            matchesPlayed: 0,
            matchesWon: 0,
            setsWon: 0,
            setsLost: 0,
            pointsWon: 0,
            pointsLost: 0,
            pointRatio: null,
          }),
        ]}
      />,
    );
    const cells = within(screen.getAllByRole('row')[1] as HTMLElement)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells[8]).toBe('—');
    expect(cells[11]).toBe('—');
  });
});

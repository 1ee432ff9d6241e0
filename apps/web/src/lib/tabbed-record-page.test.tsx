import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderRoute } from '../test/render-route';
import { TabbedRecordPage, type RecordQuery } from './tabbed-record-page';

type Thing = { name: string };
const TABS = ['first', 'second'] as const;
const CONTENT = {
  first: ({ thing }: { thing: Thing }) => <p>First of {thing.name}</p>,
  second: ({ thing }: { thing: Thing }) => <p>Second of {thing.name}</p>,
};

function Page({ query, notFound = false }: { query: RecordQuery<Thing>; notFound?: boolean }) {
  return (
    <TabbedRecordPage
      query={query}
      title="Things"
      notFound={notFound}
      notFoundText="No such thing"
      loadingText="Loading"
      header={(thing) => <h2>{thing.name}</h2>}
      tabsLabel="Parts"
      tabs={TABS}
      tabLabel={(id) => `Tab ${id}`}
      content={CONTENT}
      tabProps={(thing) => ({ thing })}
    />
  );
}

const loaded: RecordQuery<Thing> = { record: { name: 'Ball' }, isError: false, error: null };

describe('TabbedRecordPage', () => {
  it('shows the header and the tab the address names, and keeps the chosen tab in it', async () => {
    const { router, user } = renderRoute(<Page query={loaded} />, { path: '/things/:no', url: '/things/7?tab=second' });
    expect(screen.getByRole('heading', { name: 'Ball' })).toBeTruthy();
    expect(screen.getByRole('tabpanel', { name: 'Tab second' }).textContent).toBe('Second of Ball');
    await user.click(screen.getByRole('tab', { name: 'Tab first' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('First of Ball');
    expect(router.state.location.search).toBe('');
  });

  it('says why the record cannot be shown', () => {
    renderRoute(<Page query={{ record: undefined, isError: true, error: new Error('boom') }} />);
    expect(screen.getByRole('alert').textContent).toBe('Something wrong happened.');
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('says when there is no such record', () => {
    renderRoute(<Page query={loaded} notFound />);
    expect(screen.getByRole('alert').textContent).toBe('No such thing');
  });
});

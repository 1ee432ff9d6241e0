import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataTable } from './data-table';
import { type DataTableColumn, type DataTableProps, type SortState } from './data-table-types';

type Person = { no: number; name: string; age: number; city: string };

const PEOPLE: Person[] = [
  { no: 1, name: 'Ada', age: 36, city: 'London' },
  { no: 2, name: 'Grace', age: 85, city: 'New York' },
  { no: 3, name: 'Katherine', age: 101, city: 'Hampton' },
  { no: 4, name: 'Margaret', age: 88, city: 'Boston' },
];

const COLUMNS: DataTableColumn<Person>[] = [
  { id: 'name', header: 'Name', cell: (person) => person.name, sortable: true, hideable: false },
  { id: 'age', header: 'Age', cell: (person) => person.age, sortable: true, align: 'end' },
  { id: 'city', header: 'City', cell: (person) => person.city },
];

function props(overrides: Partial<DataTableProps<Person>> = {}): DataTableProps<Person> {
  return {
    caption: 'People',
    columns: COLUMNS,
    rows: PEOPLE,
    rowKey: (person) => person.no,
    rowLabel: (person) => person.name,
    total: 120,
    loading: false,
    sort: null,
    onSortChange: vi.fn(),
    page: { index: 0, size: 50 },
    onPageChange: vi.fn(),
    hiddenColumns: [],
    onHiddenColumnsChange: vi.fn(),
    emptyMessage: 'Nobody matches.',
    ...overrides,
  };
}

/** Holds the sort like a list page does. */
function SortedTable({ onSortChange }: { onSortChange: (sort: SortState) => void }) {
  const [sort, setSort] = useState<SortState>(null);
  const change = (next: SortState) => {
    onSortChange(next);
    setSort(next);
  };
  return <DataTable {...props({ sort, onSortChange: change })} />;
}

const table = () => screen.getByRole('table', { name: 'People' });
const header = (name: string) => screen.getByRole('columnheader', { name });
const row = (name: string) => screen.getByRole('row', { name });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
/** The range is shown under the table and announced. */
const expectRange = (text: string) => expect(screen.getAllByText(text)).toHaveLength(2);

describe('DataTable', () => {
  it('is a table named by its caption, with a header per column and a row per record', () => {
    render(<DataTable {...props()} />);
    expect(table().querySelector('caption')?.textContent).toBe('People');
    const headers = within(table()).getAllByRole('columnheader');
    expect(headers.map((th) => th.textContent)).toEqual(['Name', 'Age', 'City']);
    expect(headers.every((th) => th.getAttribute('scope') === 'col')).toBe(true);
    expect(
      within(row('Grace'))
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['Grace', '85', 'New York']);
    expect(within(row('Grace')).getAllByRole('cell')[1]?.className).toContain('text-end');
  });

  it('sorts ascending, then descending, then back to the default order', async () => {
    const user = userEvent.setup();
    const onSortChange = vi.fn();
    render(<SortedTable onSortChange={onSortChange} />);
    const sortByName = within(header('Name')).getByRole('button', { name: 'Name' });
    expect(header('Name').getAttribute('aria-sort')).toBe('none');

    await user.click(sortByName);
    expect(onSortChange).toHaveBeenLastCalledWith({ id: 'name', desc: false });
    expect(header('Name').getAttribute('aria-sort')).toBe('ascending');

    await user.click(sortByName);
    expect(onSortChange).toHaveBeenLastCalledWith({ id: 'name', desc: true });
    expect(header('Name').getAttribute('aria-sort')).toBe('descending');
    expect(header('Age').getAttribute('aria-sort')).toBe('none');

    await user.click(sortByName);
    expect(onSortChange).toHaveBeenLastCalledWith(null);
    expect(header('Name').getAttribute('aria-sort')).toBe('none');
  });

  it('sorts by another column from ascending', async () => {
    const onSortChange = vi.fn();
    render(<DataTable {...props({ sort: { id: 'name', desc: true }, onSortChange })} />);
    await userEvent.setup().click(within(header('Age')).getByRole('button'));
    expect(onSortChange).toHaveBeenCalledWith({ id: 'age', desc: false });
  });

  it('gives a column that does not sort neither a button nor aria-sort', () => {
    render(<DataTable {...props()} />);
    expect(within(header('City')).queryByRole('button')).toBeNull();
    expect(header('City').hasAttribute('aria-sort')).toBe(false);
  });

  it('says so across the table when nothing matches', () => {
    render(<DataTable {...props({ rows: [], total: 0 })} />);
    const cell = screen.getByRole('cell', { name: 'Nobody matches.' });
    expect(cell.getAttribute('colspan')).toBe('3');
    expectRange('0 results');
    for (const name of ['First page', 'Previous page', 'Next page', 'Last page']) {
      expect(screen.getByRole('button', { name }).hasAttribute('disabled')).toBe(true);
    }
  });

  it('shows an error instead of the rows', () => {
    render(<DataTable {...props({ error: 'The server could not be reached.' })} />);
    expect(screen.getByRole('alert').textContent).toBe('The server could not be reached.');
    expect(screen.queryByRole('row', { name: 'Ada' })).toBeNull();
  });

  it('shows placeholder rows and is busy while the first page loads', () => {
    render(<DataTable {...props({ rows: undefined, total: undefined, loading: true })} />);
    expect(table().getAttribute('aria-busy')).toBe('true');
    const placeholders = table().querySelectorAll('tbody[aria-hidden="true"] tr');
    expect(placeholders).toHaveLength(5);
    expect(placeholders[0]?.querySelectorAll('td')).toHaveLength(3);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
  });

  it('keeps the rows, dimmed, while a newer page loads', () => {
    const { rerender } = render(<DataTable {...props()} />);
    expect(table().hasAttribute('aria-busy')).toBe(false);
    expect(screen.getByRole('status').textContent).toBe('1–50 of 120');
    rerender(<DataTable {...props({ loading: true })} />);
    expect(table().getAttribute('aria-busy')).toBe('true');
    expect(row('Ada').closest('tbody')?.className).toContain('opacity-60');
    expect(screen.getByRole('status').textContent).toBe('Loading…');
  });

  it('makes the rows one tab stop, moved with the arrow keys, Home and End', async () => {
    const user = userEvent.setup();
    render(<DataTable {...props()} />);
    expect(bodyRows().map((tr) => tr.tabIndex)).toEqual([0, -1, -1, -1]);
    act(() => row('Ada').focus());

    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(row('Grace'));
    expect(bodyRows().map((tr) => tr.tabIndex)).toEqual([-1, 0, -1, -1]);

    await user.keyboard('{End}');
    expect(document.activeElement).toBe(row('Margaret'));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(row('Margaret'));
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(row('Katherine'));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(row('Ada'));
    await user.keyboard('{PageDown}');
    expect(document.activeElement).toBe(row('Margaret'));
  });

  it('opens the focused row with Enter, and a row with a double click', async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    render(<DataTable {...props({ onOpen })} />);
    act(() => row('Ada').focus());
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onOpen).toHaveBeenCalledExactlyOnceWith(PEOPLE[2]);

    await user.dblClick(within(row('Margaret')).getByText('Boston'));
    expect(onOpen).toHaveBeenLastCalledWith(PEOPLE[3]);
    expect(row('Margaret').className).toContain('cursor-pointer');
  });

  it('hides a column chosen in the column menu', async () => {
    const user = userEvent.setup();
    const onHiddenColumnsChange = vi.fn();
    const { rerender } = render(<DataTable {...props({ onHiddenColumnsChange })} />);
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    const choices = screen.getAllByRole('menuitemcheckbox');
    expect(choices.map((item) => item.textContent)).toEqual(['Age', 'City']);
    expect(choices[0]?.getAttribute('aria-checked')).toBe('true');

    await user.click(screen.getByRole('menuitemcheckbox', { name: 'Age' }));
    expect(onHiddenColumnsChange).toHaveBeenCalledWith(['age']);

    rerender(<DataTable {...props({ hiddenColumns: ['age'] })} />);
    expect(screen.getByRole('menuitemcheckbox', { name: 'Age' }).getAttribute('aria-checked')).toBe('false');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Age' })).toBeNull();
    expect(
      within(row('Grace'))
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['Grace', 'New York']);
  });

  it('shows the range and moves to the next and last pages', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(<DataTable {...props({ onPageChange })} />);
    expectRange('1–50 of 120');
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'First page' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Previous page' }).hasAttribute('disabled')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenLastCalledWith({ index: 1, size: 50 });
    await user.click(screen.getByRole('button', { name: 'Last page' }));
    expect(onPageChange).toHaveBeenLastCalledWith({ index: 2, size: 50 });
  });

  it('cannot go past the last page', () => {
    render(<DataTable {...props({ page: { index: 2, size: 50 } })} />);
    expectRange('101–120 of 120');
    expect(screen.getByRole('button', { name: 'Next page' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Last page' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Previous page' }).hasAttribute('disabled')).toBe(false);
  });

  it('goes back to the first page when the page size changes', async () => {
    const onPageChange = vi.fn();
    render(<DataTable {...props({ page: { index: 2, size: 50 }, onPageChange })} />);
    await userEvent.setup().selectOptions(screen.getByLabelText('Rows per page'), '100');
    expect(onPageChange).toHaveBeenCalledExactlyOnceWith({ index: 0, size: 100 });
  });

  it('formats the numbers', () => {
    render(<DataTable {...props({ total: 1234, page: { index: 1, size: 100 } })} />);
    expectRange('101–200 of 1,234');
  });

  it('is busy exporting until the export ends', async () => {
    const user = userEvent.setup();
    let finish = () => {};
    const onExport = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<DataTable {...props({ onExport })} />);
    const csv = screen.getByRole('button', { name: 'Export as CSV' });

    await user.click(csv);
    expect(onExport).toHaveBeenCalledExactlyOnceWith('csv');
    expect(csv.getAttribute('aria-busy')).toBe('true');
    expect(csv.hasAttribute('disabled')).toBe(true);
    expect(csv.textContent).toBe('Exporting…');
    expect(screen.getByRole('button', { name: 'Export as XLSX' }).hasAttribute('aria-busy')).toBe(false);

    await act(async () => finish());
    expect(csv.hasAttribute('aria-busy')).toBe(false);
    expect(csv.textContent).toBe('CSV');
  });

  it('has no export buttons without onExport', () => {
    render(<DataTable {...props()} />);
    expect(screen.queryByRole('button', { name: 'Export as CSV' })).toBeNull();
  });

  it("shows a row's detail under it, across the table, and moves between records only", async () => {
    const user = userEvent.setup();
    render(<DataTable {...props({ rowDetail: (person) => (person.no === 2 ? `Born in ${person.city}` : null) })} />);
    const rows = bodyRows();
    expect(rows).toHaveLength(PEOPLE.length + 1);
    const detail = rows[2]?.querySelector('td');
    expect(detail?.textContent).toBe('Born in New York');
    expect(detail?.getAttribute('colspan')).toBe('3');
    row('Grace').focus();
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(row('Katherine'));
  });
});

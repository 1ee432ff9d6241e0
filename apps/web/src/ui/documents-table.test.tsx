import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { DocumentsTable } from './documents-table';

const headers = { kind: 'Kind', file: 'File', size: 'Size', added: 'Added on' };
const row = {
  key: 3,
  kind: 'Passport',
  fileName: 'passport.pdf',
  href: '/api/documents/3',
  size: '1.2 MB',
  added: '3 Nov 2025',
};

describe('DocumentsTable', () => {
  it('lists the documents under their headers, named by its caption, each file to download', () => {
    render(<DocumentsTable caption="Documents" headers={headers} emptyText="None" rows={[row]} />);
    const table = screen.getByRole('table', { name: 'Documents' });
    const columns = within(table).getAllByRole('columnheader');
    expect(columns.map((column) => column.textContent)).toEqual(['Kind', 'File', 'Size', 'Added on']);
    const link = within(table).getByRole('link', { name: 'passport.pdf' });
    expect(link.getAttribute('href')).toBe('/api/documents/3');
    expect(link.hasAttribute('download')).toBe(true);
    expect(within(table).getByText('1.2 MB')).toBeTruthy();
  });

  it('has no size column without its header, and a last column for the actions', () => {
    const { kind, file, added } = headers;
    render(
      <DocumentsTable
        caption="Documents"
        headers={{ kind, file, added }}
        emptyText="None"
        rows={[row]}
        actions={{ label: 'Actions', render: (document) => <button type="button">Delete {document.fileName}</button> }}
      />,
    );
    const columns = screen.getAllByRole('columnheader');
    expect(columns.map((column) => column.textContent)).toEqual(['Kind', 'File', 'Added on', 'Actions']);
    expect(screen.queryByText('1.2 MB')).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete passport.pdf' })).toBeTruthy();
  });

  it('says so when there is no document', () => {
    render(<DocumentsTable caption="Documents" headers={headers} emptyText="No documents yet." rows={[]} />);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('No documents yet.')).toBeTruthy();
  });
});

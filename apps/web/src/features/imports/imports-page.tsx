import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Upload } from 'lucide-react';
import { isAdmin } from '@libero/shared/auth/permissions';
import { useHiddenColumns } from '../../lib/entities/hidden-columns';
import { errorMessage } from '../../lib/error-message';
import { PageLayout } from '../../lib/page-layout';
import { useCurrentUser } from '../../lib/session/current-user';
import { buttonClassName } from '../../ui/button';
import { DataTable } from '../../ui/data-table/data-table';
import type { DataTableColumn, PageState } from '../../ui/data-table/data-table-types';
import { TextLink } from '../../ui/text-link';
import { ImportedAt, useCountsText, useEntityLabel } from './import-facts';
import { ImportStatusBadge } from './import-status-badge';
import { importPagePath, importsQuery, type ImportListRow } from './imports-api';

const PAGE_SIZES = [25, 50, 100];
const FIRST_PAGE: PageState = { index: 0, size: 25 };

/** The columns; who made each import for an administrator, who sees everyone's. */
function useColumns(): DataTableColumn<ImportListRow>[] {
  const { t } = useTranslation('imports');
  const countsText = useCountsText();
  const entityLabel = useEntityLabel();
  const admin = isAdmin(useCurrentUser());
  return useMemo(
    () => [
      {
        id: 'file',
        header: t('list.columns.file'),
        hideable: false,
        cell: (view) => <TextLink to={importPagePath(view.id)}>{view.fileName}</TextLink>,
      },
      { id: 'status', header: t('list.columns.status'), cell: (view) => <ImportStatusBadge status={view.status} /> },
      { id: 'counts', header: t('list.columns.counts'), cell: countsText },
      { id: 'entity', header: t('list.columns.entity'), cell: (view) => entityLabel(view.entity) },
      ...(admin
        ? [{ id: 'createdBy', header: t('list.columns.createdBy'), cell: (view: ImportListRow) => view.createdByName }]
        : []),
      { id: 'createdAt', header: t('list.columns.createdAt'), cell: (view) => <ImportedAt value={view.createdAt} /> },
    ],
    [t, countsText, entityLabel, admin],
  );
}

/** `/imports`: the spreadsheets the user imported (an administrator: everyone's), newest first. */
export function ImportsPage() {
  const { t } = useTranslation(['imports', 'common']);
  const navigate = useNavigate();
  const query = useQuery(importsQuery());
  const columns = useColumns();
  const [hidden, setHidden] = useHiddenColumns('imports', []);
  const [page, setPage] = useState(FIRST_PAGE);
  const all = query.data;
  const title = t('common:sections.imports');
  return (
    <PageLayout
      title={title}
      actions={
        <Link to="/imports/new" className={buttonClassName('primary')}>
          <Upload aria-hidden="true" className="size-4" />
          {t('list.new')}
        </Link>
      }
    >
      <p className="text-sm text-slate-600">{t('list.intro')}</p>
      <DataTable<ImportListRow>
        caption={title}
        columns={columns}
        rows={all?.slice(page.index * page.size, (page.index + 1) * page.size)}
        rowKey={(view) => view.id}
        rowLabel={(view) => view.fileName}
        total={all?.length}
        loading={query.isFetching}
        {...(query.isError ? { error: errorMessage(query.error) } : {})}
        sort={null}
        onSortChange={() => {}}
        page={page}
        onPageChange={setPage}
        pageSizes={PAGE_SIZES}
        hiddenColumns={hidden}
        onHiddenColumnsChange={setHidden}
        onOpen={(view) => void navigate(importPagePath(view.id))}
        emptyMessage={t('list.empty')}
      />
    </PageLayout>
  );
}

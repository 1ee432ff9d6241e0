import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { prizeFundMinor } from '@libero/shared/competitions/points-table';
import { currentLanguage } from '../../../lib/i18n';
import { FoldablePanel } from '../../../ui/foldable-panel';
import { formatMoney, isReadable, pointsTableOf } from './awards';
import { categoriesQuery, type BeachCategoryRecord } from './beach-settings-api';
import { CategoryDialog } from './category-dialog';
import { categoryName, scopeText } from './category-text';
import { Count, SettingsPanelBody, SettingsTable, type SettingsColumn } from '../settings-parts';

/** The columns of draw sizes, in order: a key of `beach-settings:categories.columns` and the record's field. */
const SIZE_COLUMNS = [
  ['mainDraw', 'nbTeamsMainDraw'],
  ['qualification', 'nbTeamsQualification'],
  ['fromQualification', 'nbTeamsFromQualification'],
  ['quota', 'federationQuota'],
  ['wildcards', 'nbWildcards'],
] as const;

/** What the category's table pays out when every place it covers is taken, in its currency. */
function PrizeFund({ category }: { category: BeachCategoryRecord }) {
  const currency = category.currency ?? 'USD';
  const table = pointsTableOf(category.awards, currency);
  if (table.bands.length === 0 || !isReadable(table)) return <Count value={null} />;
  return <>{formatMoney(prizeFundMinor(table), currency, currentLanguage())}</>;
}

function CategoriesTable({ rows, onEdit }: { rows: readonly BeachCategoryRecord[]; onEdit: (no: number) => void }) {
  const { t } = useTranslation('beach-settings');
  const columns: SettingsColumn<BeachCategoryRecord>[] = [
    {
      key: 'code',
      header: t('categories.columns.code'),
      className: 'font-mono text-xs',
      cell: (category) => category.code,
    },
    {
      key: 'scope',
      header: t('categories.columns.scope'),
      className: 'whitespace-nowrap',
      cell: (category) => scopeText(category.scope),
    },
    ...SIZE_COLUMNS.map(([column, field]) => ({
      key: column,
      header: t(`categories.columns.${column}`),
      numeric: true,
      cell: (category: BeachCategoryRecord) => <Count value={category[field]} />,
    })),
    {
      key: 'prizeFund',
      header: t('categories.columns.prizeFund'),
      numeric: true,
      className: 'whitespace-nowrap',
      cell: (category) => <PrizeFund category={category} />,
    },
  ];
  return (
    <SettingsTable
      rows={rows}
      caption={t('categories.caption')}
      empty={t('categories.empty')}
      minWidth="min-w-[48rem]"
      name={{ header: t('categories.columns.name'), of: categoryName }}
      columns={columns}
      edit={{
        header: t('categories.columns.actions'),
        text: t('categories.edit'),
        label: (name) => t('categories.editLabel', { name }),
      }}
      onEdit={(category) => onEdit(category.no)}
    />
  );
}

/** The tournament categories: their draw sizes and prize fund, each edited in a dialog with its points table. */
export function CategoriesPanel() {
  const { t } = useTranslation('beach-settings');
  const query = useQuery(categoriesQuery());
  const [editing, setEditing] = useState<number>();
  const rows = query.data?.data as BeachCategoryRecord[] | undefined;
  const category = rows?.find((row) => row.no === editing);

  return (
    <FoldablePanel title={t('categories.title')}>
      <SettingsPanelBody
        query={query}
        failed={(reason) => t('categories.failed', { reason })}
        intro={<p className="text-sm text-slate-700">{t('categories.intro')}</p>}
      >
        {(data) => <CategoriesTable rows={data.data as BeachCategoryRecord[]} onEdit={setEditing} />}
      </SettingsPanelBody>
      {category ? (
        <CategoryDialog
          // The version read again after a conflict: a new form with it.
          key={`${category.no}-${category.version}`}
          category={category}
          onClose={() => setEditing(undefined)}
          onReload={() => void query.refetch()}
        />
      ) : null}
    </FoldablePanel>
  );
}

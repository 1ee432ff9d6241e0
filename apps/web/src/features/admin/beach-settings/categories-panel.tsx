import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { prizeFundMinor } from '@libero/shared/competitions/points-table';
import { errorMessage } from '../../../lib/error-message';
import { currentLanguage } from '../../../lib/i18n';
import { Button } from '../../../ui/button';
import { FoldablePanel } from '../../../ui/foldable-panel';
import { Loading } from '../transfer-settings/settings-ui';
import { formatMoney, isReadable, pointsTableOf } from './awards';
import { categoriesQuery, type BeachCategoryRecord } from './beach-settings-api';
import { CategoryDialog } from './category-dialog';
import { categoryName, scopeText } from './category-text';
import { Count, LoadFailure } from '../settings-parts';

const TH = 'px-3 py-2 text-start text-xs font-semibold tracking-wide whitespace-nowrap text-slate-600 uppercase';
const TH_NUMBER = `${TH} text-end`;
const TD = 'px-3 py-2 align-middle';
const TD_NUMBER = `${TD} text-end tabular-nums`;

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
  if (rows.length === 0) return <p className="text-sm text-slate-700">{t('categories.empty')}</p>;
  return (
    // On a phone the table scrolls sideways inside the panel, not the page (`relative`: its hidden labels too).
    <div className="relative overflow-x-auto">
      <table className="w-full min-w-[48rem] border-collapse text-sm">
        <caption className="sr-only">{t('categories.caption')}</caption>
        <thead className="border-b border-slate-200">
          <tr>
            <th scope="col" className={TH}>
              {t('categories.columns.name')}
            </th>
            <th scope="col" className={TH}>
              {t('categories.columns.code')}
            </th>
            <th scope="col" className={TH}>
              {t('categories.columns.scope')}
            </th>
            {SIZE_COLUMNS.map(([column]) => (
              <th key={column} scope="col" className={TH_NUMBER}>
                {t(`categories.columns.${column}`)}
              </th>
            ))}
            <th scope="col" className={TH_NUMBER}>
              {t('categories.columns.prizeFund')}
            </th>
            <th scope="col" className={TH}>
              <span className="sr-only">{t('categories.columns.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((category) => {
            const name = categoryName(category);
            return (
              <tr key={category.no} className="border-b border-slate-100 last:border-0">
                <th scope="row" className={`${TD} text-start font-semibold text-slate-900`}>
                  {name}
                </th>
                <td className={`${TD} font-mono text-xs`}>{category.code}</td>
                <td className={`${TD} whitespace-nowrap`}>{scopeText(category.scope)}</td>
                {SIZE_COLUMNS.map(([column, field]) => (
                  <td key={column} className={TD_NUMBER}>
                    <Count value={category[field]} />
                  </td>
                ))}
                <td className={`${TD_NUMBER} whitespace-nowrap`}>
                  <PrizeFund category={category} />
                </td>
                <td className={`${TD} text-end`}>
                  <Button
                    variant="secondary"
                    aria-label={t('categories.editLabel', { name })}
                    onClick={() => onEdit(category.no)}
                  >
                    {t('categories.edit')}
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** The tournament categories: their draw sizes and prize fund, each edited in a dialog with its points table. */
export function CategoriesPanel() {
  const { t } = useTranslation('beach-settings');
  const query = useQuery(categoriesQuery());
  const [editing, setEditing] = useState<number>();
  const rows = query.data?.data as BeachCategoryRecord[] | undefined;
  const category = rows?.find((row) => row.no === editing);

  let content;
  if (query.isError)
    content = (
      <LoadFailure
        message={t('categories.failed', { reason: errorMessage(query.error) })}
        onRetry={() => void query.refetch()}
      />
    );
  else if (rows) content = <CategoriesTable rows={rows} onEdit={setEditing} />;

  return (
    <FoldablePanel title={t('categories.title')}>
      <div className="flex flex-col gap-3" aria-busy={!content || undefined}>
        <p className="text-sm text-slate-700">{t('categories.intro')}</p>
        {content ?? <Loading />}
      </div>
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

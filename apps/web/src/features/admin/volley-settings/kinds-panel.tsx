import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';
import { Button } from '../../../ui/button';
import { FoldablePanel } from '../../../ui/foldable-panel';
import { parseCriteria } from './criteria';
import { useCriterionName } from './criteria-editor';
import { KindDialog } from './kind-dialog';
import { kindName } from './kind-text';
import { Count, SettingsPanelBody, SettingsTable, YesNo, type SettingsColumn } from '../settings-parts';
import { tournamentKindsQuery, type TournamentKindRecord } from './volley-settings-api';

/** The criteria a kind's pools are ranked by, in order, as the standings tables name them. */
function CriteriaCell({ kind, name }: { kind: TournamentKindRecord; name: string }) {
  const { t } = useTranslation('volley-settings');
  const criterionName = useCriterionName();
  const criteria = parseCriteria(kind.standingsCriteria);
  if (criteria.length === 0) return <Count value={null} />;
  return (
    <ol role="list" aria-label={t('kinds.criteriaOf', { name })} className="flex flex-wrap items-center gap-1">
      {criteria.map((criterion, index) => (
        <li key={criterion} className="inline-flex items-center gap-1">
          {index > 0 ? (
            <span aria-hidden="true" className="text-slate-400">
              ›
            </span>
          ) : null}
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium whitespace-nowrap text-slate-800">
            {criterionName(criterion)}
          </span>
        </li>
      ))}
    </ol>
  );
}

function KindsTable({ rows, onEdit }: { rows: readonly TournamentKindRecord[]; onEdit: (no: number) => void }) {
  const { t } = useTranslation('volley-settings');
  const language = currentLanguage();
  const columns: SettingsColumn<TournamentKindRecord>[] = [
    { key: 'code', header: t('kinds.columns.code'), className: 'font-mono text-xs', cell: (kind) => kind.code },
    {
      key: 'criteria',
      header: t('kinds.columns.criteria'),
      cell: (kind, name) => <CriteriaCell kind={kind} name={name} />,
    },
    {
      key: 'maxPlayers',
      header: t('kinds.columns.maxPlayers'),
      numeric: true,
      cell: (kind) => <Count value={kind.maxPlayers} />,
    },
    {
      key: 'maxLiberos',
      header: t('kinds.columns.maxLiberos'),
      numeric: true,
      cell: (kind) => <Count value={kind.maxLiberos} />,
    },
    { key: 'official', header: t('kinds.columns.official'), cell: (kind) => <YesNo value={kind.official} /> },
    {
      key: 'nationalLeague',
      header: t('kinds.columns.nationalLeague'),
      cell: (kind) => <YesNo value={kind.nationalLeague} />,
    },
  ];
  return (
    <SettingsTable
      rows={rows}
      caption={t('kinds.caption')}
      empty={t('kinds.empty')}
      minWidth="min-w-[52rem]"
      name={{ header: t('kinds.columns.name'), of: (kind) => kindName(kind, language) }}
      columns={columns}
      edit={{
        header: t('kinds.columns.actions'),
        text: t('kinds.edit'),
        label: (name) => t('kinds.editLabel', { name }),
      }}
      onEdit={(kind) => onEdit(kind.no)}
    />
  );
}

/** The kind of tournament being edited, or a new one. */
type Editing = { no: number } | 'new';

/** The kinds of indoor tournament: their standings criteria and roster limits, each edited in a dialog. */
export function KindsPanel() {
  const { t } = useTranslation('volley-settings');
  const query = useQuery(tournamentKindsQuery());
  const [editing, setEditing] = useState<Editing>();
  const rows = query.data?.data as TournamentKindRecord[] | undefined;
  const kind = editing && editing !== 'new' ? rows?.find((row) => row.no === editing.no) : undefined;

  return (
    <FoldablePanel title={t('kinds.title')}>
      <SettingsPanelBody
        query={query}
        failed={(reason) => t('kinds.failed', { reason })}
        intro={
          <div className="flex flex-wrap items-start justify-between gap-3">
            <p className="max-w-3xl min-w-0 flex-1 basis-64 text-sm text-slate-700">{t('kinds.intro')}</p>
            <Button variant="secondary" onClick={() => setEditing('new')}>
              {t('kinds.new')}
            </Button>
          </div>
        }
      >
        {(data) => <KindsTable rows={data.data as TournamentKindRecord[]} onEdit={(no) => setEditing({ no })} />}
      </SettingsPanelBody>
      {editing === 'new' ? (
        <KindDialog kind={undefined} onClose={() => setEditing(undefined)} onReload={() => {}} />
      ) : null}
      {kind ? (
        <KindDialog
          // The version read again after a conflict: a new form with it.
          key={`${kind.no}-${kind.version}`}
          kind={kind}
          onClose={() => setEditing(undefined)}
          onReload={() => void query.refetch()}
        />
      ) : null}
    </FoldablePanel>
  );
}

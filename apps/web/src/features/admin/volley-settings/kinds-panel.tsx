import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { currentLanguage } from '../../../lib/i18n';
import { Button } from '../../../ui/button';
import { FoldablePanel } from '../../../ui/foldable-panel';
import { Loading } from '../transfer-settings/settings-ui';
import { parseCriteria } from './criteria';
import { useCriterionName } from './criteria-editor';
import { KindDialog } from './kind-dialog';
import { kindName } from './kind-text';
import { Count, LoadFailure, YesNo } from '../settings-parts';
import { tournamentKindsQuery, type TournamentKindRecord } from './volley-settings-api';

const TH = 'px-3 py-2 text-start text-xs font-semibold tracking-wide whitespace-nowrap text-slate-600 uppercase';
const TH_NUMBER = `${TH} text-end`;
const TD = 'px-3 py-2 align-middle';
const TD_NUMBER = `${TD} text-end tabular-nums`;

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
  if (rows.length === 0) return <p className="text-sm text-slate-700">{t('kinds.empty')}</p>;
  return (
    // On a phone the table scrolls sideways inside the panel, not the page (`relative`: its hidden labels too).
    <div className="relative overflow-x-auto">
      <table className="w-full min-w-[52rem] border-collapse text-sm">
        <caption className="sr-only">{t('kinds.caption')}</caption>
        <thead className="border-b border-slate-200">
          <tr>
            <th scope="col" className={TH}>
              {t('kinds.columns.name')}
            </th>
            <th scope="col" className={TH}>
              {t('kinds.columns.code')}
            </th>
            <th scope="col" className={TH}>
              {t('kinds.columns.criteria')}
            </th>
            <th scope="col" className={TH_NUMBER}>
              {t('kinds.columns.maxPlayers')}
            </th>
            <th scope="col" className={TH_NUMBER}>
              {t('kinds.columns.maxLiberos')}
            </th>
            <th scope="col" className={TH}>
              {t('kinds.columns.official')}
            </th>
            <th scope="col" className={TH}>
              {t('kinds.columns.nationalLeague')}
            </th>
            <th scope="col" className={TH}>
              <span className="sr-only">{t('kinds.columns.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((kind) => {
            const name = kindName(kind, language);
            return (
              <tr key={kind.no} className="border-b border-slate-100 last:border-0">
                <th scope="row" className={`${TD} text-start font-semibold text-slate-900`}>
                  {name}
                </th>
                <td className={`${TD} font-mono text-xs`}>{kind.code}</td>
                <td className={TD}>
                  <CriteriaCell kind={kind} name={name} />
                </td>
                <td className={TD_NUMBER}>
                  <Count value={kind.maxPlayers} />
                </td>
                <td className={TD_NUMBER}>
                  <Count value={kind.maxLiberos} />
                </td>
                <td className={TD}>
                  <YesNo value={kind.official} />
                </td>
                <td className={TD}>
                  <YesNo value={kind.nationalLeague} />
                </td>
                <td className={`${TD} text-end`}>
                  <Button
                    variant="secondary"
                    aria-label={t('kinds.editLabel', { name })}
                    onClick={() => onEdit(kind.no)}
                  >
                    {t('kinds.edit')}
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

/** The kind of tournament being edited, or a new one. */
type Editing = { no: number } | 'new';

/** The kinds of indoor tournament: their standings criteria and roster limits, each edited in a dialog. */
export function KindsPanel() {
  const { t } = useTranslation('volley-settings');
  const query = useQuery(tournamentKindsQuery());
  const [editing, setEditing] = useState<Editing>();
  const rows = query.data?.data as TournamentKindRecord[] | undefined;
  const kind = editing && editing !== 'new' ? rows?.find((row) => row.no === editing.no) : undefined;

  let content;
  if (query.isError)
    content = (
      <LoadFailure
        message={t('kinds.failed', { reason: errorMessage(query.error) })}
        onRetry={() => void query.refetch()}
      />
    );
  else if (rows) content = <KindsTable rows={rows} onEdit={(no) => setEditing({ no })} />;

  return (
    <FoldablePanel title={t('kinds.title')}>
      <div className="flex flex-col gap-3" aria-busy={!content || undefined}>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <p className="max-w-3xl min-w-0 flex-1 basis-64 text-sm text-slate-700">{t('kinds.intro')}</p>
          <Button variant="secondary" onClick={() => setEditing('new')}>
            {t('kinds.new')}
          </Button>
        </div>
        {content ?? <Loading />}
      </div>
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

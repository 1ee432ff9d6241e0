import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { ColumnMapping } from '@libero/shared/import/convert-row';
import { PageLayout } from '../../lib/page-layout';
import { QueryContent, recordNoOf } from '../../lib/query-content';
import { BackLink } from '../../ui/back-link';
import { proposedMapping, sameMapping } from './column-mapping';
import { DiscardImport } from './discard-import';
import { DryRunPanel } from './dry-run-panel';
import { ImportFacts } from './import-facts';
import { ImportProgress } from './import-progress';
import { ImportSummary } from './import-summary';
import { importQuery, isWriting, type ImportView } from './imports-api';
import { MappingPanel } from './mapping-panel';
import { useFieldLabels } from './use-field-labels';
import { useImportAction, type ImportActions } from './use-import-action';

type WorkspaceProps = { view: ImportView; initial: ColumnMapping[]; action: ImportActions };

/**
 * The columns as the user sets them, and what the last dry run found. Once a dry run is done the
 * columns fold away (their panel starts again, folded) and its results take the focus.
 */
function MappingWorkspace({ view, initial, action }: WorkspaceProps) {
  const [mapping, setMapping] = useState(initial);
  const [round, setRound] = useState(0);
  const results = useRef<HTMLDivElement>(null);
  const checked = view.status === 'checked';
  useEffect(() => {
    if (round > 0 && checked) results.current?.focus();
  }, [round, checked]);
  return (
    <>
      <MappingPanel
        key={round}
        view={view}
        mapping={mapping}
        folded={round > 0 || (checked && sameMapping(initial, view.mapping))}
        onChange={setMapping}
        onChecked={() => setRound((count) => count + 1)}
        action={action}
      />
      {checked ? (
        <div ref={results} tabIndex={-1} className="focus:outline-none">
          <DryRunPanel view={view} stale={!sameMapping(mapping, view.mapping)} action={action} />
        </div>
      ) : null}
    </>
  );
}

/** Before writing: the columns, first as checked last, else as proposed with the labels of the three languages. */
function MappingStep({ view, action }: { view: ImportView; action: ImportActions }) {
  const { t } = useTranslation('imports');
  const { labelsOf, loading } = useFieldLabels(view.entity);
  if (loading) return <p className="text-sm text-slate-600">{t('mapping.loading')}</p>;
  const initial =
    view.status === 'checked' && view.mapping
      ? view.mapping
      : proposedMapping(view.entity, view.headers, labelsOf, view.mapping);
  return <MappingWorkspace key={view.id} view={view} initial={initial} action={action} />;
}

/** What the import's status calls for: its columns and dry run, its progress, or how it ended. */
function ImportStep({ view }: { view: ImportView }) {
  const action = useImportAction(view.id);
  if (view.status === 'uploaded' || view.status === 'checked') {
    return (
      <>
        <MappingStep view={view} action={action} />
        <DiscardImport view={view} />
      </>
    );
  }
  if (isWriting(view.status)) return <ImportProgress view={view} action={action} />;
  return <ImportSummary view={view} action={action} />;
}

/**
 * `/imports/{id}`: one spreadsheet import (issue #39) as its status has it, read again on a
 * reload: the columns to map and the dry run while nothing is written, the progress while the
 * server writes (followed every second, stoppable), then how it ended, with its undo.
 */
export function ImportPage() {
  const { t } = useTranslation(['imports', 'common']);
  const param = useParams().id ?? '';
  const id = recordNoOf(param);
  const query = useQuery({ ...importQuery(id ?? 0), enabled: id !== undefined });
  const view = query.data;
  return (
    <PageLayout title={view ? t('page.title', { file: view.fileName }) : t('page.loading', { id: param })}>
      <BackLink to="/imports">{t('page.back')}</BackLink>
      <QueryContent
        query={query}
        notFound={id === undefined}
        notFoundText={t('page.notFound', { id: param })}
        loadingText={t('page.loadingText')}
        retryLabel={t('page.retry')}
      >
        {(data) => (
          <>
            <ImportFacts view={data} />
            <ImportStep view={data} />
          </>
        )}
      </QueryContent>
    </PageLayout>
  );
}

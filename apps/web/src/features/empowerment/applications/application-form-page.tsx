import type { ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { isAdmin } from '@libero/shared/auth/permissions';
import { PROJECT_TYPES, type ProjectType } from '@libero/shared/empowerment/applications';
import type { TApplicationDossier, TCall } from '@libero/shared/empowerment/empowerment-api';
import { entityKeys } from '../../../lib/entities/entity-queries';
import { notify } from '../../../lib/notifications/notifications-store';
import { PageLayout } from '../../../lib/page-layout';
import { QueryContent, recordNoOf } from '../../../lib/query-content';
import { BackLink } from '../../../ui/back-link';
import { actorOf } from '../../../lib/session/actor';
import { useCurrentUser } from '../../../lib/session/current-user';
import { Alert } from '../../../ui/alert';
import { canCreateApplication } from './application-access';
import {
  APPLICATION_ENTITY,
  applicationKeys,
  applicationPagePath,
  applicationQuery,
  APPLICATIONS_PATH,
  callsQuery,
  createApplication,
  updateApplication,
} from './application-api';
import { ApplicationEditor } from './application-editor';
import {
  applicationCreateOf,
  applicationUpdateOf,
  applicationValuesOf,
  newApplicationValues,
  type CheckedApplication,
} from './application-form';

const NOTICE_MS = 5000;

const isProjectType = (value: string | null): value is ProjectType =>
  (PROJECT_TYPES as readonly (string | null)[]).includes(value);

/** The dossier saved: the page it opens shows it at once, the lists are read again, and it is said. */
function useSaved() {
  const client = useQueryClient();
  return (dossier: TApplicationDossier, message: string) => {
    client.setQueryData(applicationKeys.application(dossier.no), dossier);
    void client.invalidateQueries({ queryKey: entityKeys.all(APPLICATION_ENTITY) });
    notify({ kind: 'application-saved', tone: 'success', message, duration: NOTICE_MS, unique: false });
    return dossier;
  };
}

/** The open calls offering `type`, for a new draft. */
const openCallsFor = (calls: readonly TCall[], type: ProjectType) =>
  calls.filter((call) => call.open && call.projectTypes.includes(type));

function NewApplicationForm({ type, calls, callParam }: { type: ProjectType; calls: TCall[]; callParam: string }) {
  const { t } = useTranslation('applications');
  const user = useCurrentUser();
  const saved = useSaved();
  // An admin applies on a federation's behalf; a federation for itself.
  const namesFederation = isAdmin(user);
  const offered = openCallsFor(calls, type);
  const callNo = offered.find((call) => String(call.no) === callParam)?.no;
  const create = async (values: CheckedApplication) =>
    saved(await createApplication(applicationCreateOf(values, namesFederation)), t('form.created'));
  return (
    <ApplicationEditor
      type={type}
      place={{ kind: 'new', calls: offered, namesFederation, ownFederationNo: user.typeNo }}
      values={newApplicationValues(type, callNo)}
      currencyOf={(no) => calls.find((call) => String(call.no) === no)?.currency ?? ''}
      onSave={create}
      cancelTo={APPLICATIONS_PATH}
    />
  );
}

/** `/empowerment/applications/new?type=…&call=…`: a new draft of that type, in that call if open. */
function NewApplication() {
  const { t } = useTranslation(['applications', 'empowerment']);
  const user = useCurrentUser();
  const [params] = useSearchParams();
  const type = params.get('type');
  const calls = useQuery(callsQuery());
  const title = isProjectType(type)
    ? t('form.newTitle', { type: t(`empowerment:projectTypes.${type}`) })
    : t('form.newApplication');

  let content: ReactNode;
  if (!canCreateApplication(actorOf(user))) content = <Alert tone="warning">{t('form.cannotCreate')}</Alert>;
  else if (!isProjectType(type)) content = <Alert tone="warning">{t('form.unknownType')}</Alert>;
  else
    content = (
      <QueryContent
        query={calls}
        notFoundText={t('page.notFound')}
        loadingText={t('form.loadingCalls')}
        retryLabel={t('retry')}
      >
        {(list) => <NewApplicationForm type={type} calls={list} callParam={params.get('call') ?? ''} />}
      </QueryContent>
    );
  return (
    <PageLayout title={title}>
      <BackLink to={APPLICATIONS_PATH}>{t('backToList')}</BackLink>
      {content}
    </PageLayout>
  );
}

function EditApplicationForm({ dossier }: { dossier: TApplicationDossier }) {
  const { t } = useTranslation('applications');
  const client = useQueryClient();
  const saved = useSaved();
  const update = async (values: CheckedApplication) =>
    saved(await updateApplication(dossier.no, applicationUpdateOf(values, dossier.version)), t('form.saved'));
  const reload = async () => {
    await client.invalidateQueries({ queryKey: applicationKeys.application(dossier.no) });
    const fresh = client.getQueryData<TApplicationDossier>(applicationKeys.application(dossier.no));
    return fresh ? applicationValuesOf(fresh) : undefined;
  };
  if (!dossier.canEdit) return <Alert tone="warning">{t('form.notEditable')}</Alert>;
  return (
    <ApplicationEditor
      type={dossier.projectType}
      place={{
        kind: 'existing',
        callTitle: dossier.call.title,
        federation: `${dossier.federation.code} — ${dossier.federation.name}`,
      }}
      values={applicationValuesOf(dossier)}
      currencyOf={() => dossier.call.currency}
      onSave={update}
      onReload={reload}
      cancelTo={applicationPagePath(dossier.no)}
    />
  );
}

/** `/empowerment/applications/{no}/edit`: a draft's content, saved with the version read. */
function EditApplication({ param }: { param: string }) {
  const { t } = useTranslation('applications');
  const no = recordNoOf(param);
  const query = useQuery({ ...applicationQuery(no ?? 0), enabled: no !== undefined });
  return (
    <PageLayout title={t('form.editTitle', { no: param })}>
      <BackLink to={no === undefined ? APPLICATIONS_PATH : applicationPagePath(no)}>{t('backToApplication')}</BackLink>
      <QueryContent
        query={query}
        notFound={no === undefined}
        notFoundText={t('page.notFound')}
        loadingText={t('page.loadingText')}
        retryLabel={t('retry')}
      >
        {(dossier) => <EditApplicationForm dossier={dossier} />}
      </QueryContent>
    </PageLayout>
  );
}

/** The application form: a new draft, or a draft edited (`…/{no}/edit`). */
export function ApplicationFormPage() {
  const param = useParams().no;
  return param === undefined ? <NewApplication /> : <EditApplication param={param} />;
}

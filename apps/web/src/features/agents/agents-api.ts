import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { AgentStatus } from '@libero/shared/agents/player-agents';
import { PlayersAgent } from '@libero/shared/registry/agents';
import { entityKeys, entityListQuery, useEntity } from '../../lib/entities/entity-queries';
import { inEnvironment } from '../../lib/environment';
import { errorMessage } from '../../lib/error-message';
import { http, parseAnswer } from '../../lib/http';
import { notify } from '../../lib/notifications/notifications-store';

export const AGENT_ENTITY = 'PlayersAgent';
export const REPRESENTATION_ENTITY = 'AgentRepresentation';

const UPLOAD_TIMEOUT_MS = 60_000;
export const NOTICE_MS = 5000;

/** An agent as `GetPlayersAgent` answers it (JSON names; flags 0/1). */
export type AgentRecord = {
  no: number;
  noPerson: number | null;
  firstName: string | null;
  lastName: string | null;
  name: string | null;
  nationalityCode: string | null;
  licenceNumber: string | null;
  noFederation: number | null;
  federationCode: string | null;
  federationName: string | null;
  licenceIssuedOn: string | null;
  licenceValidUntil: string | null;
  suspended: 0 | 1 | null;
  suspensionReason: string | null;
  status: AgentStatus | null;
  languages: string | null;
  agency: string | null;
  email: string | null;
  phone: string | null;
  playerCount: number | null;
  version: number;
};

/** Every field of the agent: its page shows them all. */
const AGENT_FIELDS = Object.keys(PlayersAgent.fields);

/** The agent's name as people read it. */
export const agentName = (agent: Pick<AgentRecord, 'name' | 'firstName' | 'lastName'>) =>
  agent.name ?? `${agent.firstName ?? ''} ${agent.lastName ?? ''}`.trim();

export function useAgent(no: number) {
  return useEntity(AGENT_ENTITY, no, { fields: AGENT_FIELDS });
}

/** A representation contract as the agent's page lists it. */
export type Representation = {
  no: number;
  noAgent: number | null;
  noPlayer: number | null;
  playerName: string | null;
  playerFederationCode: string | null;
  startDate: string | null;
  endDate: string | null;
  current: 0 | 1 | null;
  documentFileName: string | null;
  version: number;
};

const REPRESENTATION_FIELDS = [
  'No',
  'NoAgent',
  'NoPlayer',
  'PlayerName',
  'PlayerFederationCode',
  'StartDate',
  'EndDate',
  'Current',
  'DocumentFileName',
  'Version',
];
/** More than an agent ever holds: the panel lists them all. */
const REPRESENTATIONS_SHOWN = 500;

/** The contracts of an agent, the latest start first. */
export function useRepresentations(agentNo: number) {
  return useQuery({
    ...entityListQuery(REPRESENTATION_ENTITY, {
      fields: REPRESENTATION_FIELDS,
      filter: { NoAgent: agentNo },
      sort: ['-StartDate'],
      page: { skip: 0, take: REPRESENTATIONS_SHOWN },
    }),
    select: (answer) => answer.data as Representation[],
  });
}

/** Where a contract's signed document is downloaded, in the selected network. */
export const representationDocumentUrl = (no: number) => inEnvironment(`/api/agent-representations/${no}/document`);

/** Today as the server counts licences and contracts (UTC). */
export const utcToday = () => new Date().toISOString().slice(0, 10);

/** Where a contract stands today: running, over, or not begun. */
export type RepresentationState = 'current' | 'ended' | 'future';

export function representationState(
  representation: Pick<Representation, 'current' | 'startDate'>,
  today: string,
): RepresentationState {
  if (representation.current === 1) return 'current';
  return representation.startDate !== null && representation.startDate > today ? 'future' : 'ended';
}

const ZDocumentAnswer = z.object({ no: z.number(), version: z.number(), documentFileName: z.string() });

/** Uploads (or replaces) a contract's document at the version read: the version first, the server streams the file. */
async function uploadDocument(no: number, version: number, file: File) {
  const body = new FormData();
  body.append('version', String(version));
  body.append('file', file);
  const path = `/api/agent-representations/${no}/document`;
  const answer = await http.put(path, { body, timeout: UPLOAD_TIMEOUT_MS }).json<unknown>();
  return parseAnswer(ZDocumentAnswer, answer, `PUT ${path}`);
}

/** Uploads the document of contract `no` at `version`, and says whether it went through. */
export function useUploadRepresentationDocument() {
  const { t } = useTranslation('agents');
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ no, version, file }: { no: number; version: number; file: File }) =>
      uploadDocument(no, version, file),
    meta: { silent: true },
    onSuccess: () =>
      notify({
        kind: 'agent-document-uploaded',
        tone: 'success',
        message: t('representations.documentUploaded'),
        duration: NOTICE_MS,
      }),
    onError: (error) => notify({ kind: 'agent-document-failed', tone: 'error', message: errorMessage(error) }),
    onSettled: () => client.invalidateQueries({ queryKey: entityKeys.all(REPRESENTATION_ENTITY) }),
  });
}

import type { z } from 'zod';
import { isLanguageCode, languageCodes } from '@libero/shared/agents/player-agents';
import { PlayersAgent } from '@libero/shared/registry/agents';
import { entityFormSchema } from '../../lib/forms/entity-form/entity-form-schema';
import type { EntityFormValues } from '../../lib/forms/entity-form/entity-form-values';
import { everyWritableField, fieldSpec, type FormFieldSpec } from '../../lib/forms/entity-form/field-kinds';
import { i18n } from '../../lib/i18n';
import type { AgentWriteAccess } from './agent-permissions';

/** The licence, kept by admins and the licensing federation. */
const LICENCE_FIELDS = ['LicenceNumber', 'NoFederation', 'LicenceIssuedOn', 'LicenceValidUntil'];
/** What the agent keeps themself (the registry's `self` fields). */
export const OWN_FIELDS = ['Languages', 'Agency', 'Email', 'Phone'];
/** Admins only. */
const SUSPENSION_FIELDS = ['Suspended', 'SuspensionReason'];

export type AgentFormKind = {
  /** A new agent (its person is chosen then, and stays). */
  creating: boolean;
  access: Exclude<AgentWriteAccess, 'none'>;
  /** The user may suspend the licence (admins). */
  suspends: boolean;
};

/** The fields of the agent's form, in order, for who fills it in. */
export function agentFormFields({ creating, access, suspends }: AgentFormKind): string[] {
  if (access === 'self') return OWN_FIELDS;
  return [...(creating ? ['NoPerson'] : []), ...LICENCE_FIELDS, ...OWN_FIELDS, ...(suspends ? SUSPENSION_FIELDS : [])];
}

/** The specs of the fields, with the server's write rules from the registry. */
export function agentFormSpecs(names: readonly string[]): FormFieldSpec[] {
  return names.map((name) => {
    const spec = fieldSpec(PlayersAgent, name, everyWritableField);
    if (!spec) throw new Error(`PlayersAgent.${name} is not writable`);
    return spec;
  });
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The codes of a list that are not ISO 639-1 languages. */
export const unknownLanguages = (list: string) => languageCodes(list).filter((code) => !isLanguageCode(code));

/** `"ES en, pt"` → `"es en pt"`, as the server keeps it. */
export const normalisedLanguages = (list: unknown) => languageCodes(text(list)).join(' ');

/** What the registry's rules cannot say, as the server checks it: languages, the licence's dates, a suspension's reason. */
function checkAgent(values: EntityFormValues, context: z.core.$RefinementCtx<EntityFormValues>) {
  const issue = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
  if ('Languages' in values) {
    const unknown = unknownLanguages(text(values.Languages));
    if (unknown.length > 0) issue('Languages', i18n.t('agents:form.unknownLanguages', { codes: unknown.join(', ') }));
  }
  const issued = text(values.LicenceIssuedOn);
  const until = text(values.LicenceValidUntil);
  if (issued !== '' && until !== '' && until < issued)
    issue('LicenceValidUntil', i18n.t('agents:form.endsBeforeIssued'));
  if (values.Suspended === true && text(values.SuspensionReason) === '')
    issue('SuspensionReason', i18n.t('agents:form.reasonRequired'));
}

/** The form's schema: the registry's rules of the fields shown, and the agent's own. */
export function agentFormSchema(specs: readonly FormFieldSpec[]) {
  return entityFormSchema(specs).superRefine(checkAgent);
}

import { z } from 'zod';
import type { ProjectType } from '@libero/shared/empowerment/applications';
import {
  ZApplicationCreate,
  ZBudgetLine,
  ZCoachSupportDetails,
  ZEquipmentDetails,
  ZKnowledgeTransferDetails,
  type TApplicationCreate,
  type TApplicationDossier,
  type TApplicationUpdate,
} from '@libero/shared/empowerment/empowerment-api';

/** The most budget lines an application holds, as the API takes them. */
export const MAX_BUDGET_LINES = 100;
/** The most equipment items an application asks for. */
export const MAX_ITEMS = 50;

/** A number field: empty (null) until something is typed, then checked by `schema`. */
const typed = (schema: z.ZodNumber) => z.number().nullable().pipe(schema);
/** A choice of a select: nothing chosen yet (`''`) is "required", then checked by `schema`. */
const chosen = <T extends z.ZodType<string, string>>(schema: T) => z.string().min(1).pipe(schema);

const BUDGET_LINE = ZBudgetLine.shape;
const ZBudgetRow = ZBudgetLine.extend({
  category: chosen(BUDGET_LINE.category),
  quantity: typed(BUDGET_LINE.quantity),
  unitAmountMinor: typed(BUDGET_LINE.unitAmountMinor),
});

const ITEMS = ZEquipmentDetails.shape.items;
const ZItemRow = ITEMS.element.extend({ quantity: typed(ITEMS.element.shape.quantity) });

/**
 * The API checks a period once every other field passes: the form says at once that it ends
 * before it starts, as the API words it.
 */
const periodInOrder = ({ startDay, endDay }: { startDay: string; endDay: string }) =>
  !startDay || !endDay || endDay >= startDay;
const PERIOD_ERROR = { message: 'endBeforeStart', path: ['endDay'] };

/**
 * The details of each type as the form holds them (numbers and choices may be empty while typing),
 * then checked by the API's own schema of the type.
 */
const ZDetailsForm = z.discriminatedUnion('type', [
  z
    .strictObject({ ...ZCoachSupportDetails.shape, level: chosen(ZCoachSupportDetails.shape.level) })
    .refine(periodInOrder, PERIOD_ERROR)
    .pipe(ZCoachSupportDetails),
  ZEquipmentDetails.extend({ items: z.array(ZItemRow).min(1).max(MAX_ITEMS) }),
  z
    .strictObject({
      ...ZKnowledgeTransferDetails.shape,
      participants: typed(ZKnowledgeTransferDetails.shape.participants),
    })
    .refine(periodInOrder, PERIOD_ERROR)
    .pipe(ZKnowledgeTransferDetails),
]);

/**
 * What the application form holds, checked with the API's own rules (`ZApplicationCreate`): the
 * call and federation as the selects hold them; an admin names the federation.
 */
export function applicationFormSchema(namesFederation: boolean) {
  return z.object({
    callNo: z.string().min(1),
    federationNo: namesFederation ? z.string().min(1) : z.string(),
    title: ZApplicationCreate.shape.title,
    summary: ZApplicationCreate.shape.summary,
    details: ZDetailsForm,
    budget: z.array(ZBudgetRow).max(MAX_BUDGET_LINES),
  });
}

export type ApplicationFormSchema = ReturnType<typeof applicationFormSchema>;
export type ApplicationFormValues = z.input<ApplicationFormSchema>;
export type CheckedApplication = z.output<ApplicationFormSchema>;
export type BudgetRowValues = ApplicationFormValues['budget'][number];
export type DetailsValues = ApplicationFormValues['details'];

export const NEW_BUDGET_ROW: BudgetRowValues = { description: '', category: '', quantity: 1, unitAmountMinor: null };
export const NEW_ITEM = { code: '', quantity: 1 };

const NEW_DETAILS: Readonly<Record<ProjectType, DetailsValues>> = {
  coachSupport: { type: 'coachSupport', startDay: '', endDay: '', level: '', profile: '' },
  volleyballEquipment: { type: 'volleyballEquipment', items: [{ ...NEW_ITEM }], deliveryAddress: '' },
  knowledgeTransfer: {
    type: 'knowledgeTransfer',
    topic: '',
    experts: '',
    participants: null,
    startDay: '',
    endDay: '',
  },
};

/** A new draft of `type`, in the call chosen before (if any). */
export function newApplicationValues(type: ProjectType, callNo: number | undefined): ApplicationFormValues {
  return {
    callNo: callNo === undefined ? '' : String(callNo),
    federationNo: '',
    title: '',
    summary: '',
    details: structuredClone(NEW_DETAILS[type]),
    budget: [],
  };
}

/** A draft's form values, as its dossier has them. */
export function applicationValuesOf(dossier: TApplicationDossier): ApplicationFormValues {
  return {
    callNo: String(dossier.call.no),
    federationNo: String(dossier.federation.no),
    title: dossier.title,
    summary: dossier.summary,
    details: structuredClone(dossier.details),
    budget: dossier.budget.map((line) => ({ ...line })),
  };
}

const contentOf = (values: CheckedApplication) => ({
  title: values.title,
  summary: values.summary,
  details: values.details,
  budget: values.budget,
});

/** `POST /api/empowerment/applications`: the federation only when the admin named it. */
export function applicationCreateOf(values: CheckedApplication, namesFederation: boolean): TApplicationCreate {
  return {
    callNo: Number(values.callNo),
    ...(namesFederation ? { federationNo: Number(values.federationNo) } : {}),
    ...contentOf(values),
  };
}

/** `PUT /api/empowerment/applications/{no}`: the content, with the version read. */
export function applicationUpdateOf(values: CheckedApplication, version: number): TApplicationUpdate {
  return { version, ...contentOf(values) };
}

/** A line's total in minor units; 0 while its numbers are not typed. */
export const lineTotal = (line: { quantity: number | null; unitAmountMinor: number | null }) =>
  (line.quantity ?? 0) * (line.unitAmountMinor ?? 0);

export const budgetRowsTotal = (lines: readonly BudgetRowValues[]) =>
  lines.reduce((total, line) => total + lineTotal(line), 0);

import { z } from 'zod';
import type { UserTypeCode } from '../auth/user-types';

/** Media organisations and the accreditations of their staff per event (issue #24). */
export const ORGANIZATION_KINDS = ['newspaper', 'tv', 'radio', 'agency', 'photoAgency', 'online'] as const;
export type OrganizationKind = (typeof ORGANIZATION_KINDS)[number];

export const ACCREDITATION_STATUSES = ['requested', 'approved', 'refused', 'withdrawn'] as const;
export type AccreditationStatus = (typeof ACCREDITATION_STATUSES)[number];

/** What the accredited person does at the event (printed on the badge). */
export const ACCREDITATION_FUNCTIONS = ['journalist', 'photographer', 'tvCrew', 'radio', 'editor'] as const;
export type AccreditationFunction = (typeof ACCREDITATION_FUNCTIONS)[number];

/** Who may keep the organisations and decide on accreditations, besides admins. */
export const PRESS_OFFICERS = ['PressOfficer', 'PressAdministrator'] as const satisfies readonly UserTypeCode[];
/** The users who stand for a media person (`typeNo` is their person) and request accreditations for themselves. */
export const MEDIA_PERSON_USERS = ['MediaPerson', 'Photographer'] as const satisfies readonly UserTypeCode[];

/** Whose step it is: a press officer (or an admin), or the accredited person themself. */
export type AccreditationActor = 'officer' | 'self';

export const ACCREDITATION_STEPS = ['approve', 'refuse', 'withdraw'] as const;
export type AccreditationStep = (typeof ACCREDITATION_STEPS)[number];

/** Each step: from which statuses, to which, by whom, and whether it needs a reason. */
export const ACCREDITATION_TRANSITIONS: Readonly<
  Record<
    AccreditationStep,
    {
      from: readonly AccreditationStatus[];
      to: AccreditationStatus;
      by: readonly AccreditationActor[];
      reasoned: boolean;
    }
  >
> = {
  approve: { from: ['requested'], to: 'approved', by: ['officer'], reasoned: false },
  refuse: { from: ['requested'], to: 'refused', by: ['officer'], reasoned: true },
  withdraw: { from: ['requested', 'approved'], to: 'withdrawn', by: ['officer', 'self'], reasoned: false },
};

/** The steps `actors` may take on an accreditation in `status`. */
export function accreditationStepsFor(
  status: AccreditationStatus,
  actors: readonly AccreditationActor[],
): AccreditationStep[] {
  return ACCREDITATION_STEPS.filter((step) => {
    const transition = ACCREDITATION_TRANSITIONS[step];
    return transition.from.includes(status) && transition.by.some((by) => actors.includes(by));
  });
}

/** Statuses that hold the person's one accreditation for an event (a second request waits for it to end). */
export const ACTIVE_ACCREDITATION_STATUSES: readonly AccreditationStatus[] = ['requested', 'approved'];

const ZNo = z.coerce.number().int().min(1).max(2_147_483_647);

/** `POST /api/media/accreditations`: a media person asks for themself; press officers for anyone. */
export const ZAccreditationRequest = z.strictObject({
  personNo: ZNo,
  eventNo: ZNo,
  function: z.enum(ACCREDITATION_FUNCTIONS),
  /** The organisation the person works for at the event; by default their current one. */
  organizationNo: ZNo.nullish(),
});
export type TAccreditationRequest = z.infer<typeof ZAccreditationRequest>;

/** `POST /api/media/accreditations/{no}/steps/{step}`: the version read, and the reason of a refusal. */
export const ZAccreditationStepInput = z.strictObject({
  version: z.coerce.number().int().min(0),
  reason: z.string().trim().max(2000).default(''),
});
export type TAccreditationStepInput = z.infer<typeof ZAccreditationStepInput>;

/** An accreditation as the routes answer it. */
export const ZAccreditation = z.object({
  no: z.number(),
  personNo: z.number(),
  personName: z.string(),
  eventNo: z.number(),
  eventName: z.string(),
  eventStartDate: z.string(),
  eventEndDate: z.string(),
  organizationNo: z.number().nullable(),
  organizationName: z.string().nullable(),
  function: z.enum(ACCREDITATION_FUNCTIONS),
  status: z.enum(ACCREDITATION_STATUSES),
  badgeNumber: z.string().nullable(),
  reason: z.string().nullable(),
  decidedAt: z.string().nullable(),
  version: z.number(),
  /** The steps the viewer may take now. */
  steps: z.array(z.enum(ACCREDITATION_STEPS)),
});
export type TAccreditation = z.infer<typeof ZAccreditation>;

/** `B-{event}-{no}`: the badge number an approval prints. */
export const badgeNumberOf = (eventNo: number, no: number) => `B-${eventNo}-${String(no).padStart(5, '0')}`;

/** Media organisations and the accreditations of their staff per event (issue #24). */
export const ORGANIZATION_KINDS = ['newspaper', 'tv', 'radio', 'agency', 'photoAgency', 'online'] as const;
export type OrganizationKind = (typeof ORGANIZATION_KINDS)[number];

export const ACCREDITATION_STATUSES = ['requested', 'approved', 'refused'] as const;
export type AccreditationStatus = (typeof ACCREDITATION_STATUSES)[number];

/** What the accredited person does at the event (printed on the badge). */
export const ACCREDITATION_FUNCTIONS = ['journalist', 'photographer', 'tvCrew', 'radio', 'editor'] as const;
export type AccreditationFunction = (typeof ACCREDITATION_FUNCTIONS)[number];

/** Where the media organisations' pages are. */
export const ORGANIZATIONS_PATH = '/media/organizations';
export const organizationPath = (no: number) => `${ORGANIZATIONS_PATH}/${no}`;
export const mediaPersonPath = (no: number) => `/media-staff/${no}`;
/** The badge of an approved accreditation, a server route. */
export const badgePath = (no: number) => `/api/media/accreditations/${no}/badge.pdf`;

import { ZAccreditation, type AccreditationStep, type TAccreditationRequest } from '@libero/shared/media/organizations';
import { postJson } from '../../../lib/http';

/** Asks for an accreditation (`POST /api/media/accreditations`); answers it as created. */
export const requestAccreditation = (input: TAccreditationRequest) =>
  postJson('/api/media/accreditations', input, ZAccreditation);

/** Approves, refuses (with a reason) or withdraws an accreditation; answers it as it now is. */
export const takeAccreditationStep = (no: number, step: AccreditationStep, version: number, reason = '') =>
  postJson(`/api/media/accreditations/${no}/steps/${step}`, { version, reason }, ZAccreditation);

import type { WorkSource } from './features/work-queue';
import { bankAccountWork } from './features/bank-accounts/bank-account-work';
import { entryListWork } from './features/beach/entry-list-work';
import { matchResultWork } from './features/competitions/match-result-work';
import { empowermentWork } from './features/empowerment/empowerment-work';
import { legalWork } from './features/legal/legal-work';
import { injuryWork } from './features/medical/injuries/injury-work';
import { articleWork } from './features/media/articles/article-work';
import { transferWork } from './features/transfers/transfer-work';

/** What each area puts in a user's work queue (issue #26), beside its own rules. */
export const WORK_SOURCES: readonly WorkSource[] = [
  transferWork,
  matchResultWork,
  entryListWork,
  legalWork,
  empowermentWork,
  articleWork,
  injuryWork,
  bankAccountWork,
];

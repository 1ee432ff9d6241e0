import { CircleHelp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TextLink } from '../ui/text-link';

/** The in-app help (`/help`): a guide per task, for each kind of user. */
export const HELP_PATH = '/help';

/** The guides of the in-app help, in the order the help page lists them (`features/help`). */
export const HELP_GUIDE_IDS = [
  'register-player',
  'start-transfer',
  'file-legal-case',
  'apply-for-empowerment',
  'run-indoor-tournament',
  'run-beach-draw',
  'enter-match-results',
  'publish-article',
] as const;

export type HelpGuideId = (typeof HELP_GUIDE_IDS)[number];

export function isHelpGuideId(value: string | undefined): value is HelpGuideId {
  return (HELP_GUIDE_IDS as readonly (string | undefined)[]).includes(value);
}

export const helpGuidePath = (guide: HelpGuideId) => `${HELP_PATH}/${guide}`;

/** "How does this work?": the link from a page to the guide that explains it. */
export function HowItWorksLink({ guide }: { guide: HelpGuideId }) {
  const { t } = useTranslation('common');
  return (
    <TextLink to={helpGuidePath(guide)} className="inline-flex items-center gap-1 text-sm">
      <CircleHelp aria-hidden="true" className="size-4" />
      {t('help.howItWorks')}
    </TextLink>
  );
}

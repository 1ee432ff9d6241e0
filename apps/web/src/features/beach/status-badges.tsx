import { useTranslation } from 'react-i18next';
import { BEACH_MATCH_STATUS, BEACH_TOURNAMENT_STATUS } from '@libero/shared/registry/beach';
import { Badge, type BadgeTone } from '../../ui/badge';
import {
  codeOf,
  MATCH_STATUS_CODES,
  TOURNAMENT_STATUS_CODES,
  type BeachMatchStatus,
  type BeachTournamentStatus,
} from './beach-codes';

const S = BEACH_TOURNAMENT_STATUS;
const TOURNAMENT_TONES: Record<BeachTournamentStatus, BadgeTone> = {
  [S.planned]: 'neutral',
  [S.entryOpen]: 'info',
  [S.entryClosed]: 'warning',
  [S.drawn]: 'info',
  [S.running]: 'success',
  [S.finished]: 'neutral',
  [S.rankingPublished]: 'neutral',
  [S.cancelled]: 'danger',
};

const MATCH_TONES: Record<BeachMatchStatus, BadgeTone> = {
  [BEACH_MATCH_STATUS.scheduled]: 'plain',
  [BEACH_MATCH_STATUS.running]: 'success',
  [BEACH_MATCH_STATUS.finished]: 'neutral',
};

export function BeachTournamentStatusBadge({ status }: { status: unknown }) {
  const { t } = useTranslation('beach');
  const code = codeOf(TOURNAMENT_STATUS_CODES, status);
  if (code === undefined) return null;
  return <Badge tone={TOURNAMENT_TONES[code]}>{t(`tournamentStatuses.${code}`)}</Badge>;
}

export function BeachMatchStatusBadge({ status }: { status: unknown }) {
  const { t } = useTranslation('beach');
  const code = codeOf(MATCH_STATUS_CODES, status);
  if (code === undefined) return null;
  return <Badge tone={MATCH_TONES[code]}>{t(`matchStatuses.${code}`)}</Badge>;
}

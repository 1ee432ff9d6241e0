import { useTranslation } from 'react-i18next';
import { canSeeInjuries } from '@libero/shared/auth/permissions';
import { UserTypeNo } from '@libero/shared/auth/user-types';
import type { InjurySeverity, InjuryStatus } from '@libero/shared/medical/injuries';
import { formatDate } from '../../../lib/dates/date-formats';
import { useEntityList } from '../../../lib/entities/entity-queries';
import { errorMessage } from '../../../lib/error-message';
import { useCurrentUser } from '../../../lib/session/current-user';
import { Alert } from '../../../ui/alert';
import { FoldablePanel } from '../../../ui/foldable-panel';
import { TextLink } from '../../../ui/text-link';
import { ConfidentialNote } from './confidential-note';
import { INJURY_ENTITY, injuryPath } from './injuries-api';
import { InjuryStatusBadge, SeverityBadge } from './injury-badges';

type Row = {
  no: number;
  occurredOn: string;
  bodyPart: string;
  injuryType: string;
  severity: InjurySeverity;
  status: InjuryStatus;
  expectedReturnOn: string | null;
};
const FIELDS = ['No', 'OccurredOn', 'BodyPart', 'InjuryType', 'Severity', 'Status', 'ExpectedReturnOn'];

function InjuriesList({ playerNo }: { playerNo: number }) {
  const { t } = useTranslation('injuries');
  const query = useEntityList(INJURY_ENTITY, { fields: FIELDS, filter: { NoPlayer: playerNo }, sort: ['-OccurredOn'] });
  const rows = (query.data?.data ?? []) as Row[];
  return (
    <FoldablePanel title={t('panel.title')} loading={query.isPending}>
      <ConfidentialNote />
      {query.isError ? <Alert tone="error">{errorMessage(query.error)}</Alert> : null}
      {query.isSuccess && rows.length === 0 ? <p className="mt-2 text-sm text-slate-600">{t('panel.empty')}</p> : null}
      {rows.length > 0 ? (
        <ul aria-label={t('panel.caption')} className="mt-2 divide-y divide-slate-100">
          {rows.map((row) => (
            <li key={row.no} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm">
              <TextLink to={injuryPath(row.no)} className="font-medium">
                {formatDate(row.occurredOn)} · {t(`bodyParts.${row.bodyPart}` as 'bodyParts.other')} ·{' '}
                {t(`injuryTypes.${row.injuryType}` as 'injuryTypes.other')}
              </TextLink>
              <SeverityBadge severity={row.severity} />
              <InjuryStatusBadge status={row.status} />
              {row.expectedReturnOn ? (
                <span className="text-slate-600">
                  {t('fields.expectedReturnOn')}: {formatDate(row.expectedReturnOn)}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </FoldablePanel>
  );
}

/**
 * A player's injuries on their profile, for those who may read injuries (a player their own only);
 * nobody else is even told the panel exists.
 */
export function InjuriesPanel({ playerNo }: { playerNo: number }) {
  const user = useCurrentUser();
  if (!canSeeInjuries(user)) return null;
  if (user.type === UserTypeNo.Player && user.typeNo !== playerNo) return null;
  return <InjuriesList playerNo={playerNo} />;
}

import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TCurrentUser } from '@libero/shared/auth/current-user';
import { UserTypeNo } from '@libero/shared/auth/user-types';
import type {
  TDashboardMatch,
  TDashboardRole,
  TDashboardTeam,
  TDashboardTransfer,
} from '@libero/shared/dashboard/dashboard';
import { formatDate } from '../../lib/dates/date-formats';
import { httpStatusOf } from '../../lib/http';
import { currentLanguage } from '../../lib/i18n';
import { Badge } from '../../ui/badge';
import { FoldablePanel } from '../../ui/foldable-panel';
import { TextLink } from '../../ui/text-link';
import { agentPath } from '../agents';
import { beachPlayerRankingPath, playerRankingQuery } from '../beach';
import { seasonName, TransferStatusBadge } from '../transfers';

export type RoleKind = TDashboardRole['kind'];
type RoleOf<K extends RoleKind> = Extract<TDashboardRole, { kind: K }>;

const ROLE_KINDS: Partial<Record<number, RoleKind>> = {
  [UserTypeNo.Player]: 'player',
  [UserTypeNo.VolleyClub]: 'club',
  [UserTypeNo.Referee]: 'referee',
  [UserTypeNo.Federation]: 'federation',
};

/**
 * The role section the server answers for this user (as it decides it: by user type, for users
 * standing for a record), known before its answer comes so that the page can say it loads.
 */
export function expectedRoleKind(user: Pick<TCurrentUser, 'type' | 'typeNo'>): RoleKind | undefined {
  return user.typeNo > 0 ? ROLE_KINDS[user.type] : undefined;
}

const TRANSFERS_PATH = '/volley/transfers';
const transferPath = (no: number) => `${TRANSFERS_PATH}/${no}`;
const clubPath = (no: number) => `/volley/clubs/${no}`;
const tournamentPath = (no: number) => `/volley/tournaments/${no}`;
const playerPath = (no: number) => `/players/${no}`;

const LIST = 'divide-y divide-slate-100 text-sm';
const ROW = 'flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 py-2';

function Empty({ children }: { children: ReactNode }) {
  return <p className="text-sm text-slate-600">{children}</p>;
}

/** `Club A (ITA) → Club B (FRA)`, the arrow read as "to". */
function Route({ from, to }: { from: string; to: string }) {
  const { t } = useTranslation('dashboard');
  return (
    <>
      {from} <span aria-hidden="true">→</span>
      <span className="sr-only">{t('role.to')}</span> {to}
    </>
  );
}

/**
 * Transfers, each leading to its page: by the player moving, or (for the player's own) by where
 * they move from and to.
 */
function TransferList({ transfers, byRoute = false }: { transfers: readonly TDashboardTransfer[]; byRoute?: boolean }) {
  const { t } = useTranslation('dashboard');
  return (
    <ul className={LIST}>
      {transfers.map((transfer) => {
        const season = t('role.season', { season: seasonName(transfer.firstSeason) });
        return (
          <li key={transfer.no} className={ROW}>
            <span className="min-w-0">
              <TextLink to={transferPath(transfer.no)}>
                {byRoute ? <Route from={transfer.from} to={transfer.to} /> : transfer.playerName}
              </TextLink>
              <span className="block text-xs text-slate-600">
                {byRoute ? (
                  season
                ) : (
                  <>
                    <Route from={transfer.from} to={transfer.to} /> · {season}
                  </>
                )}
              </span>
            </span>
            <TransferStatusBadge status={transfer.status} />
          </li>
        );
      })}
    </ul>
  );
}

/** `20 Nov 2026, 16:00` (the hall's local day and time, as the schedule shows it), the day alone, or nothing. */
function matchWhen(match: TDashboardMatch): string | null {
  if (!match.date) return null;
  const time = match.time?.slice(0, 5);
  return time ? formatDate(`${match.date}T${time}`, 'timeShortWithYear') : formatDate(match.date);
}

/** Matches to come, in the order they are played, with the user's duty in each when they have one. */
function MatchList({ matches }: { matches: readonly TDashboardMatch[] }) {
  const { t } = useTranslation('dashboard');
  return (
    <ul className={LIST}>
      {matches.map((match) => {
        const when = matchWhen(match);
        return (
          <li key={match.no} className={ROW}>
            <span className="min-w-0">
              <span className="block font-medium text-slate-900">
                {t('role.versus', { teamA: match.teamA ?? t('role.tbd'), teamB: match.teamB ?? t('role.tbd') })}
              </span>
              <span className="block text-xs text-slate-600">
                {when ? <time dateTime={match.date ?? undefined}>{when}</time> : t('role.dateTbd')} ·{' '}
                <TextLink to={tournamentPath(match.tournament.no)}>{match.tournament.name}</TextLink>
              </span>
            </span>
            {match.duty ? <Badge tone="info">{t(`role.duties.${match.duty}`)}</Badge> : null}
          </li>
        );
      })}
    </ul>
  );
}

function TeamList({ teams }: { teams: readonly TDashboardTeam[] }) {
  const { t } = useTranslation('dashboard');
  return (
    <ul className={LIST}>
      {teams.map((team) => (
        <li key={team.no} className={ROW}>
          <span className="min-w-0">
            <span className="block font-medium text-slate-900">{team.name}</span>
            <TextLink to={tournamentPath(team.tournament.no)} className="text-xs">
              {team.tournament.name}
            </TextLink>
          </span>
          <span className="text-xs whitespace-nowrap text-slate-600">
            {team.startDate === team.endDate
              ? formatDate(team.startDate)
              : t('role.dates', { start: formatDate(team.startDate), end: formatDate(team.endDate) })}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** A count in a panel's header: "12 open". */
function HeaderCount({ children }: { children: ReactNode }) {
  return <span className="text-slate-600 tabular-nums">{children}</span>;
}

/** The player's beach world ranking today: position and points, or that they are not ranked. */
function BeachRankingPanel({ playerNo }: { playerNo: number | undefined }) {
  const { t } = useTranslation('dashboard');
  const ranking = useQuery({ ...playerRankingQuery(playerNo ?? 0, 'world', undefined), enabled: !!playerNo });
  const number = new Intl.NumberFormat(currentLanguage());
  // A player the ranking does not know (404) is simply not ranked.
  const unknown = httpStatusOf(ranking.error) === 404;
  const player = ranking.data;
  let content: ReactNode;
  if (ranking.isError && !unknown) content = <Empty>{t('role.ranking.failed')}</Empty>;
  else if (unknown || player?.position == null) content = <Empty>{t('role.ranking.notRanked')}</Empty>;
  else
    content = (
      <dl className="grid grid-cols-2 gap-2">
        <div className="rounded-md border border-slate-200 px-3 py-2">
          <dt className="text-xs text-slate-600">{t('role.ranking.position')}</dt>
          <dd className="text-xl font-semibold text-slate-900 tabular-nums">{number.format(player.position)}</dd>
        </div>
        <div className="rounded-md border border-slate-200 px-3 py-2">
          <dt className="text-xs text-slate-600">{t('role.ranking.points')}</dt>
          <dd className="text-xl font-semibold text-slate-900 tabular-nums">{number.format(player.points)}</dd>
        </div>
      </dl>
    );
  return (
    <FoldablePanel title={t('role.ranking.title')} loading={!playerNo || ranking.isLoading}>
      {content}
      {playerNo ? (
        <p className="mt-3 text-sm">
          <TextLink to={beachPlayerRankingPath(playerNo)}>{t('role.ranking.details')}</TextLink>
        </p>
      ) : null}
    </FoldablePanel>
  );
}

function PlayerPanels({ section }: { section: RoleOf<'player'> | undefined }) {
  const { t } = useTranslation('dashboard');
  const loading = !section;
  return (
    <>
      {/* The small panels share a cell of the grid, next to the account panel. */}
      <div className="flex flex-col gap-4">
        <FoldablePanel title={t('role.club.title')} loading={loading}>
          {section?.club ? (
            <TextLink to={clubPath(section.club.no)}>{section.club.name}</TextLink>
          ) : (
            <Empty>{t('role.club.none')}</Empty>
          )}
        </FoldablePanel>
        <FoldablePanel title={t('role.agent.title')} loading={loading}>
          {section?.agent ? (
            <TextLink to={agentPath(section.agent.no)}>{section.agent.name}</TextLink>
          ) : (
            <Empty>{t('role.agent.none')}</Empty>
          )}
        </FoldablePanel>
        <BeachRankingPanel playerNo={section?.playerNo} />
      </div>
      <FoldablePanel title={t('role.myTransfers.title')} loading={loading}>
        {section?.transfers.length ? (
          <TransferList transfers={section.transfers} byRoute />
        ) : (
          <Empty>{t('role.myTransfers.none')}</Empty>
        )}
      </FoldablePanel>
      <FoldablePanel title={t('role.nextMatches.title')} loading={loading}>
        {section?.nextMatches.length ? (
          <MatchList matches={section.nextMatches} />
        ) : (
          <Empty>{t('role.nextMatches.none')}</Empty>
        )}
      </FoldablePanel>
    </>
  );
}

function ClubPanels({ section }: { section: RoleOf<'club'> | undefined }) {
  const { t } = useTranslation('dashboard');
  const loading = !section;
  const rosterCount = section?.rosterCount ?? 0;
  const shown = section?.roster.length ?? 0;
  return (
    <>
      <FoldablePanel
        title={t('role.roster.title')}
        loading={loading}
        actions={section ? <HeaderCount>{t('role.roster.count', { count: rosterCount })}</HeaderCount> : null}
      >
        {section?.roster.length ? (
          <>
            <ul className="grid grid-cols-1 gap-x-4 text-sm sm:grid-cols-2">
              {section.roster.map((player) => (
                <li key={player.no} className="py-1">
                  <TextLink to={playerPath(player.no)}>{player.name}</TextLink>
                </li>
              ))}
            </ul>
            {rosterCount > shown ? (
              <p className="mt-2 text-xs text-slate-600">{t('role.roster.more', { shown, count: rosterCount })}</p>
            ) : null}
          </>
        ) : (
          <Empty>{t('role.roster.none')}</Empty>
        )}
      </FoldablePanel>
      <FoldablePanel title={t('role.openTransfers.title')} loading={loading}>
        {section?.transfers.length ? (
          <TransferList transfers={section.transfers} />
        ) : (
          <Empty>{t('role.openTransfers.none')}</Empty>
        )}
      </FoldablePanel>
    </>
  );
}

function RefereePanels({ section }: { section: RoleOf<'referee'> | undefined }) {
  const { t } = useTranslation('dashboard');
  return (
    <FoldablePanel title={t('role.assignments.title')} loading={!section}>
      {section?.assignments.length ? (
        <MatchList matches={section.assignments} />
      ) : (
        <Empty>{t('role.assignments.none')}</Empty>
      )}
    </FoldablePanel>
  );
}

function FederationRolePanels({ section }: { section: RoleOf<'federation'> | undefined }) {
  const { t } = useTranslation('dashboard');
  const loading = !section;
  const count = section?.openTransferCount ?? 0;
  const shown = section?.openTransfers.length ?? 0;
  return (
    <>
      <FoldablePanel
        title={t('role.openTransfers.title')}
        loading={loading}
        actions={
          section ? (
            <>
              <HeaderCount>{t('role.openTransfers.count', { count })}</HeaderCount>
              <TextLink to={TRANSFERS_PATH}>{t('role.openTransfers.all')}</TextLink>
            </>
          ) : null
        }
      >
        {section?.openTransfers.length ? (
          <>
            <TransferList transfers={section.openTransfers} />
            {count > shown ? (
              <p className="mt-2 text-xs text-slate-600">{t('role.openTransfers.more', { shown, count })}</p>
            ) : null}
          </>
        ) : (
          <Empty>{t('role.openTransfers.none')}</Empty>
        )}
      </FoldablePanel>
      <FoldablePanel title={t('role.teams.title')} loading={loading}>
        {section?.teams.length ? <TeamList teams={section.teams} /> : <Empty>{t('role.teams.none')}</Empty>}
      </FoldablePanel>
    </>
  );
}

/**
 * What matters to the user's role (issue #26), in place of the registry's counts: `section` is the
 * dashboard's answer, undefined while it is on its way (the panels of `kind` then say they load).
 */
export function RolePanels({ kind, section }: { kind: RoleKind; section: TDashboardRole | undefined }) {
  switch (kind) {
    case 'player':
      return <PlayerPanels section={section?.kind === 'player' ? section : undefined} />;
    case 'club':
      return <ClubPanels section={section?.kind === 'club' ? section : undefined} />;
    case 'referee':
      return <RefereePanels section={section?.kind === 'referee' ? section : undefined} />;
    case 'federation':
      return <FederationRolePanels section={section?.kind === 'federation' ? section : undefined} />;
  }
}

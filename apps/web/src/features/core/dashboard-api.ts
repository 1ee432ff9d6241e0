import { queryOptions } from '@tanstack/react-query';
import { ZDashboard, type DashboardCountKey, type TDashboard } from '@libero/shared/dashboard/dashboard';
import { getJson } from '../../lib/http';

export const dashboardKeys = {
  all: ['dashboard'] as const,
  summary: () => [...dashboardKeys.all, 'summary'] as const,
};

/** `GET /api/dashboard` in the selected network (the environment only changes with a reload). */
export const dashboardQuery = queryOptions({
  queryKey: dashboardKeys.summary(),
  queryFn: (): Promise<TDashboard> => getJson('/api/dashboard', ZDashboard),
  staleTime: 60_000,
  // The page shows its own error, with a way to try again.
  meta: { silent: true },
});

/** The list page each count leads to. */
export const COUNT_PATHS: Record<DashboardCountKey, string> = {
  federations: '/federations',
  volleyClubs: '/volley/clubs',
  players: '/players',
  coaches: '/coaches',
  referees: '/referees',
  officials: '/officials',
  medicalStaff: '/medical-staff',
  mediaStaff: '/media-staff',
  users: '/admin/users',
};

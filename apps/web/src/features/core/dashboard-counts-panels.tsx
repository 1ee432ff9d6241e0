import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TDashboard } from '@libero/shared/dashboard/dashboard';
import { FoldablePanel } from '../../ui/foldable-panel';
import { TextLink } from '../../ui/text-link';
import { COUNT_PATHS } from './dashboard-api';

type Counts = TDashboard['counts'];

function CountLinks({ counts, query = '' }: { counts: Counts; query?: string }) {
  const { t, i18n } = useTranslation('dashboard');
  const format = new Intl.NumberFormat(i18n.language);
  return (
    <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
      {counts.map(({ key, count }) => (
        <li key={key}>
          <Link
            to={`${COUNT_PATHS[key]}${query}`}
            className="flex h-full flex-col rounded-md border border-slate-200 px-3 py-2 hover:border-sky-300 hover:bg-sky-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600"
          >
            <span className="text-xl font-semibold text-slate-900 tabular-nums">{format.format(count)}</span>
            <span className="text-xs text-slate-600">{t(`counts.${key}`)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** What the user may see, counted, each leading to its list. */
export function CountsPanel({ counts, loading }: { counts: Counts; loading: boolean }) {
  const { t } = useTranslation('dashboard');
  return (
    <FoldablePanel title={t('counts.title')} loading={loading}>
      {counts.length > 0 ? (
        <CountLinks counts={counts} />
      ) : (
        <p className="text-sm text-slate-600">{t('counts.none')}</p>
      )}
    </FoldablePanel>
  );
}

/** A Federation user's own federation: its profile and the same counts within it. */
export function FederationPanel({
  federation,
  loading,
}: {
  federation: TDashboard['ownFederation'];
  loading: boolean;
}) {
  const { t } = useTranslation('dashboard');
  const title = federation ? t('federation.title', { name: federation.name }) : t('federation.titleUnknown');
  return (
    <FoldablePanel
      title={title}
      loading={loading}
      actions={federation ? <TextLink to={`/federations/${federation.no}`}>{t('federation.profile')}</TextLink> : null}
    >
      {federation ? (
        <CountLinks counts={federation.counts} query={`?federation=${federation.code}`} />
      ) : (
        <p className="text-sm text-slate-600">{t('federation.missing')}</p>
      )}
    </FoldablePanel>
  );
}

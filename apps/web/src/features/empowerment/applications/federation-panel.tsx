import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { UserTypeNo } from '@libero/shared/auth/user-types';
import type { EligibilityRule } from '@libero/shared/empowerment/eligibility';
import type { TCall } from '@libero/shared/empowerment/empowerment-api';
import { errorMessage } from '../../../lib/error-message';
import { useCurrentUser } from '../../../lib/session/current-user';
import { TextLink } from '../../../ui/text-link';
import { callsQuery, eligibilityQuery, federationProfilePath } from './application-api';
import { EligibilityVerdicts } from './eligibility-panel';

/** The rules about the federation itself, whatever the call. */
const FEDERATION_RULES: ReadonlySet<EligibilityRule> = new Set(['inProgramme', 'notSuspended', 'finalReportsIn']);

/** The federation's standing in the programme, read against the first open call. */
function FederationEligibility({ call }: { call: TCall }) {
  const { t } = useTranslation('applications');
  const [type] = call.projectTypes;
  const query = useQuery({ ...eligibilityQuery(call.no, type ?? 'coachSupport'), enabled: type !== undefined });
  if (query.isError) return <p className="text-sm text-red-800">{errorMessage(query.error)}</p>;
  if (!query.data)
    return (
      <p role="status" className="text-sm text-slate-600">
        {t('federation.loading')}
      </p>
    );
  const { federation, verdicts } = query.data;
  return (
    <>
      <p className="text-sm text-slate-900">{`${federation.code} — ${federation.name}`}</p>
      <EligibilityVerdicts
        about="federation"
        verdicts={verdicts.filter((verdict) => FEDERATION_RULES.has(verdict.rule))}
      />
    </>
  );
}

/** A Federation user's own federation: its eligibility to apply now, and its profile. */
function OwnFederation({ federationNo }: { federationNo: number }) {
  const { t } = useTranslation('applications');
  const calls = useQuery(callsQuery());
  const openCall = calls.data?.find((call) => call.open);
  return (
    <>
      <p className="text-sm text-slate-700">{t('federation.text')}</p>
      {openCall ? <FederationEligibility call={openCall} /> : null}
      {calls.data && !openCall ? <p className="text-sm text-slate-600">{t('federation.noOpenCall')}</p> : null}
      <p className="text-sm">
        <TextLink to={federationProfilePath(federationNo)}>{t('federation.profileLink')}</TextLink>
      </p>
    </>
  );
}

/**
 * "Your national federation" (a tour anchor): for a Federation user its eligibility and a link to
 * its profile, which applications rely on; for others, the federations.
 */
export function FederationPanel() {
  const { t } = useTranslation('applications');
  const user = useCurrentUser();
  const headingId = useId();
  const own = user.type === UserTypeNo.Federation && user.typeNo > 0;
  return (
    <section
      data-tour="federation-profile"
      aria-labelledby={headingId}
      className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white px-4 py-3 shadow-xs"
    >
      <h2 id={headingId} className="text-sm font-semibold text-slate-900">
        {own ? t('federation.title') : t('federation.othersTitle')}
      </h2>
      {own ? (
        <OwnFederation federationNo={user.typeNo} />
      ) : (
        <>
          <p className="text-sm text-slate-700">{t('federation.othersText')}</p>
          <p className="text-sm">
            <TextLink to="/federations">{t('federation.federationsLink')}</TextLink>
          </p>
        </>
      )}
    </section>
  );
}

import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FilePlus2, Inbox } from 'lucide-react';
import { canOpenEmpowermentAdmin } from '@libero/shared/auth/permissions';
import { UserTypeNo } from '@libero/shared/auth/user-types';
import { actorOf } from '../../lib/session/actor';
import { useCurrentUser } from '../../lib/session/current-user';
import { PageLayout } from '../../lib/page-layout';
import { TextLink } from '../../ui/text-link';
import { useApplicationsTour } from './applications-tour';

/** Not available yet: focusable and explained (a disabled button could not show why). */
function NewApplicationButton() {
  const { t } = useTranslation('pages');
  const hintId = useId();
  return (
    <>
      <button
        type="button"
        data-tour="new-application"
        aria-disabled="true"
        aria-describedby={hintId}
        title={t('applications.comingSoon')}
        onClick={(event) => event.preventDefault()}
        className="inline-flex min-h-9 cursor-not-allowed items-center gap-2 rounded-md bg-sky-700/60 px-3 py-1.5 text-sm font-medium text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600"
      >
        <FilePlus2 aria-hidden="true" className="size-4" />
        {t('applications.new')}
      </button>
      <span id={hintId} className="sr-only">
        {t('applications.comingSoon')}
      </span>
    </>
  );
}

/**
 * `/empowerment/applications`, the route named `applications`. The applications themselves come
 * with the empowerment module; this frame says what they are and hosts the guided tour.
 */
export function ApplicationsPage() {
  const { t } = useTranslation('pages');
  const user = useCurrentUser();
  useApplicationsTour(user.no);
  const federationUser = user.type === UserTypeNo.Federation && user.typeNo > 0;
  return (
    <PageLayout title={t('sections.empowermentApplications')} actions={<NewApplicationButton />}>
      <p data-tour="applications-intro" className="max-w-3xl text-sm text-slate-700">
        {t('applications.intro')}
      </p>
      <div className="grid gap-4 md:grid-cols-2">
        <section
          data-tour="federation-profile"
          aria-labelledby="federation-profile-heading"
          className="rounded-lg border border-slate-200 bg-white px-4 py-3"
        >
          <h2 id="federation-profile-heading" className="text-sm font-semibold text-slate-900">
            {t('applications.profileTitle')}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t('applications.profileText')}</p>
          <p className="mt-2 text-sm">
            <TextLink to={federationUser ? `/federations/${user.typeNo}` : '/federations'}>
              {federationUser ? t('applications.profileLink') : t('applications.federationsLink')}
            </TextLink>
          </p>
        </section>
        <section
          data-tour="your-applications"
          aria-labelledby="your-applications-heading"
          className="rounded-lg border border-dashed border-slate-300 bg-white px-4 py-3"
        >
          <h2 id="your-applications-heading" className="text-sm font-semibold text-slate-900">
            {t('applications.listTitle')}
          </h2>
          <p className="mt-2 flex items-start gap-2 text-sm text-slate-600">
            <Inbox aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-400" />
            {t('applications.empty')}
          </p>
        </section>
      </div>
      <p className="text-sm text-slate-500">{t('planned.message')}</p>
      {canOpenEmpowermentAdmin(actorOf(user)) ? (
        <p className="text-sm">
          <TextLink to="/empowerment/applications/admin">{t('applications.adminLink')}</TextLink>
        </p>
      ) : null}
    </PageLayout>
  );
}

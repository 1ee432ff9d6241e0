import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { errorMessage } from '../../lib/error-message';
import { Alert } from '../../ui/alert';

/** The record number in the path (`/federations/7`), or undefined when it is not one. */
export function useRecordNo(): number | undefined {
  const no = Number(useParams().no);
  return Number.isSafeInteger(no) && no > 0 ? no : undefined;
}

/** The top of a body's profile: its flag or mark, its name, and a line of details below. */
export function BodyHeader({ mark, name, children }: { mark?: ReactNode; name: string; children?: ReactNode }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      {mark}
      <div className="flex min-w-0 flex-col">
        <span className="text-lg font-semibold break-words text-slate-900">{name}</span>
        {children ? (
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">{children}</span>
        ) : null}
      </div>
    </div>
  );
}

/** What a profile says instead of the record: no such number, or the error of the request. */
export function ProfileProblem({ valid, error }: { valid: boolean; error: unknown }) {
  const { t } = useTranslation('bodies');
  if (!valid) return <Alert tone="error">{t('profile.notFound')}</Alert>;
  return error ? <Alert tone="error">{errorMessage(error)}</Alert> : null;
}

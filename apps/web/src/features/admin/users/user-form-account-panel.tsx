import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TUserDetail } from '@libero/shared/users/admin-users';
import { errorMessage } from '../../../lib/error-message';
import { notify } from '../../../lib/notifications/notifications-store';
import { Button } from '../../../ui/button';
import { FoldablePanel } from '../../../ui/foldable-panel';
import { DateTime } from '../admin-ui';
import { sendPasswordReset } from './users-api';

const NOTICE_MS = 5000;

function Item({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5 py-1.5">
      <dt className="text-slate-600">{term}</dt>
      <dd className="text-right font-medium text-slate-900">{children}</dd>
    </div>
  );
}

export type AccountPanelProps = {
  /** The user as the server last answered. */
  user: TUserDetail;
  /** Whether the administrator may act on the account (only a Supervisor acts on an admin's). */
  canManage: boolean;
};

/**
 * The account beside the form: its number, dates, password and sessions, and a button that mails
 * the user a link to choose a new password (not to an inactive user, who could not sign in).
 */
export function AccountPanel({ user, canManage }: AccountPanelProps) {
  const { t } = useTranslation('user-form');
  const { t: common } = useTranslation();
  const hintId = useId();
  const [sending, setSending] = useState(false);

  const sendLink = async () => {
    setSending(true);
    try {
      await sendPasswordReset(user.no);
      notify({
        kind: 'user-reset-link',
        tone: 'success',
        message: t('account.resetSent', { email: user.email }),
        duration: NOTICE_MS,
        unique: false,
      });
    } catch (error) {
      notify({
        kind: 'user-reset-link-failed',
        tone: 'error',
        message: t('account.resetFailed', { reason: errorMessage(error) }),
      });
    } finally {
      setSending(false);
    }
  };

  return (
    <FoldablePanel title={t('account.title')}>
      <dl className="divide-y divide-slate-100 text-sm">
        <Item term={t('account.no')}>
          <span className="tabular-nums">{user.no}</span>
        </Item>
        <Item term={t('account.createdAt')}>
          <DateTime value={user.createdAt} />
        </Item>
        <Item term={t('account.updatedAt')}>
          <DateTime value={user.updatedAt} />
        </Item>
        <Item term={t('account.lastLogin')}>
          {user.lastLoginAt ? <DateTime value={user.lastLoginAt} /> : t('account.never')}
        </Item>
        <Item term={t('account.password')}>
          {user.hasPassword ? t('account.passwordSet') : t('account.passwordNotSet')}
        </Item>
        <Item term={t('account.liveSessions')}>
          <span className="tabular-nums">{user.liveSessions}</span>
        </Item>
        <Item term={t('account.online')}>{user.online ? common('yes') : common('no')}</Item>
      </dl>
      <div className="mt-3 flex flex-col gap-1">
        <Button
          variant="secondary"
          disabled={!user.active || !canManage}
          pending={sending}
          pendingLabel={t('account.sending')}
          aria-describedby={hintId}
          onClick={() => void sendLink()}
        >
          {t('account.sendReset')}
        </Button>
        <p id={hintId} className="text-xs text-slate-600">
          {user.active ? t('account.sendResetHint') : t('account.inactiveHint')}
        </p>
      </div>
    </FoldablePanel>
  );
}

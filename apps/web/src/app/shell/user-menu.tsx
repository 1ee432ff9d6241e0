import type { ReactNode } from 'react';
import * as Menu from '@radix-ui/react-dropdown-menu';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Check, ChevronDown, FileDown, IdCard, LogOut, Undo2, UserCog } from 'lucide-react';
import type { TCurrentUser } from '@libero/shared/auth/current-user';
import { canSelectNetwork } from '@libero/shared/auth/permissions';
import { userTypeByNo } from '@libero/shared/auth/user-types';
import { LANGUAGES } from '@libero/shared/i18n/languages';
import { useSignOut, useStopImpersonating } from '../../lib/session/session-actions';
import { currentEnvironment, ENVIRONMENTS, setEnvironment, type Environment } from '../../lib/environment';
import { currentLanguage, setLanguage } from '../../lib/i18n';
import { Avatar } from './avatar';
import { profilePath } from '../../lib/session/profile-link';

const ITEM =
  'flex min-h-9 cursor-default items-center gap-2 rounded-md px-2 py-1.5 text-sm text-slate-800 outline-none select-none data-[highlighted]:bg-sky-50 data-[highlighted]:text-sky-900 data-[disabled]:text-slate-400';
const LABEL = 'px-2 pt-2 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase';
const SEPARATOR = 'my-1 h-px bg-slate-200';

export function displayName(user: Pick<TCurrentUser, 'firstName' | 'lastName' | 'username'>): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.username;
}

/** SPEC §4: a new network takes effect with a reload, so that nothing of the previous one lingers. */
function switchNetwork(environment: string) {
  if (!(ENVIRONMENTS as readonly string[]).includes(environment) || environment === currentEnvironment()) return;
  setEnvironment(environment as Environment);
  window.location.reload();
}

function RadioItem({ value, children }: { value: string; children: ReactNode }) {
  return (
    <Menu.RadioItem value={value} className={`${ITEM} pl-8 relative`}>
      <Menu.ItemIndicator className="absolute left-2 inline-flex">
        <Check aria-hidden="true" className="size-4" />
      </Menu.ItemIndicator>
      {children}
    </Menu.RadioItem>
  );
}

function Identity({ user }: { user: TCurrentUser }) {
  const { t } = useTranslation('shell');
  const type = userTypeByNo(user.type);
  return (
    <Menu.Label className="flex items-center gap-3 px-2 py-2">
      <Avatar email={user.eMailAddress} size={40} />
      <span className="flex min-w-0 flex-col">
        <span className="text-xs text-slate-500">{t('userMenu.signedInAs')}</span>
        <span className="truncate text-sm font-semibold text-slate-900">{displayName(user)}</span>
        <span className="truncate text-xs text-slate-600">
          {user.username}
          {type ? ` · ${t(`userTypes.${type.code}`)}` : ''}
        </span>
      </span>
    </Menu.Label>
  );
}

function NetworkChoice() {
  const { t } = useTranslation('shell');
  return (
    <>
      <Menu.Separator className={SEPARATOR} />
      <Menu.Label className={LABEL}>{t('userMenu.network')}</Menu.Label>
      <Menu.RadioGroup value={currentEnvironment()} onValueChange={switchNetwork}>
        {ENVIRONMENTS.map((environment) => (
          <RadioItem key={environment} value={environment}>
            {t(`environments.${environment}`)}
          </RadioItem>
        ))}
      </Menu.RadioGroup>
    </>
  );
}

function LanguageChoice() {
  const { t } = useTranslation('shell');
  return (
    <>
      <Menu.Separator className={SEPARATOR} />
      <Menu.Label className={LABEL}>{t('language.label')}</Menu.Label>
      <Menu.RadioGroup value={currentLanguage()} onValueChange={(language) => void setLanguage(language)}>
        {LANGUAGES.map((language) => (
          <RadioItem key={language} value={language}>
            <span lang={language}>{t(`language.names.${language}`)}</span>
          </RadioItem>
        ))}
      </Menu.RadioGroup>
    </>
  );
}

type SessionItemProps = { impersonating: boolean; onSignOut: () => void; onStopImpersonating: () => void };

function SessionItem({ impersonating, onSignOut, onStopImpersonating }: SessionItemProps) {
  const { t } = useTranslation('shell');
  if (impersonating) {
    return (
      <Menu.Item className={ITEM} onSelect={onStopImpersonating}>
        <Undo2 aria-hidden="true" className="size-4" />
        {t('userMenu.stopImpersonating')}
      </Menu.Item>
    );
  }
  return (
    <Menu.Item className={ITEM} onSelect={onSignOut}>
      <LogOut aria-hidden="true" className="size-4" />
      {t('userMenu.signOut')}
    </Menu.Item>
  );
}

/**
 * Sign out and stop impersonating outlive the menu (it closes at once): they live here. A failure
 * is told by the query client's notification, like any failed call.
 */
function useSessionActions() {
  const signOut = useSignOut();
  const stop = useStopImpersonating();
  return { onSignOut: () => signOut.mutate(), onStopImpersonating: () => stop.mutate() };
}

/**
 * SPEC §2, §4: who is signed in, my account, my profile, the network (Supervisor only), the
 * language, and sign out, or stop impersonating while acting as someone else. Keyboard
 * accessible; closes on Esc and on a click outside it.
 */
export function UserMenu({ user }: { user: TCurrentUser }) {
  const { t } = useTranslation('shell');
  const profile = profilePath(user);
  const impersonating = user.impersonator !== null;
  const sessionActions = useSessionActions();
  return (
    <Menu.Root>
      <Menu.Trigger
        aria-label={t('userMenu.open', { name: displayName(user) })}
        className="flex min-h-9 items-center gap-2 rounded-full py-0.5 pr-2 pl-0.5 text-sm text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600 data-[state=open]:bg-slate-100"
      >
        <Avatar email={user.eMailAddress} />
        <span className="hidden max-w-40 truncate md:inline">{displayName(user)}</span>
        {impersonating ? (
          <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900 narrow:hidden">
            {t('userMenu.impersonatingShort')}
          </span>
        ) : null}
        <ChevronDown aria-hidden="true" className="size-4 text-slate-500" />
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align="end"
          sideOffset={6}
          collisionPadding={8}
          className="z-50 max-h-[var(--radix-dropdown-menu-content-available-height)] w-72 max-w-[calc(100vw-1rem)] overflow-y-auto rounded-lg border border-slate-200 bg-white p-1 shadow-lg motion-safe:animate-fade-in"
        >
          <Identity user={user} />
          {impersonating ? (
            <Menu.Label className="mx-1 rounded-md bg-amber-50 px-2 py-1.5 text-sm text-amber-900 ring-1 ring-amber-200">
              <span className="font-medium">{t('userMenu.impersonating')}</span>
              <span className="block text-xs">
                {t('userMenu.impersonatedBy', { username: user.impersonator?.username })}
              </span>
            </Menu.Label>
          ) : null}
          <Menu.Separator className={SEPARATOR} />
          <Menu.Item asChild className={ITEM}>
            <Link to="/users/me">
              <UserCog aria-hidden="true" className="size-4" />
              {t('userMenu.myAccount')}
            </Link>
          </Menu.Item>
          {profile ? (
            <Menu.Item asChild className={ITEM}>
              <Link to={profile}>
                <IdCard aria-hidden="true" className="size-4" />
                {t('userMenu.myProfile')}
              </Link>
            </Menu.Item>
          ) : null}
          <Menu.Item asChild className={ITEM}>
            <Link to="/users/me/exports">
              <FileDown aria-hidden="true" className="size-4" />
              {t('userMenu.myExports')}
            </Link>
          </Menu.Item>
          {canSelectNetwork(user) ? <NetworkChoice /> : null}
          <LanguageChoice />
          <Menu.Separator className={SEPARATOR} />
          <SessionItem impersonating={impersonating} {...sessionActions} />
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}

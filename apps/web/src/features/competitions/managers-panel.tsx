import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { UserPlus, X } from 'lucide-react';
import { useCommand } from '../../lib/entities/entity-queries';
import { errorMessage } from '../../lib/error-message';
import { FORM_DEFAULTS } from '../../lib/forms/form-defaults';
import { useDebouncedValue } from '../../lib/forms/use-debounced-value';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { FoldablePanel } from '../../ui/foldable-panel';
import { SelectField } from '../../ui/form-controls';
import { TextField } from '../../ui/text-field';
import { numbersOf, type TournamentRecord } from './competition-rows';
import { useManagerCandidates, useManagerUsers, userName, type ManagerLine } from './tournament-managers';

function ManagerItem({
  line,
  pending,
  onRemove,
}: {
  line: ManagerLine;
  pending: boolean;
  onRemove: (name: string) => void;
}) {
  const { t } = useTranslation('competitions');
  const { user } = line;
  const name = user ? userName(user) : t('managers.userNumbered', { no: line.no });
  return (
    <li className="flex items-center gap-3 py-2">
      <div className="min-w-0 flex-1">
        <div className="truncate font-medium text-slate-900">
          {user === undefined ? <span className="text-slate-500">{t('loading')}</span> : name}
        </div>
        <div className="truncate text-xs text-slate-600">
          {user ? t('managers.details', { username: user.username, no: line.no }) : null}
          {user === null ? t('managers.unknownUser') : null}
          {user && !user.active ? ` · ${t('managers.inactive')}` : null}
        </div>
      </div>
      <Button
        variant="ghost"
        className="px-2"
        aria-label={t('managers.remove', { name })}
        title={t('managers.remove', { name })}
        disabled={pending}
        onClick={() => onRemove(name)}
      >
        <X aria-hidden="true" className="size-4" />
      </Button>
    </li>
  );
}

/**
 * The users who run a tournament (`ManagerUserNos`), named from the administration's users: an
 * admin adds tournament managers, found by name, and removes them. Each change is saved at once,
 * with the version read (someone else's change meanwhile is a conflict, said here).
 */
export function ManagersPanel({ tournament }: { tournament: TournamentRecord }) {
  const { t } = useTranslation(['competitions', 'entity-form', 'common']);
  const userNos = numbersOf(tournament.managerUserNos);
  const lines = useManagerUsers(userNos);
  const [search, setSearch] = useState('');
  const candidates = useManagerCandidates(useDebouncedValue(search, FORM_DEFAULTS.searchDebounce));
  const [chosen, setChosen] = useState('');
  const [done, setDone] = useState('');
  const { save } = useCommand('VolleyTournament', { silent: true });
  const options = (candidates.data?.data ?? [])
    .filter((user) => !userNos.includes(user.no))
    .map((user) => ({ value: String(user.no), label: `${userName(user)} (${user.username})` }));

  const saveManagers = (next: readonly number[], message: string) => {
    setDone('');
    save.mutate(
      { No: tournament.no, Version: tournament.version, ManagerUserNos: next.join(' ') },
      {
        onSuccess: () => {
          setDone(message);
          setChosen('');
        },
      },
    );
  };
  const add = (event: FormEvent) => {
    event.preventDefault();
    const no = Number(chosen);
    const option = options.find((candidate) => candidate.value === chosen);
    if (!no || !option) return;
    saveManagers([...userNos, no], t('managers.added', { name: option.label }));
  };

  return (
    <FoldablePanel title={t('fields.managers')}>
      <div className="flex flex-col gap-3">
        {userNos.length === 0 ? (
          <p className="text-sm text-slate-600">
            {tournament.organizerType === 'federation' ? t('managers.noneFederation') : t('managers.none')}
          </p>
        ) : (
          <ul className="divide-y divide-slate-100 text-sm" aria-label={t('fields.managers')}>
            {lines.map((line) => (
              <ManagerItem
                key={line.no}
                line={line}
                pending={save.isPending}
                onRemove={(name) =>
                  saveManagers(
                    userNos.filter((no) => no !== line.no),
                    t('managers.removed', { name }),
                  )
                }
              />
            ))}
          </ul>
        )}
        <form
          onSubmit={add}
          aria-label={t('managers.addTitle')}
          className="flex flex-col gap-3 border-t border-slate-100 pt-3"
        >
          <div className="grid grid-cols-1 items-start gap-3 sm:grid-cols-2">
            <TextField
              type="search"
              label={t('managers.search')}
              hint={t('managers.searchHint')}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              // Enter searches (it already does as you type); it must not add anyone.
              onKeyDown={(event) => (event.key === 'Enter' ? event.preventDefault() : undefined)}
            />
            <SelectField
              label={t('managers.user')}
              value={chosen}
              onChange={(event) => setChosen(event.target.value)}
              options={options}
              emptyLabel={t('entity-form:choose')}
              hint={
                candidates.isSuccess && options.length === 0
                  ? search.trim()
                    ? t('managers.noMatch')
                    : t('managers.noneLeft')
                  : undefined
              }
            />
          </div>
          <div className="flex flex-wrap items-center justify-end gap-2">
            <Button
              type="submit"
              variant="secondary"
              disabled={!chosen}
              pending={save.isPending}
              pendingLabel={t('common:actions.saving')}
            >
              <UserPlus aria-hidden="true" className="size-4" />
              {t('managers.add')}
            </Button>
          </div>
        </form>
        {save.isError ? <Alert tone="error">{errorMessage(save.error)}</Alert> : null}
        {candidates.isError ? <Alert tone="error">{errorMessage(candidates.error)}</Alert> : null}
        <p role="status" className="sr-only">
          {done}
        </p>
      </div>
    </FoldablePanel>
  );
}

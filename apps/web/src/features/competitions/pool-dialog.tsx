import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VolleyPool } from '@libero/shared/registry/competitions';
import { useValidatedForm } from '../../lib/form';
import { EntityFormField } from '../../lib/forms/entity-form/entity-form-field';
import { entityFormSchema } from '../../lib/forms/entity-form/entity-form-schema';
import { formDefaults, saveAttributes, type EntityFormValues } from '../../lib/forms/entity-form/entity-form-values';
import { RecordFormDialog } from '../../lib/forms/record-form-dialog';
import { SelectField } from '../../ui/form-controls';
import { TextField } from '../../ui/text-field';
import { numbersOf, type PhaseRow, type PoolRow, type TeamRow, type TournamentRecord } from './competition-rows';
import { formSpecs, PLAIN_SETTING, specNamed, useSaveRecord } from '../../lib/forms/record-dialog-parts';

const FIELDS = ['Code', 'Name'];
/** A pool's teams play each other: two at least. */
const MIN_TEAMS = 2;
const NEW_PHASE = 'new';

export type PoolDialogProps = {
  tournament: TournamentRecord;
  phases: readonly PhaseRow[];
  pools: readonly PoolRow[];
  teams: readonly TeamRow[];
  onClose: () => void;
};

/**
 * Adds a pool: its code, name and teams (those not yet in a pool of its phase), in a pool phase
 * of the tournament; the first pool brings its phase.
 */
export function PoolDialog({ tournament, phases, pools, teams, onClose }: PoolDialogProps) {
  const { t } = useTranslation(['competitions', 'common']);
  const poolPhases = phases.filter((phase) => phase.kind === 'pools');
  const [phase, setPhase] = useState(poolPhases[0] ? String(poolPhases[0].no) : NEW_PHASE);
  const [phaseName, setPhaseName] = useState(() => t('pools.defaultPhase'));
  const specs = useMemo(() => formSpecs(VolleyPool, FIELDS), []);
  const [schema] = useState(() => entityFormSchema(specs));
  const form = useValidatedForm(schema, formDefaults(specs));
  const [chosen, setChosen] = useState<readonly number[]>([]);
  const [teamsError, setTeamsError] = useState<string>();
  const savePhase = useSaveRecord('Phase');
  const savePool = useSaveRecord('VolleyPool');
  const taken = new Set(
    pools.filter((pool) => String(pool.noPhase) === phase).flatMap((pool) => numbersOf(pool.teamNos)),
  );
  const free = teams.filter((team) => !taken.has(team.no));
  const toggle = (no: number, on: boolean) => {
    const next = on ? [...chosen, no] : chosen.filter((n) => n !== no);
    setChosen(next);
    if (next.length >= MIN_TEAMS) setTeamsError(undefined);
  };

  const save = async (values: EntityFormValues) => {
    if (chosen.length < MIN_TEAMS) {
      setTeamsError(t('pools.tooFewTeams', { count: MIN_TEAMS }));
      return false;
    }
    const phaseNo =
      phase === NEW_PHASE
        ? await savePhase.saveRecord({
            NoTournament: tournament.no,
            Name: phaseName.trim() || t('pools.defaultPhase'),
            Kind: 'pools',
            Position: phases.length + 1,
          })
        : Number(phase);
    if (phase === NEW_PHASE) setPhase(String(phaseNo));
    // Seeded order: the teams' seeds, then the order they were entered.
    const ordered = teams.filter((team) => chosen.includes(team.no)).map((team) => team.no);
    await savePool.saveRecord({ NoPhase: phaseNo, TeamNos: ordered.join(' '), ...saveAttributes(specs, values) });
  };

  return (
    <RecordFormDialog
      form={form}
      onSave={save}
      refusable={{ fields: FIELDS, codeFields: { Duplicate: 'Code' } }}
      onClose={onClose}
      title={t('pools.addTitle')}
      submitLabel={t('pools.add')}
    >
      {poolPhases.length > 0 ? (
        <SelectField
          label={t('fields.phase')}
          value={phase}
          onChange={(event) => {
            setPhase(event.target.value);
            setChosen([]);
          }}
          options={[
            ...poolPhases.map((row) => ({ value: String(row.no), label: row.name ?? String(row.no) })),
            { value: NEW_PHASE, label: t('pools.newPhase') },
          ]}
        />
      ) : null}
      {phase === NEW_PHASE ? (
        <TextField
          label={t('pools.phaseName')}
          value={phaseName}
          maxLength={100}
          onChange={(event) => setPhaseName(event.target.value)}
        />
      ) : null}
      <div className="grid grid-cols-1 items-start gap-3 sm:grid-cols-2">
        <EntityFormField spec={specNamed(specs, 'Code')} setting={PLAIN_SETTING} />
        <EntityFormField spec={specNamed(specs, 'Name')} setting={PLAIN_SETTING} />
      </div>
      <fieldset aria-describedby={teamsError ? 'pool-teams-error' : undefined} className="flex flex-col gap-1">
        <legend className="mb-1 text-sm font-medium text-slate-800">{t('fields.teams')}</legend>
        {free.length === 0 ? <p className="text-sm text-slate-600">{t('pools.noFreeTeams')}</p> : null}
        <div className="grid grid-cols-1 gap-x-4 sm:grid-cols-2">
          {free.map((team) => (
            <label key={team.no} className="flex min-h-9 items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                checked={chosen.includes(team.no)}
                onChange={(event) => toggle(team.no, event.target.checked)}
                className="size-4 rounded border-slate-300 text-sky-700"
              />
              {team.name}
              {team.seed ? <span className="text-slate-500">({t('teams.seed', { seed: team.seed })})</span> : null}
            </label>
          ))}
        </div>
        {teamsError ? (
          <p id="pool-teams-error" className="text-sm text-red-700">
            {teamsError}
          </p>
        ) : null}
      </fieldset>
    </RecordFormDialog>
  );
}

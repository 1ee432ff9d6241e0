import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VolleyPlayer } from '@libero/shared/registry/competitions';
import { useValidatedForm } from '../../lib/form';
import { EntityFormField } from '../../lib/forms/entity-form/entity-form-field';
import { entityFormSchema } from '../../lib/forms/entity-form/entity-form-schema';
import { formDefaults, saveAttributes, type EntityFormValues } from '../../lib/forms/entity-form/entity-form-values';
import { RecordFormDialog } from '../../lib/forms/record-form-dialog';
import { TextField } from '../../ui/text-field';
import type { RosterRow, TeamRow } from './competition-rows';
import { formSpecs, PLAIN_SETTING, specNamed, useSaveRecord } from '../../lib/forms/record-dialog-parts';
import { PlayerChoice } from './search-choices';

const FIELDS = ['NoPlayer', 'ShirtNumber', 'Position', 'IsCaptain'];

/** Refusals the server words about a roster line, and the field each is about. */
const REFUSED_FIELDS = {
  ShirtNumberTaken: 'ShirtNumber',
  PlayerInAnotherTeam: 'NoPlayer',
  Duplicate: 'NoPlayer',
  TooManyLiberos: 'Position',
  OneCaptain: 'IsCaptain',
} as const;

export type RosterDialogProps = {
  team: TeamRow;
  /** The tournament's gender: its players are chosen among the men or the women. */
  gender: number | null;
  line?: RosterRow | undefined;
  onClose: () => void;
};

/**
 * Puts a player on a team's roster, or changes their line: shirt number, position, captaincy. The
 * player is found in the registry (the team's federation or club lists its players first). What
 * the server refuses (a shirt taken, a third libero, a player in another team) shows on its field.
 */
export function RosterDialog({ team, gender, line, onClose }: RosterDialogProps) {
  const { t } = useTranslation(['competitions', 'common']);
  const specs = useMemo(() => formSpecs(VolleyPlayer, FIELDS, ['NoPlayer']), []);
  const [schema] = useState(() => entityFormSchema(specs));
  const [defaults] = useState(() => formDefaults(specs, line as Record<string, unknown> | undefined));
  const form = useValidatedForm(schema, defaults);
  const { saveRecord } = useSaveRecord('VolleyPlayer');

  const save = async (values: EntityFormValues) => {
    const base = line ? { no: line.no, version: line.version, defaults } : undefined;
    await saveRecord({ ...(line ? {} : { NoTeam: team.no }), ...saveAttributes(specs, values, base) });
  };

  return (
    <RecordFormDialog
      form={form}
      onSave={save}
      refusable={{ fields: FIELDS, codeFields: REFUSED_FIELDS }}
      onClose={onClose}
      title={
        line ? t('roster.editTitle', { name: line.playerName ?? '' }) : t('roster.addTitle', { team: team.name ?? '' })
      }
      submitLabel={line ? undefined : t('roster.add')}
    >
      {line ? (
        <TextField label={t('fields.player')} value={line.playerName ?? ''} readOnly />
      ) : (
        <PlayerChoice
          spec={specNamed(specs, 'NoPlayer')}
          scope={{ federationNo: team.noFederation, clubNo: team.noClub, gender }}
        />
      )}
      <div className="grid grid-cols-1 items-start gap-3 sm:grid-cols-2">
        <EntityFormField spec={specNamed(specs, 'ShirtNumber')} setting={PLAIN_SETTING} />
        <EntityFormField spec={specNamed(specs, 'Position')} setting={PLAIN_SETTING} />
      </div>
      <EntityFormField spec={specNamed(specs, 'IsCaptain')} setting={PLAIN_SETTING} />
    </RecordFormDialog>
  );
}

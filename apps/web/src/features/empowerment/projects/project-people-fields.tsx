import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import { fieldErrorText } from '../../../lib/form';
import { Button } from '../../../ui/button';
import { PersonSearch, type PickedPerson } from './person-search';

/** The most experts a project names (the API's bound). */
const MAX_EXPERTS = 20;

type PeopleValues = { coach: PickedPerson | null; experts: PickedPerson[] };

function ChosenPerson({
  person,
  removeLabel,
  onRemove,
}: {
  person: PickedPerson;
  removeLabel: string;
  onRemove: () => void;
}) {
  return (
    <li className="flex items-center justify-between gap-2 rounded-md border border-sky-200 bg-sky-50 px-3 py-1">
      <span className="text-sm text-sky-950">{person.name}</span>
      <Button variant="ghost" aria-label={removeLabel} onClick={onRemove}>
        <X aria-hidden="true" className="size-4" />
      </Button>
    </li>
  );
}

/** The coach sent to a coach support project: one person holding the coach role, or none yet. */
export function CoachField() {
  const { t } = useTranslation('projects');
  const { control } = useFormContext<PeopleValues>();
  const { field, fieldState } = useController({ control, name: 'coach' });
  const coach = field.value;
  const error = fieldErrorText(fieldState.error);
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-semibold text-slate-900">{t('project.coach')}</legend>
      {coach ? (
        <ul>
          <ChosenPerson
            person={coach}
            removeLabel={t('people.remove', { name: coach.name })}
            onRemove={() => field.onChange(null)}
          />
        </ul>
      ) : (
        <p className="text-sm text-slate-600">{t('project.noCoach')}</p>
      )}
      <PersonSearch
        entity="Coach"
        label={coach ? t('edit.changeCoach') : t('edit.findCoach')}
        onPick={(person) => field.onChange(person)}
      />
      {error ? <p className="text-sm text-red-700">{error}</p> : null}
    </fieldset>
  );
}

/** The experts of a knowledge transfer: persons of the registry, added and removed. */
export function ExpertsField() {
  const { t } = useTranslation('projects');
  const { control } = useFormContext<PeopleValues>();
  const { field, fieldState } = useController({ control, name: 'experts' });
  const experts = field.value;
  const error = fieldErrorText(fieldState.error);
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-semibold text-slate-900">{t('project.experts')}</legend>
      {experts.length === 0 ? (
        <p className="text-sm text-slate-600">{t('project.noExperts')}</p>
      ) : (
        <ul className="flex flex-col gap-1">
          {experts.map((expert) => (
            <ChosenPerson
              key={expert.no}
              person={expert}
              removeLabel={t('people.remove', { name: expert.name })}
              onRemove={() => field.onChange(experts.filter((other) => other.no !== expert.no))}
            />
          ))}
        </ul>
      )}
      {experts.length < MAX_EXPERTS ? (
        <PersonSearch
          entity="Person"
          label={t('edit.addExpert')}
          exclude={experts.map((expert) => expert.no)}
          onPick={(person) => field.onChange([...experts, person])}
        />
      ) : null}
      {error ? <p className="text-sm text-red-700">{error}</p> : null}
    </fieldset>
  );
}

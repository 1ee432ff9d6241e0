import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UNIT_SYSTEMS, type UnitSystem } from '../../lib/forms/measurement-units';

export const UNIT_STORAGE_KEY = 'person-form:units';

function storedUnitSystem(): UnitSystem {
  try {
    return localStorage.getItem(UNIT_STORAGE_KEY) === 'imperial' ? 'imperial' : 'metric';
  } catch {
    return 'metric';
  }
}

/** The units measurements are shown in, remembered in this browser. */
export function useUnitSystem(): [UnitSystem, (system: UnitSystem) => void] {
  const [system, setSystem] = useState(storedUnitSystem);
  const choose = (next: UnitSystem) => {
    setSystem(next);
    try {
      localStorage.setItem(UNIT_STORAGE_KEY, next);
    } catch {
      // Storage can be unavailable (private mode): the choice then lasts until the page reloads.
    }
  };
  return [system, choose];
}

export type UnitToggleProps = { value: UnitSystem; onChange: (system: UnitSystem) => void };

/** Metric or imperial, as two radio buttons (arrow keys move between them). */
export function UnitToggle({ value, onChange }: UnitToggleProps) {
  const { t } = useTranslation('person-form');
  return (
    <fieldset className="flex items-center gap-2 text-sm">
      <legend className="sr-only">{t('units.label')}</legend>
      <span aria-hidden="true" className="text-slate-600">
        {t('units.label')}
      </span>
      <div className="inline-flex rounded-md border border-slate-300 bg-white p-0.5">
        {UNIT_SYSTEMS.map((system) => (
          <label
            key={system}
            className="cursor-pointer rounded px-2 py-1 text-slate-700 has-checked:bg-sky-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-sky-600"
          >
            <input
              type="radio"
              name="unit-system"
              value={system}
              checked={value === system}
              onChange={() => onChange(system)}
              className="sr-only"
            />
            {t(`units.${system}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

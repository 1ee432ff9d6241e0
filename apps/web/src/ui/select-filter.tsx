import { useId } from 'react';

export type SelectOption = { value: string; label: string };

export type SelectFilterProps = {
  label: string;
  value: string;
  options: readonly SelectOption[];
  /** The choice meaning "no filter". */
  anyLabel: string;
  onChange: (value: string | undefined) => void;
};

/** A labelled choice narrowing a list; the empty choice removes the filter. */
export function SelectFilter({ label, value, options, anyLabel, onChange }: SelectFilterProps) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm text-slate-700">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value || undefined)}
        className="min-h-9 max-w-48 rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-sky-600"
      >
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

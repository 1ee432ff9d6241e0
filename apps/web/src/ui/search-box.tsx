import { useEffect, useEffectEvent, useId, useState } from 'react';
import { Search } from 'lucide-react';

export type SearchBoxProps = {
  label: string;
  value: string;
  /** Called once typing pauses for `delay` ms (SPEC: lists search 200 ms after the last key). */
  onSearch: (value: string) => void;
  delay?: number;
  placeholder?: string;
};

/** A search field that waits for a pause in typing before searching. */
export function SearchBox({ label, value, onSearch, delay = 200, placeholder }: SearchBoxProps) {
  const id = useId();
  const [text, setText] = useState(value);
  // The value can change from outside (back button, a link): the field follows it.
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setText(value);
  }
  const search = useEffectEvent((next: string) => {
    if (next !== value) onSearch(next);
  });
  useEffect(() => {
    const timer = setTimeout(() => search(text), delay);
    return () => clearTimeout(timer);
  }, [text, delay]);
  return (
    <div className="relative w-full sm:w-72">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-slate-400"
      />
      <input
        id={id}
        type="search"
        value={text}
        placeholder={placeholder ?? label}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onSearch(text);
        }}
        className="min-h-9 w-full rounded-md border border-slate-300 bg-white py-1.5 pr-3 pl-8 text-sm text-slate-900 placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-sky-600"
      />
    </div>
  );
}

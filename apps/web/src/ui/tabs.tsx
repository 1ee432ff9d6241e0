import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export type Tab = { id: string; label: string };

export type TabsProps = {
  /** Names the tab list for assistive technologies. */
  label: string;
  tabs: readonly Tab[];
  selected: string;
  onSelect: (id: string) => void;
  /** The selected tab's content. */
  children: ReactNode;
};

const NEXT_KEYS: Readonly<Record<string, (index: number, count: number) => number>> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * Tabs as the ARIA pattern has them: one tab stop for the list, arrow keys (and Home, End) move
 * between tabs and show the one reached, the panel follows in the tab order. The list scrolls
 * sideways on a phone rather than wrapping.
 */
export function Tabs({ label, tabs, selected, onSelect, children }: TabsProps) {
  const base = useId();
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const tabId = (id: string) => `${base}-tab-${id}`;
  const panelId = `${base}-panel`;
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const move = NEXT_KEYS[event.key];
    if (!move) return;
    event.preventDefault();
    const next = tabs[move(index, tabs.length)];
    if (!next) return;
    onSelect(next.id);
    buttons.current.get(next.id)?.focus();
  };
  return (
    <div className="flex flex-col gap-4">
      <div
        role="tablist"
        aria-label={label}
        className="-mx-1 flex gap-1 overflow-x-auto border-b border-slate-200 px-1 [scrollbar-width:thin]"
      >
        {tabs.map((tab, index) => {
          const active = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(node) => {
                if (node) buttons.current.set(tab.id, node);
                else buttons.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={active}
              aria-controls={active ? panelId : undefined}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={`-mb-px shrink-0 border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap focus-visible:rounded-t-md focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-sky-600 ${
                active
                  ? 'border-sky-700 text-sky-800'
                  : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900'
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(selected)} tabIndex={0} className="focus:outline-none">
        {children}
      </div>
    </div>
  );
}

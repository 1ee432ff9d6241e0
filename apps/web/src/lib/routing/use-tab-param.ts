import { useSearchParams } from 'react-router';

/**
 * The tab of a page kept in its address (`?tab=schedule`), the first tab when none or an unknown
 * one is asked; choosing the first tab drops the parameter. The history is not grown by tabs.
 */
export function useTabParam<T extends string>(tabs: readonly T[]): [T, (next: string) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const first = tabs[0];
  if (first === undefined) throw new Error('A page with tabs has at least one');
  const tab = tabs.find((id) => id === raw) ?? first;
  const select = (next: string) => {
    const changed = new URLSearchParams(params);
    if (next === first) changed.delete('tab');
    else changed.set('tab', next);
    setParams(changed, { replace: true });
  };
  return [tab, select];
}

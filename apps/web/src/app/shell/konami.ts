/** ↑ ↑ ↓ ↓ ← → ← → b a (SPEC §1). */
export const KONAMI_SEQUENCE = [
  'ArrowUp',
  'ArrowUp',
  'ArrowDown',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'ArrowLeft',
  'ArrowRight',
  'b',
  'a',
] as const;

/** The keys typed so far, keeping only as many as the sequence is long. Letters count in any case. */
export function pushKey(typed: readonly string[], key: string): string[] {
  const normalized = key.length === 1 ? key.toLowerCase() : key;
  return [...typed, normalized].slice(-KONAMI_SEQUENCE.length);
}

/** Whether the last keys typed are the whole sequence. */
export function isKonamiCode(typed: readonly string[]): boolean {
  return typed.length === KONAMI_SEQUENCE.length && KONAMI_SEQUENCE.every((key, index) => typed[index] === key);
}

/** Keys typed into a field are text, not a code. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

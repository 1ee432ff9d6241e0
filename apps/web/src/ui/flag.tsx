import { useEffect, useState } from 'react';
import { FLAG_SIZE, flagUrl, isRetiredCode } from '@libero/shared/countries/countries';

const UNKNOWN_FLAG = flagUrl(null);

/** Codes already reported: a list of a hundred rows says it once. */
const reported = new Set<string>();

/** A missing or unknown country code is a fault in the data: it is logged, and the unknown flag shows. */
function useReportUnknown(code: string | null | undefined, src: string) {
  useEffect(() => {
    const key = code ?? '';
    if (src !== UNKNOWN_FLAG || isRetiredCode(code) || reported.has(key)) return;
    reported.add(key);
    console.error(
      key
        ? `No country has the code "${key}": showing the unknown flag.`
        : 'A country code is missing: showing the unknown flag.',
    );
  }, [code, src]);
}

export type FlagProps = {
  /** Any country code: ISO alpha-2 or alpha-3, a federation code, or `FIV`. */
  code: string | null | undefined;
  /** The country's name, told to screen readers; empty when the name is already written next to the flag. */
  label: string;
  className?: string;
};

/** A country's flag at 24×18 (the image is drawn at twice that for high-density screens). */
export function Flag({ code, label, className }: FlagProps) {
  const src = flagUrl(code);
  useReportUnknown(code, src);
  // The image that failed to load; the unknown flag stands in for it, once: no loop if that fails too.
  const [failed, setFailed] = useState<string | null>(null);
  const shown = failed === src ? UNKNOWN_FLAG : src;
  return (
    <img
      src={shown}
      width={FLAG_SIZE.width}
      height={FLAG_SIZE.height}
      alt={label}
      loading="lazy"
      decoding="async"
      onError={() => {
        if (shown !== UNKNOWN_FLAG) setFailed(src);
      }}
      className={`inline-block shrink-0 rounded-[2px] bg-slate-100 object-cover align-middle ring-1 ring-slate-900/10 ${className ?? ''}`.trim()}
    />
  );
}

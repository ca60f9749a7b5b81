import { TOAST_MS } from '@jobbridge/shared';
import { useEffect, useState } from 'react';

/**
 * A message that goes by itself after `ms` (spec sections 4 and 8: a code's
 * send-success shows for 3 s), for forms that show it beside the field rather
 * than as a toast. Setting it again restarts the time; null clears it.
 */
export function useBriefNotice(ms: number = TOAST_MS): [string | null, (text: string | null) => void] {
  const [notice, setNotice] = useState<{ text: string; at: number } | null>(null);
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), ms);
    return () => clearTimeout(timer);
  }, [notice, ms]);
  return [notice?.text ?? null, (text) => setNotice(text === null ? null : { text, at: Date.now() })];
}

import { useEffect, useRef } from 'react';

/**
 * Focus for an inline "are you sure?" step. The button that opens it disappears, so focus would fall to <body>:
 * instead it moves to the question when the step opens (`[data-confirm-question]`), and when it closes back to the
 * button that opened it (`[data-opens="<key>"]`) — or, when that button is gone (the status changed), to the
 * section's result (`[data-confirm-result]`) or heading. `openKey` is the opener's key while the step is open, null otherwise.
 */
export function useConfirmationFocus<T extends HTMLElement>(openKey: string | null) {
  const section = useRef<T>(null);
  const lastKey = useRef<string | null>(null);
  useEffect(() => {
    const root = section.current;
    if (root && openKey !== null) root.querySelector<HTMLElement>('[data-confirm-question]')?.focus();
    else if (root && lastKey.current !== null) {
      (root.querySelector<HTMLElement>(`[data-opens="${lastKey.current}"]`) ?? root.querySelector<HTMLElement>('[data-confirm-result], h2, h3'))?.focus();
    }
    lastKey.current = openKey;
  }, [openKey]);
  return section;
}

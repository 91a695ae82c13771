import type { CSSProperties } from 'react';
import { csCommon } from '../../texts/cs-common';

/**
 * Off-screen rather than display:none (some bots skip fields that are not rendered). Inline, so the field is hidden
 * on every page that shows it, whichever stylesheets that page has loaded.
 */
const OFF_SCREEN: CSSProperties = { position: 'absolute', left: '-10000px', width: '1px', height: '1px', overflow: 'hidden' };

/** A field people never see, hear or reach with Tab; bots that fill every input fill it too. */
export function HoneypotField({ value, onValue }: { value: string; onValue(value: string): void }) {
  return (
    <div aria-hidden="true" style={OFF_SCREEN}>
      <label>
        {csCommon.honeypot}
        <input type="text" name="website" tabIndex={-1} autoComplete="off" value={value} onChange={(e) => onValue(e.target.value)} />
      </label>
    </div>
  );
}

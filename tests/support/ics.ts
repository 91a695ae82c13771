/** One iCalendar property: its parameters and its (still escaped) value. */
export interface IcsProperty {
  params: Record<string, string>;
  value: string;
}

export interface ParsedIcs {
  calendar: Record<string, IcsProperty>;
  events: Array<Record<string, IcsProperty>>;
}

const encoder = new TextEncoder();

/**
 * A small RFC 5545 reader for tests: checks CRLF line ends and the 75-octet limit, unfolds continuation lines and
 * returns the calendar's and each VEVENT's properties; throws on anything that is not a well-formed calendar.
 */
export function parseIcs(text: string): ParsedIcs {
  if (!text.endsWith('\r\n')) throw new Error('An iCalendar file ends with CRLF');
  const physical = text.slice(0, -2).split('\r\n');
  for (const line of physical) {
    if (line.includes('\n') || line.includes('\r')) throw new Error(`Bare line break in ${JSON.stringify(line)}`);
    if (encoder.encode(line).length > 75) throw new Error(`Line longer than 75 octets: ${line}`);
  }
  const lines: string[] = [];
  for (const line of physical) {
    if (line.startsWith(' ') || line.startsWith('\t')) lines[lines.length - 1] += line.slice(1);
    else lines.push(line);
  }
  if (lines[0] !== 'BEGIN:VCALENDAR' || lines.at(-1) !== 'END:VCALENDAR') throw new Error('Not a VCALENDAR');
  const calendar: Record<string, IcsProperty> = {};
  const events: Array<Record<string, IcsProperty>> = [];
  let event: Record<string, IcsProperty> | null = null;
  for (const line of lines.slice(1, -1)) {
    const colon = line.indexOf(':');
    if (colon < 1) throw new Error(`Not a property: ${line}`);
    const [name, ...paramParts] = line.slice(0, colon).split(';');
    const value = line.slice(colon + 1);
    if (name === 'BEGIN' && value === 'VEVENT') {
      event = {};
      continue;
    }
    if (name === 'END' && value === 'VEVENT') {
      if (!event) throw new Error('END:VEVENT without BEGIN');
      events.push(event);
      event = null;
      continue;
    }
    const params = Object.fromEntries(paramParts.map((part) => part.split('=') as [string, string]));
    (event ?? calendar)[name!] = { params, value };
  }
  if (event) throw new Error('VEVENT not ended');
  return { calendar, events };
}

/** An iCalendar TEXT value as written (RFC 5545 §3.3.11 escapes undone). */
export function icsTextValue(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_match, c: string) => (c === 'n' || c === 'N' ? '\n' : c));
}

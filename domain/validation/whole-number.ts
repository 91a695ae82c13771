/**
 * A deployment's numeric setting (an env value or a functions param, so a string or a number): missing or blank keeps
 * `fallback`; anything but a whole number from `min` to `max` throws, naming the setting, so a typo stops the start
 * or the run loudly instead of quietly applying nonsense.
 */
export function readWholeNumber(name: string, value: unknown, min: number, max: number, fallback: number): number {
  if (value === undefined || value === null || value === '') return fallback;
  const number = typeof value === 'number' ? value : Number(String(value).trim());
  if (!Number.isInteger(number) || number < min || number > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max} (got "${String(value)}")`);
  }
  return number;
}

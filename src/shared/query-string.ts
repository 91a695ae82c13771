import qs from 'qs';

/**
 * Bounds on what a visitor-controlled query string can make the parser build. qs 6.17 semantics:
 * `depth` is the number of bracket levels parsed (deeper brackets stay in the key as literal text);
 * `arrayLimit` is the number of elements an array may hold (`a[19]` is the last index that still makes an
 * array, a 21st `a[]=` turns the array into an object with numeric keys); `parameterLimit` drops parameters
 * past the first 1000.
 */
export const QUERY_LIMITS = Object.freeze({
  depth: 5,
  arrayLimit: 20,
  parameterLimit: 1000,
});

const PARSE_OPTIONS: qs.IParseOptions = {
  ...QUERY_LIMITS,
  ignoreQueryPrefix: true,
  // Objects without a prototype: `__proto__`, `constructor` or `toString` in a URL can neither pollute nor shadow.
  plainObjects: true,
  allowPrototypes: false,
  allowDots: false,
  comma: false,
  // Over-long or over-deep input is cut down, never thrown on: a hand-edited URL must still render a page.
  strictDepth: false,
  throwOnLimitExceeded: false,
};

/** Parses `location.search` (with or without the leading "?") into plain, prototype-free values. */
export function parseSearch(search: string): Record<string, unknown> {
  return qs.parse(search, PARSE_OPTIONS);
}

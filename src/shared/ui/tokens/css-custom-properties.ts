/**
 * Reads the custom properties declared in top-level `:root` rules of CSS source text (what @media blocks override
 * is left out) and resolves `var()` references between them. For tests that check token values.
 */
export function rootCustomProperties(...sources: string[]): Map<string, string> {
  const declared = new Map<string, string>();
  for (const source of sources) {
    const css = stripAtRuleBlocks(source.replace(/\/\*[\s\S]*?\*\//g, ''));
    for (const [, body] of css.matchAll(/(?:^|})\s*:root\s*{([^}]*)}/g)) {
      for (const [, name, value] of body!.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)) declared.set(name!, value!.trim());
    }
  }
  return new Map([...declared.keys()].map((name) => [name, resolve(name, declared, [])]));
}

function stripAtRuleBlocks(css: string): string {
  let out = '';
  let depth = 0;
  let inAtRule = false;
  for (let i = 0; i < css.length; i += 1) {
    const char = css[i]!;
    if (!inAtRule && depth === 0 && char === '@' && /^@(media|supports|container|layer)\b/.test(css.slice(i))) inAtRule = true;
    if (char === '{') depth += 1;
    if (!inAtRule) out += char;
    if (char === '}') {
      depth -= 1;
      if (depth === 0 && inAtRule) inAtRule = false;
    }
  }
  return out;
}

function resolve(name: string, declared: Map<string, string>, seen: string[]): string {
  if (seen.includes(name)) throw new Error(`Custom properties refer to each other in a circle: ${[...seen, name].join(' → ')}`);
  const value = declared.get(name);
  if (value === undefined) throw new Error(`${seen.at(-1) ?? 'A token'} uses ${name}, which no :root declares`);
  return value.replace(/var\((--[\w-]+)\)/g, (_, ref: string) => resolve(ref, declared, [...seen, name]));
}

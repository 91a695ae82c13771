import type { StoreApi } from 'zustand/vanilla';

type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
type FormValue = string | boolean | readonly string[];

function fieldsNamed(root: ParentNode, name: string): FieldElement[] {
  return [...root.querySelectorAll<FieldElement>(`[name="${name}"]`)].filter((el) => 'value' in el);
}

const isToggle = (el: FieldElement): el is HTMLInputElement => el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio');

function selectChanged(select: HTMLSelectElement): boolean {
  return [...select.options].some((option) => option.selected !== option.defaultSelected);
}

/**
 * The value a visitor gave a named field before the scripts ran, or undefined when it is as the HTML was rendered
 * (the DOM keeps the rendered state as defaultValue / defaultChecked / defaultSelected). The store's current value
 * tells the field's shape: a boolean is one checkbox, a list a group of checkboxes, a string a text field, a select or
 * a group of radios.
 */
function typedValue(elements: FieldElement[], current: FormValue): FormValue | undefined {
  const toggles = elements.filter(isToggle);
  if (typeof current === 'boolean') {
    const box = toggles[0];
    return box && box.checked !== box.defaultChecked ? box.checked : undefined;
  }
  if (Array.isArray(current)) {
    if (!toggles.some((box) => box.checked !== box.defaultChecked)) return undefined;
    return toggles.filter((box) => box.checked).map((box) => box.value);
  }
  if (toggles.length > 0) {
    if (!toggles.some((radio) => radio.checked !== radio.defaultChecked)) return undefined;
    return toggles.find((radio) => radio.checked)?.value ?? '';
  }
  const field = elements[0];
  if (!field) return undefined;
  const changed = field instanceof HTMLSelectElement ? selectChanged(field) : field.value !== field.defaultValue;
  return changed ? field.value : undefined;
}

/**
 * What a visitor typed, ticked or picked in a prerendered form before its scripts ran, for the fields of `values`
 * (matched by name inside `root`): only those that differ from the rendered HTML. Fields absent from the page and
 * untouched ones are left out.
 */
export function readTypedBeforeHydration<V extends object>(root: ParentNode, values: V): Partial<V> {
  const typed: Record<string, FormValue> = {};
  for (const [name, current] of Object.entries(values) as Array<[string, unknown]>) {
    if (typeof current !== 'string' && typeof current !== 'boolean' && !Array.isArray(current)) continue;
    const value = typedValue(fieldsNamed(root, name), current as FormValue);
    if (value !== undefined) typed[name] = value;
  }
  return typed as Partial<V>;
}

/** When the page began, on Date.now's clock (the forms' fill-time clock): its prerendered form showed about then. */
const pageStartedAt = () => Date.now() - performance.now();

/**
 * Puts what was typed into a prerendered form before hydration into the form's store, so React's first render shows
 * the same values the DOM holds: nothing is wiped by the next render, and a focused field keeps its caret (React
 * leaves an input alone whose value already equals its props). A store that measures the fill time (`shownAt`, the
 * spam signal) counts it from the page's start, when the visitor first saw the form: counted from hydration, a form
 * filled in before it and sent right after would look instant, and be dropped as a bot's. A store whose form has no
 * element in `root` (another page, a client-rendered visit) is left as it is.
 */
export function adoptTypedBeforeHydration<S extends { values: object; shownAt?: number }>(store: StoreApi<S>, root: ParentNode | null): void {
  if (!root) return;
  const { values, shownAt } = store.getState();
  const typed = readTypedBeforeHydration(root, values);
  const patch: { values?: object; shownAt?: number } = {};
  if (Object.keys(typed).length > 0) patch.values = { ...values, ...typed };
  if (typeof shownAt === 'number' && pageStartedAt() < shownAt) patch.shownAt = pageStartedAt();
  if (Object.keys(patch).length > 0) store.setState(patch as Partial<S>);
}

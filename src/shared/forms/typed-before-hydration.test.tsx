import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CheckboxField } from './checkbox-field';
import { TextField } from './text-field';
import { adoptTypedBeforeHydration, readTypedBeforeHydration } from './typed-before-hydration';

interface Values {
  name: string;
  message: string;
  consent: boolean;
  packageSlug: string;
  extras: string[];
  note: string;
}
interface FormState {
  values: Values;
  setField<K extends keyof Values>(field: K, value: Values[K]): void;
}

const empty = (): Values => ({ name: '', message: '', consent: false, packageSlug: '', extras: [], note: 'z HTML' });
const newStore = () =>
  createStore<FormState>()((set, get) => ({ values: empty(), setField: (field, value) => set({ values: { ...get().values, [field]: value } }) }));

/** A form of every kind of field the public forms have, controlled by its store as theirs are. */
function Form({ store }: { store: StoreApi<FormState> }) {
  const values = useStore(store, (s) => s.values);
  const setField = useStore(store, (s) => s.setField);
  const toggle = (slug: string) => setField('extras', values.extras.includes(slug) ? values.extras.filter((e) => e !== slug) : [...values.extras, slug]);
  return (
    <form>
      <TextField label="Jméno" name="name" value={values.name} onValue={(v) => setField('name', v)} />
      <TextField label="Zpráva" name="message" multiline value={values.message} onValue={(v) => setField('message', v)} />
      <TextField label="Poznámka" name="note" value={values.note} onValue={(v) => setField('note', v)} />
      <CheckboxField name="consent" checked={values.consent} onChecked={(v) => setField('consent', v)}>
        Souhlas
      </CheckboxField>
      {['zakladni', 'cely-den'].map((slug) => (
        <label key={slug}>
          <input type="radio" name="packageSlug" value={slug} checked={values.packageSlug === slug} onChange={() => setField('packageSlug', slug)} />
          {slug}
        </label>
      ))}
      {['album', 'dron'].map((slug) => (
        <label key={slug}>
          <input type="checkbox" name="extras" value={slug} checked={values.extras.includes(slug)} onChange={() => toggle(slug)} />
          {slug}
        </label>
      ))}
    </form>
  );
}

let root: Root | undefined;
// hydrateRoot is driven with React's own act() here (Testing Library's render cannot hydrate markup it did not make).
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
beforeAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
});
afterAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
});

/** The prerendered page: the form's HTML from a fresh store, in the document, without any script attached. */
function prerendered(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Form store={newStore()} />);
  document.body.append(container);
  return container;
}
const field = <T extends HTMLElement>(container: HTMLElement, selector: string) => container.querySelector<T>(selector)!;

/** What a visitor does before the scripts run: the browser changes the DOM, no handler hears it. */
function typeBeforeScripts(container: HTMLElement) {
  field<HTMLInputElement>(container, '[name="name"]').value = 'Jana Nováková';
  field<HTMLTextAreaElement>(container, '[name="message"]').value = 'Máte volno\n12. června?';
  field<HTMLInputElement>(container, '[name="consent"]').checked = true;
  field<HTMLInputElement>(container, '[name="packageSlug"][value="cely-den"]').checked = true;
  field<HTMLInputElement>(container, '[name="extras"][value="dron"]').checked = true;
}

describe('what a visitor types before a prerendered form hydrates', () => {
  it('is read from the DOM: every kind of field, and only the fields changed from the rendered HTML', () => {
    const container = prerendered();
    expect(readTypedBeforeHydration(container, empty())).toEqual({});
    typeBeforeScripts(container);
    expect(readTypedBeforeHydration(container, empty())).toEqual({
      name: 'Jana Nováková',
      message: 'Máte volno\n12. června?',
      consent: true,
      packageSlug: 'cely-den',
      extras: ['dron'],
    });
    // A ticked box unticked again is as rendered: nothing to take.
    field<HTMLInputElement>(container, '[name="consent"]').checked = false;
    expect(readTypedBeforeHydration(container, empty())).not.toHaveProperty('consent');
  });

  it('goes into the store, so hydration keeps it, the focused field keeps its caret, and later renders keep it too', async () => {
    const container = prerendered();
    typeBeforeScripts(container);
    const name = field<HTMLInputElement>(container, '[name="name"]');
    name.focus();
    name.setSelectionRange(4, 4);

    const store = newStore();
    adoptTypedBeforeHydration(store, container);
    expect(store.getState().values).toEqual({ ...empty(), name: 'Jana Nováková', message: 'Máte volno\n12. června?', consent: true, packageSlug: 'cely-den', extras: ['dron'] });

    await act(async () => {
      root = hydrateRoot(container, <Form store={store} />);
    });
    // Another field changes after hydration: the form renders again from the store.
    act(() => store.getState().setField('note', 'po hydrataci'));

    expect(name).toBe(field(container, '[name="name"]'));
    expect(name).toHaveValue('Jana Nováková');
    expect(name).toHaveFocus();
    expect([name.selectionStart, name.selectionEnd]).toEqual([4, 4]);
    expect(field(container, '[name="message"]')).toHaveValue('Máte volno\n12. června?');
    expect(field(container, '[name="consent"]')).toBeChecked();
    expect(field(container, '[name="packageSlug"][value="cely-den"]')).toBeChecked();
    expect(field(container, '[name="extras"][value="dron"]')).toBeChecked();
    expect(field(container, '[name="note"]')).toHaveValue('po hydrataci');
  });

  it('is lost without it: the first render after hydration puts the store’s empty values back', async () => {
    const container = prerendered();
    typeBeforeScripts(container);
    const store = newStore();
    await act(async () => {
      root = hydrateRoot(container, <Form store={store} />);
    });
    act(() => store.getState().setField('note', 'po hydrataci'));
    expect(field(container, '[name="name"]')).toHaveValue('');
  });

  it('leaves the store alone when the page has no such form', () => {
    const store = newStore();
    const before = store.getState().values;
    adoptTypedBeforeHydration(store, null);
    adoptTypedBeforeHydration(store, prerendered());
    expect(store.getState().values).toBe(before);
  });

  it('counts the fill time (the spam signal) from the page’s start, when the prerendered form showed', () => {
    vi.spyOn(Date, 'now').mockReturnValue(100_000);
    vi.spyOn(performance, 'now').mockReturnValue(20_000);
    // Created as the scripts ran: a form filled in before and sent at once would otherwise look instant.
    const store = createStore<FormState & { shownAt: number }>()(() => ({ ...newStore().getState(), shownAt: 99_000 }));
    adoptTypedBeforeHydration(store, prerendered());
    expect(store.getState().shownAt).toBe(80_000);
    vi.restoreAllMocks();
  });
});

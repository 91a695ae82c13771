// The memory profile's demo switches (memory-demo.ts for the app, gallery-memory.ts for the guests' gallery).
/**
 * The demo's benchmark switches, read from the address the demo is opened at (only this demo profile knows them; a
 * real build has no demo data): `?demo-fotek=1000` gives its gallery that many photos (the demo's images repeated),
 * for the scroll tests and the gallery benchmarks; `?demo-jako=novomanzele` starts with the demo couple signed in and
 * `?demo-jako=host` with the demo guest link's PIN entered (both are the demo's, in the README), so a benchmark can
 * load their gallery cold: the fakes' sessions and guest passes live as long as the page, and a reload ends them.
 */
export function demoSwitches(search: string): { galleryPhotos?: number; as: string | null } {
  const query = new URLSearchParams(search);
  const count = Number(query.get('demo-fotek'));
  return { ...(Number.isInteger(count) && count > 0 ? { galleryPhotos: count } : {}), as: query.get('demo-jako') };
}

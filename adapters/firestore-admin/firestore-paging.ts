import type { Query, QueryDocumentSnapshot } from 'firebase-admin/firestore';

/**
 * Every document of an ordered query, one page at a time (a cursor on the last document, so deletions are safe). The
 * scheduled runs read through it, so a large collection never lands in memory at once.
 */
export async function* paged(query: Query, pageSize: number): AsyncIterable<QueryDocumentSnapshot> {
  let last: QueryDocumentSnapshot | undefined;
  for (;;) {
    const page = await (last ? query.startAfter(last) : query).limit(pageSize).get();
    yield* page.docs;
    if (page.size < pageSize) return;
    last = page.docs[page.docs.length - 1];
  }
}

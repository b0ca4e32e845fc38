// A counter of MHT-CET imports made in this process, so the in-memory data (domain/mhtcet/catalog.ts)
// is rebuilt on the next request without waiting for its periodic check of `datasets`.
let imports = 0;

/** Called by the importer after it has replaced the data. */
export function mhtcetDataChanged(): void {
  imports += 1;
}

export const mhtcetImportsInProcess = (): number => imports;

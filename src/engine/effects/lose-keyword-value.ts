// "Loses pride": a numbered keyword taken away in layer D (glossary/keywords-and-abilities.md#pride-n).
// The layer system records which numbered keywords an object lost; a later gain of the same keyword
// (a newer timestamp) gives it back with the gained value only. These helpers keep that bookkeeping
// out of continuous.ts.

export type NumberedKeyword = 'pride' | 'retort';

interface ValueChars {
  values?: Partial<Record<NumberedKeyword, number>>;
  lostValues?: NumberedKeyword[];
}

/** Apply "loses [keyword]": earlier gained instances go, and the printed one no longer counts. */
export function loseKeywordValue(c: ValueChars, keyword: NumberedKeyword): void {
  if (c.values && keyword in c.values) {
    const { [keyword]: _gone, ...rest } = c.values;
    c.values = rest;
  }
  if (!(c.lostValues ?? []).includes(keyword)) c.lostValues = [...(c.lostValues ?? []), keyword];
}

/** The printed numbered keywords of a definition, without those the object lost. */
export function keptPrintedValues<T extends Partial<Record<string, number>>>(printed: T | undefined, lost: readonly NumberedKeyword[] | undefined): T | undefined {
  if (!printed || !lost || lost.length === 0) return printed;
  return Object.fromEntries(Object.entries(printed).filter(([k]) => !lost.includes(k as NumberedKeyword))) as T;
}

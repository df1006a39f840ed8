// Apart from texts.ts (which reads texts through react-i18next), so that an island given its texts
// worded (the hero) can say a text is missing without shipping the translation library.

/** A page read texts that were not loaded for its language: a loading bug, never shown as text. */
export class MissingTextsError extends Error {
  constructor(lang: string, ns: string) {
    super(`The ${lang} texts of "${ns}" are not loaded`);
    this.name = 'MissingTextsError';
  }
}

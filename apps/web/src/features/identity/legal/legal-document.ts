/** A legal text as shown on the protocol and privacy pages: headed sections of paragraphs. */
export interface LegalDocument {
  /** ISO date of the last change, formatted in the reader's language. */
  updated: string;
  intro: string;
  sections: readonly { heading: string; paragraphs: readonly string[] }[];
}

export type LegalDocumentName = 'terms' | 'privacy';

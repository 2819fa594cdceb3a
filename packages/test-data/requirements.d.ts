export type RequirementKeyValue =
  | 'letter_of_application'
  | 'resume'
  | 'recent_grades'
  | 'good_moral'
  | 'indigency'
  | 'birth_certificate';

/** A§9: the six required documents, by the API's key, in the spec's order and words. */
export declare const REQUIREMENT_DOCUMENTS: ReadonlyArray<{
  key: RequirementKeyValue;
  label: string;
}>;

/** The text of a tiny one-page PDF titled `title` (encode as latin1). */
export declare function requirementPdfText(title: string): string;

/** A file for the document `key` (a PDF): its name, media type and text. */
export declare function requirementFile(
  key: RequirementKeyValue,
  version?: number,
): { name: string; mimeType: 'application/pdf'; text: string };

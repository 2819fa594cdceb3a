/** 40 common Filipino given names, for data a name search should meet as in production. */
export declare const FIRST_NAMES: readonly string[];

/** 40 common Filipino surnames (one, "Dela Cruz", with a space). */
export declare const LAST_NAMES: readonly string[];

/**
 * An e-mail address no other call in any test process answers:
 * `<prefix><n>-<6 random letters>@<domain>`.
 * @param prefix - the local part's start (default `user`)
 * @param domain - default `example.edu`; pass the academic domain when a rule needs it
 */
export declare function uniqueEmail(prefix?: string, domain?: string): string;

/**
 * A surname no other test uses: `prefix` and 6 random lower-case letters,
 * letters only, as the applications list search sees names.
 */
export declare function uniqueSurname(prefix: string): string;

// People: names as a search would meet them in real data, and addresses and
// surnames no other test uses (tests share one database per file, the
// browser suite one server for the run).

/** Common Filipino given names. */
// prettier-ignore
export const FIRST_NAMES = Object.freeze([
  'Maria', 'Jose', 'Juan', 'Ana', 'Mark', 'John', 'Angel', 'Joshua', 'Kristine', 'Michael',
  'Princess', 'Jerome', 'Angelica', 'Christian', 'Nicole', 'Carlo', 'Patricia', 'Paolo', 'Camille',
  'Miguel', 'Andrea', 'Rafael', 'Bea', 'Gabriel', 'Jasmine', 'Adrian', 'Mae', 'Kevin', 'Grace',
  'Rey', 'Joy', 'Bryan', 'Hannah', 'Daniel', 'Rose', 'Francis', 'Trisha', 'Vincent', 'Czarina',
  'Lorenzo',
]);

/** Common Filipino surnames (one with a space, as real ones have). */
// prettier-ignore
export const LAST_NAMES = Object.freeze([
  'Santos', 'Reyes', 'Cruz', 'Bautista', 'Ocampo', 'Garcia', 'Mendoza', 'Torres', 'Tomas',
  'Andrada', 'Castillo', 'Flores', 'Villanueva', 'Ramos', 'Castro', 'Rivera', 'Aquino', 'Navarro',
  'Salazar', 'Mercado', 'Domingo', 'Gonzales', 'Lopez', 'Dela Cruz', 'Fernandez', 'Pascual',
  'Soriano', 'Valdez', 'Manalo', 'Aguilar', 'Dizon', 'Gutierrez', 'Santiago', 'Lim', 'Tan',
  'Sison', 'Bacani', 'Palaganas', 'Dulay', 'Cayabyab',
]);

const randomLetters = (length) =>
  Array.from({ length }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

let emails = 0;

export function uniqueEmail(prefix = 'user', domain = 'example.edu') {
  emails += 1;
  // The counter keeps one process apart from itself, the letters from parallel workers.
  return `${prefix}${String(emails)}-${randomLetters(6)}@${domain}`;
}

export function uniqueSurname(prefix) {
  return `${prefix}${randomLetters(6)}`;
}

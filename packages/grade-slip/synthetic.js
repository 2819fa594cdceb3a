/**
 * Grade slips made up by a seeded random generator, for the real-world test set
 * (client/scripts/real-world-slips.mjs): schools, programs, subjects, teachers
 * and grades drawn from the pools below, so no slip is hand-picked and a new
 * seed gives slips the parser has never seen.
 */

/** mulberry32: a small seeded PRNG, uniform in [0, 1). */
export function prng(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return Object.assign(next, {
    /** A number in [min, max). */
    range: (min, max) => min + (max - min) * next(),
    /** An integer in [min, max]. */
    int: (min, max) => min + Math.floor((max - min + 1) * next()),
    pick: (items) => items[Math.floor(items.length * next())],
    chance: (p) => next() < p,
    /** The items in a random order. */
    shuffle: (items) => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i -= 1) {
        const j = Math.floor((i + 1) * next());
        [copy[i], copy[j]] = [copy[j], copy[i]];
      }
      return copy;
    },
  });
}

export const SCHOOLS = [
  'University of Baguio',
  'Saint Louis College of the North',
  'Cordillera State University',
  'Pines City Colleges',
  'Benguet Polytechnic Institute',
];

const PROGRAMS = [
  ['BS Information Technology', 'BSIT', ['IT', 'CS', 'IS']],
  ['BS Nursing', 'BSN', ['NCM', 'BIO', 'CHEM']],
  ['BS Accountancy', 'BSA', ['ACC', 'FIN', 'ECON']],
  ['BS Civil Engineering', 'BSCE', ['CE', 'MATH', 'PHYS']],
  ['BS Secondary Education', 'BSEd', ['EDUC', 'ENG', 'MATH']],
];

const TOPICS = [
  'Web Systems',
  'Data Structures',
  'Fundamentals of Accounting',
  'Statics of Rigid Bodies',
  'Anatomy and Physiology',
  'Calculus 2',
  'Technical Writing',
  'Object-Oriented Programming',
  'Community Health Nursing',
  'Managerial Economics',
  'Assessment of Learning',
  'Physics for Engineers',
  'Operating Systems',
  'Cost Accounting',
];

/** Long titles: on a narrow column these wrap onto a second line. */
const LONG_TOPICS = [
  'Science, Technology and Society in the Philippine Setting',
  'Information Assurance and Security with Laboratory',
  'Care of Mother, Child, Adolescent and Family at Risk',
  'Strength of Materials and Structural Analysis',
  'Principles of Teaching and Facilitating Learning',
];

const GENERAL = [
  ['GE', 'Ethics'],
  ['GE', 'Purposive Communication'],
  ['GE', 'Readings in Philippine History'],
  ['PE', 'Team Sports'],
  ['PE', 'Dance'],
  ['NSTP', 'Civic Welfare Training Service'],
];

const SURNAMES = [
  'DELA CRUZ',
  'REYES',
  'GARCIA',
  'SANTOS',
  'BAUTISTA',
  'MENDOZA',
  'AQUINO',
  'VILLANUEVA',
  'TORRES',
  'CASTRO',
  'FLORES',
  'RAMOS',
  'PASCUAL',
  'DE GUZMAN',
  'OCAMPO',
  'NAVARRO',
  'SALVADOR',
  'LACSON',
];
const LONG_SURNAMES = ['DE LOS SANTOS-MACARAEG', 'VILLAFUERTE-BALAGTAS', 'SAN JUAN-DIMAGUILA'];
const GIVEN = ['MARIA CRISTINA', 'JOSE ANTONIO', 'ANA LIZA', 'JUAN MIGUEL', 'ROSARIO', 'EDUARDO'];
const INITIALS = 'ABCDEFGJLMNPRSTV';

const REMARKS = ['Very Good', 'Good', 'Satisfactory', 'Excellent', 'Fair'];

function faculty(random, long) {
  if (long) {
    const names = random.pick(GIVEN);
    return `${random.pick(LONG_SURNAMES)}, ${names} ${random.pick(INITIALS)}.`;
  }
  const first = random.pick(INITIALS);
  const second = random.chance(0.25) ? ` ${random.pick(INITIALS)}.` : '';
  return `${random.pick(SURNAMES)}, ${first}.${second}`;
}

function remarkOf(final) {
  if (final === null) return 'Incomplete';
  if (final >= 93) return REMARKS[3];
  if (final >= 88) return REMARKS[0];
  if (final >= 83) return REMARKS[1];
  if (final >= 75) return REMARKS[2];
  return 'Failed';
}

const round2 = (value) => Math.round(value * 100) / 100;

/**
 * A slip of `rows` subjects (5–8 by default). `long` makes about half the
 * subjects and teachers long enough to wrap on a narrow column. Rows carry the
 * cells of every column a layout may print, `section` and `remarks` included.
 */
export function makeSlip(random, { name, rows: count = random.int(5, 8), long = false } = {}) {
  const [program, short, prefixes] = random.pick(PROGRAMS);
  const year = random.int(1, 4);
  const section = `${short}-${year}${random.pick(['A', 'B', 'C'])}`;
  const topics = random.shuffle(TOPICS);
  const longTopics = random.shuffle(LONG_TOPICS);
  const general = random.shuffle(GENERAL);
  const rows = [];
  for (let index = 0; index < count; index += 1) {
    const isLong = long && (index % 2 === 0 || random.chance(0.3));
    const [prefix, topic] =
      !isLong && random.chance(0.3)
        ? general.pop()
        : [random.pick(prefixes), isLong ? (longTopics.pop() ?? topics.pop()) : topics.pop()];
    const subject = `${prefix} ${year}${random.int(0, 2)}${index + 1} ${topic}`;
    const failing = random.chance(0.08);
    const incomplete = !failing && random.chance(0.05);
    const one = failing ? random.int(62, 74) : random.int(76, 98);
    const two = incomplete ? null : failing ? random.int(60, 74) : random.int(76, 99);
    const final = two === null ? null : Math.round((one + two) / 2);
    rows.push({
      subject,
      faculty: faculty(random, long && (isLong || random.chance(0.5))),
      one,
      two,
      final,
      units: random.pick([3, 3, 3, 3, 2, 4, 5, 1, 1.5]),
      status: final === null ? 'Incomplete' : final >= 75 ? 'Passed' : 'Failed',
      section,
      remarks: remarkOf(final),
    });
  }
  const graded = rows.filter((row) => row.final !== null);
  const units = graded.reduce((sum, row) => sum + row.units, 0);
  const generalAvg = round2(graded.reduce((sum, row) => sum + row.final * row.units, 0) / units);
  const mean = (key) => (graded.reduce((sum, row) => sum + row[key], 0) / graded.length).toFixed(2);
  const month = String(random.pick([5, 6, 12, 1])).padStart(2, '0');
  return {
    name,
    school: random.pick(SCHOOLS),
    meta: {
      program,
      level: `${['1st', '2nd', '3rd', '4th'][year - 1]} Year`,
      date: `${random.int(2025, 2028)}-${month}-${String(random.int(1, 28)).padStart(2, '0')}`,
      enrolledBy: `${random.pick(['Maria', 'Jose', 'Ana', 'Paolo', 'Grace'])} ${random.pick(['Santos', 'Ramos', 'Lim', 'Cruz', 'Dizon'])}`,
      generalAvg,
      averages: `1st ${mean('one')} 2nd ${mean('two')}`,
    },
    totalUnits: rows.reduce((sum, row) => sum + row.units, 0),
    rows,
  };
}

/**
 * The word lists behind prepareTextForSpeech. Each list is a decision about how
 * PodBite's narrator says something; a test in prepare-text-for-speech.test.ts
 * pins each kind. Add to them when a summary reads badly.
 */

/**
 * Abbreviations with their periods. A title ("Dr.") always stands before a name;
 * any other abbreviation's period may also end a sentence ("... etc. Then"), so it is kept there.
 */
export const ABBREVIATIONS: readonly { written: string; spoken: string; title?: true }[] = [
  { written: 'e.g.', spoken: 'for example' },
  { written: 'i.e.', spoken: 'that is' },
  { written: 'etc.', spoken: 'et cetera' },
  { written: 'et al.', spoken: 'and others' },
  { written: 'vs.', spoken: 'versus' },
  { written: 'cf.', spoken: 'compare' },
  { written: 'approx.', spoken: 'approximately' },
  { written: 'incl.', spoken: 'including' },
  { written: 'esp.', spoken: 'especially' },
  { written: 'a.k.a.', spoken: 'also known as' },
  { written: 'Inc.', spoken: 'Inc' },
  { written: 'Ltd.', spoken: 'Limited' },
  { written: 'Corp.', spoken: 'Corp' },
  { written: 'Dr.', spoken: 'Doctor', title: true },
  { written: 'Mr.', spoken: 'Mister', title: true },
  { written: 'Mrs.', spoken: 'Missus', title: true },
  { written: 'Ms.', spoken: 'Miz', title: true },
  { written: 'Prof.', spoken: 'Professor', title: true },
  { written: 'Jr.', spoken: 'Junior' },
  { written: 'Sr.', spoken: 'Senior' },
];

/** Whole words said another way; matched case-sensitively as tokens. */
export const WORD_REPLACEMENTS: Readonly<Record<string, string>> = {
  vs: 'versus',
  aka: 'also known as',
  'w/': 'with',
  'w/o': 'without',
  'b/c': 'because',
  'C++': 'C plus plus',
  'C#': 'C sharp',
  'F#': 'F sharp',
  '.NET': 'dot net',
  OK: 'okay',
  JSON: 'Jason',
  SQL: 'sequel',
  MySQL: 'my sequel',
  PostgreSQL: 'postgres',
  SQLite: 'sequel light',
  NoSQL: 'no sequel',
  GUI: 'gooey',
  GIF: 'gif',
  JPEG: 'jay peg',
  YAML: 'yammel',
  TOML: 'tommel',
  ASCII: 'askee',
  SaaS: 'sass',
  OAuth: 'oh auth',
  macOS: 'mac O S',
  iOS: 'i O S',
  iPadOS: 'i pad O S',
  IPv4: 'I P v four',
  IPv6: 'I P v six',
  PyPI: 'pie P I',
  PyPy: 'pie pie',
  NumPy: 'num pie',
  SciPy: 'sigh pie',
  PyTorch: 'pie torch',
  PyCon: 'pie con',
  PyCharm: 'pie charm',
  PyScript: 'pie script',
  CPython: 'C python',
  pytest: 'pie test',
  mypy: 'my pie',
  Pydantic: 'pie dantic',
  npm: 'N P M',
  uv: 'U V',
  nginx: 'engine X',
  kubectl: 'cube control',
  k8s: 'kubernetes',
  K8s: 'kubernetes',
  i18n: 'internationalization',
  stdin: 'standard in',
  stdout: 'standard out',
  stderr: 'standard error',
  WYSIWYG: 'wizzywig',
};

/** All-capital words said as words, not letter by letter. Written capitalized so no engine spells them. */
export const PRONOUNCED_ACRONYMS: ReadonlySet<string> = new Set([
  'NASA', 'NATO', 'UNESCO', 'UNICEF', 'FIFA', 'OPEC', 'NASDAQ', 'IKEA', 'LEGO', 'COVID', 'AIDS', 'SCUBA',
  'LASER', 'RADAR', 'LIDAR', 'CAPTCHA', 'RAM', 'ROM', 'LAN', 'WAN', 'PIN', 'SIM', 'REST', 'CRUD', 'MIDI',
  'PEP', 'DOS', 'WASM', 'ARM', 'GIT', 'LINUX', 'UNIX', 'POSIX', 'CAD', 'FOMO', 'YOLO', 'ZIP', 'BASIC', 'PRO',
]);

/** Top-level domains said as a word ("dot com"); the others are spelled ("dot F M"). */
export const WORD_TOP_LEVEL_DOMAINS: ReadonlySet<string> = new Set([
  'com', 'org', 'net', 'gov', 'mil', 'info', 'app', 'dev', 'blog', 'news', 'tech', 'page', 'site', 'cloud',
  'online', 'shop', 'store', 'live', 'link', 'media', 'today', 'world', 'academy', 'social', 'rocks',
]);

/** Top-level domains recognised in a bare domain ("pythonbytes.fm"); a dot before anything else is not a domain. */
export const KNOWN_TOP_LEVEL_DOMAINS: ReadonlySet<string> = new Set([
  ...WORD_TOP_LEVEL_DOMAINS,
  'edu', 'io', 'fm', 'ai', 'co', 'me', 'tv', 'us', 'uk', 'de', 'fr', 'ca', 'au', 'nl', 'eu', 'jp', 'in', 'sh',
  'ly', 'gg', 'so', 'cc', 'xyz', 'to', 'is', 'it', 'es', 'ch', 'se', 'no', 'be', 'at', 'nz', 'ie', 'ms', 'gl',
]);

/**
 * Units after a number: [written forms, singular, plural], matched case-sensitively.
 * A one-letter unit must touch its number ("5s", "10x", "7B"); longer ones may stand apart ("5 km").
 * "B" is billion, not bytes, and a lone "m" is left alone (metres, minutes or million?).
 */
export const UNITS: readonly (readonly [readonly string[], string, string])[] = [
  [['km'], 'kilometer', 'kilometers'],
  [['cm'], 'centimeter', 'centimeters'],
  [['mm'], 'millimeter', 'millimeters'],
  [['mi'], 'mile', 'miles'],
  [['ft'], 'foot', 'feet'],
  [['kg'], 'kilogram', 'kilograms'],
  [['mg'], 'milligram', 'milligrams'],
  [['lb', 'lbs'], 'pound', 'pounds'],
  [['oz'], 'ounce', 'ounces'],
  [['mph'], 'mile per hour', 'miles per hour'],
  [['km/h', 'kph'], 'kilometer per hour', 'kilometers per hour'],
  [['ms'], 'millisecond', 'milliseconds'],
  [['µs', 'μs'], 'microsecond', 'microseconds'],
  [['ns'], 'nanosecond', 'nanoseconds'],
  [['s', 'sec', 'secs'], 'second', 'seconds'],
  [['min', 'mins'], 'minute', 'minutes'],
  [['h', 'hr', 'hrs'], 'hour', 'hours'],
  [['KB', 'kB', 'kb'], 'kilobyte', 'kilobytes'],
  [['MB', 'mb'], 'megabyte', 'megabytes'],
  [['GB', 'gb'], 'gigabyte', 'gigabytes'],
  [['TB', 'tb'], 'terabyte', 'terabytes'],
  [['PB'], 'petabyte', 'petabytes'],
  [['KiB'], 'kibibyte', 'kibibytes'],
  [['MiB'], 'mebibyte', 'mebibytes'],
  [['GiB'], 'gibibyte', 'gibibytes'],
  [['kbps', 'Kbps', 'kb/s'], 'kilobit per second', 'kilobits per second'],
  [['Mbps', 'Mb/s'], 'megabit per second', 'megabits per second'],
  [['Gbps', 'Gb/s'], 'gigabit per second', 'gigabits per second'],
  [['MB/s'], 'megabyte per second', 'megabytes per second'],
  [['GB/s'], 'gigabyte per second', 'gigabytes per second'],
  [['Hz'], 'hertz', 'hertz'],
  [['kHz'], 'kilohertz', 'kilohertz'],
  [['MHz'], 'megahertz', 'megahertz'],
  [['GHz'], 'gigahertz', 'gigahertz'],
  [['W'], 'watt', 'watts'],
  [['kW'], 'kilowatt', 'kilowatts'],
  [['kWh'], 'kilowatt hour', 'kilowatt hours'],
  [['mAh'], 'milliamp hour', 'milliamp hours'],
  [['V'], 'volt', 'volts'],
  [['°C'], 'degree Celsius', 'degrees Celsius'],
  [['°F'], 'degree Fahrenheit', 'degrees Fahrenheit'],
  [['°'], 'degree', 'degrees'],
  [['px'], 'pixel', 'pixels'],
  [['fps'], 'frame per second', 'frames per second'],
  [['x'], 'times', 'times'],
  [['k', 'K'], 'thousand', 'thousand'],
  [['M', 'mn'], 'million', 'million'],
  [['B', 'bn'], 'billion', 'billion'],
  [['T', 'tn'], 'trillion', 'trillion'],
];

export const MONTHS = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
] as const;

export const CURRENCIES: Readonly<Record<string, { one: string; many: string; centOne: string; centMany: string }>> = {
  $: { one: 'dollar', many: 'dollars', centOne: 'cent', centMany: 'cents' },
  '€': { one: 'euro', many: 'euros', centOne: 'cent', centMany: 'cents' },
  '£': { one: 'pound', many: 'pounds', centOne: 'penny', centMany: 'pence' },
  '¥': { one: 'yen', many: 'yen', centOne: 'sen', centMany: 'sen' },
  '₹': { one: 'rupee', many: 'rupees', centOne: 'paisa', centMany: 'paise' },
};

/** "/mo" after a price. */
export const PER_PERIODS: Readonly<Record<string, string>> = {
  mo: 'month', month: 'month', yr: 'year', year: 'year', wk: 'week', week: 'week', day: 'day',
  hr: 'hour', hour: 'hour', user: 'user', seat: 'seat', person: 'person',
};

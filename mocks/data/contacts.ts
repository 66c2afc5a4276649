import { seededRandom } from './seededRandom';

/** A person of the Contact app's directory (sample data; favourites and tags are each user's own). */
export interface ContactSeed {
  id: number;
  name: string;
  title: string;
  department: string;
  location: string;
  email: string;
  phone: string;
  /** Tags a user sees until they change them. */
  tags: string[];
}

export const CONTACT_COUNT = 100;

const FIRST_NAMES = [
  'Ada',
  'Bilal',
  'Carmen',
  'Darius',
  'Elif',
  'Farah',
  'Gustav',
  'Hana',
  'Ines',
  'Jonah',
  'Kwame',
  'Lena',
  'Mateo',
  'Nadia',
  'Oscar',
  'Priya',
  'Quentin',
  'Rosa',
  'Sven',
  'Tamar',
  'Umar',
  'Vera',
  'Wen',
  'Ximena',
  'Yusuf',
  'Zoe',
  'Aiko',
  'Bruno',
  'Chiara',
  'Diego',
];
const LAST_NAMES = [
  'Abara',
  'Bergström',
  'Costa',
  'Dubois',
  'Eriksen',
  'Fischer',
  'García',
  'Haddad',
  'Ivanova',
  'Jensen',
  'Kowalski',
  'Lindqvist',
  'Moreau',
  'Nakamura',
  'Okafor',
  'Petrov',
  'Quinn',
  'Rossi',
  'Schmidt',
  'Tanaka',
  'Usman',
  'Varga',
  'Walsh',
  'Xu',
  'Yilmaz',
  'Zhang',
  'Alvarez',
  'Brennan',
  'Chen',
  'Devi',
];

/** Departments with the titles found in them. */
const DEPARTMENTS: Readonly<Record<string, readonly string[]>> = {
  Engineering: ['Software Engineer', 'Senior Software Engineer', 'Staff Engineer', 'Engineering Manager'],
  Product: ['Product Manager', 'Senior Product Manager', 'Product Designer', 'UX Researcher'],
  Trading: ['Trader', 'Senior Trader', 'Quant Analyst', 'Head of Desk'],
  Operations: ['Operations Analyst', 'Operations Manager', 'Settlements Specialist'],
  Risk: ['Risk Analyst', 'Senior Risk Analyst', 'Chief Risk Officer'],
  Sales: ['Account Executive', 'Sales Director', 'Client Partner'],
  'People & Culture': ['Recruiter', 'People Partner', 'Head of People'],
  Finance: ['Financial Analyst', 'Controller', 'Treasury Manager'],
};

/** Offices with their phone prefix and email-friendly code. */
const LOCATIONS: readonly { name: string; phone: string }[] = [
  { name: 'New York', phone: '+1 212 555' },
  { name: 'London', phone: '+44 20 7946' },
  { name: 'Montreal', phone: '+1 514 555' },
  { name: 'Hong Kong', phone: '+852 5550' },
  { name: 'Stockholm', phone: '+46 8 555' },
  { name: 'Remote', phone: '+1 415 555' },
];

const TAGS = ['Mentor', 'Coffee', 'Project Atlas', 'On call', 'Speaker', 'Runner', 'Chess', 'Volunteer'];

function slug(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
}

function generateContacts(count: number, seed: number): ContactSeed[] {
  const rng = seededRandom(seed);
  const names = new Set<string>();
  const out: ContactSeed[] = [];
  while (out.length < count) {
    const first = rng.pick(FIRST_NAMES);
    const last = rng.pick(LAST_NAMES);
    const name = `${first} ${last}`;
    if (names.has(name)) continue;
    names.add(name);
    const department = rng.pick(Object.keys(DEPARTMENTS));
    const location = rng.pick(LOCATIONS);
    const tags = new Set<string>();
    const tagCount = rng.chance(0.55) ? rng.int(1, 2) : 0;
    while (tags.size < tagCount) tags.add(rng.pick(TAGS));
    out.push({
      id: out.length + 1,
      name,
      title: rng.pick(DEPARTMENTS[department] ?? ['Associate']),
      department,
      location: location.name,
      email: `${slug(first)}.${slug(last)}@toolbox.example`,
      phone: `${location.phone} ${String(rng.int(1000, 9999))}`,
      tags: [...tags].sort(),
    });
  }
  return out.sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

/** The 100 people of the directory, sorted by name, the same on every run. */
export const CONTACTS: readonly ContactSeed[] = generateContacts(CONTACT_COUNT, 31_415);

export function contactSeed(id: number): ContactSeed | undefined {
  return CONTACTS.find((c) => c.id === id);
}

import type { NewsStory } from '../../src/api/news';
import { seededRandom } from './seededRandom';

/**
 * The bundled sample of news (the server's default without NEWS_FEEDS, and the mocks' data): 300 stories over
 * five sources, made from a fixed seed. Their times are counted back from the hour given, so the sample always
 * reads as recent news.
 */

export const SAMPLE_NEWS_SOURCES = [
  { name: 'Tech Wire', color: '#2563eb', topics: ['chips', 'cloud', 'AI models', 'browsers', 'open source'] },
  { name: 'Market Watchers', color: '#059669', topics: ['bonds', 'earnings', 'the dollar', 'oil', 'IPOs'] },
  {
    name: 'Science Digest',
    color: '#7c3aed',
    topics: ['fusion', 'exoplanets', 'genomics', 'climate', 'batteries'],
  },
  {
    name: 'World Briefing',
    color: '#dc2626',
    topics: ['trade talks', 'elections', 'shipping', 'aid', 'summits'],
  },
  {
    name: 'Health Desk',
    color: '#d97706',
    topics: ['vaccines', 'sleep', 'nutrition', 'hospitals', 'drug prices'],
  },
] as const;

const OPENERS = [
  'New report on',
  'What the latest data says about',
  'Five things to know about',
  'Analysts split over',
  'Inside the race for',
  'Why investors are watching',
  'A closer look at',
  'The quiet shift in',
  'Regulators turn to',
  'Surprise turn in',
] as const;

const SUMMARIES = [
  'The findings challenge assumptions that have held for most of the decade, and experts expect a lively debate.',
  'Early numbers point to a steady trend, though several observers warn that the picture may change by spring.',
  'People close to the matter describe weeks of talks; a formal announcement is expected later this month.',
  'The change is small on paper but could matter a great deal for the companies and people who rely on it.',
  'Researchers say more work is needed, yet the first results are stronger than anyone had predicted.',
  'Critics argue the plan leaves key questions open, while supporters call it overdue and practical.',
] as const;

/** A small picture for a story: the source's colour, as a data URL (the page allows no other image hosts). */
function thumbnail(color: string, n: number): string {
  const angle = (n * 37) % 360;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="100" viewBox="0 0 160 100">` +
    `<defs><linearGradient id="g" gradientTransform="rotate(${angle} .5 .5)">` +
    `<stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="#f8fafc"/></linearGradient></defs>` +
    `<rect width="160" height="100" fill="url(#g)"/><circle cx="${30 + (n % 100)}" cy="50" r="22" ` +
    `fill="#ffffff" fill-opacity=".35"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const slug = (s: string): string =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The sample's stories, newest first, the newest published at `now` rounded down to the hour. */
export function sampleNews(now: number = Date.now(), count = 300): NewsStory[] {
  const rnd = seededRandom(7_311_2026);
  const hour = Math.floor(now / 3_600_000) * 3_600_000;
  let at = hour;
  const out: NewsStory[] = [];
  for (let i = 0; i < count; i++) {
    const source = rnd.pick(SAMPLE_NEWS_SOURCES);
    const topic = rnd.pick(source.topics);
    const title = `${rnd.pick(OPENERS)} ${topic}`;
    const id = `${slug(source.name)}-${count - i}`;
    out.push({
      id,
      source: source.name,
      title,
      link: `https://news.example.com/${slug(source.name)}/${count - i}-${slug(title)}`,
      published: new Date(at).toISOString(),
      summary: `${title}: ${rnd.pick(SUMMARIES)}`,
      imageUrl: rnd.chance(0.6) ? thumbnail(source.color, i) : null,
      author: rnd.chance(0.7)
        ? rnd.pick(['A. Rivera', 'J. Chen', 'M. Okafor', 'S. Novak', 'L. Haddad'])
        : null,
    });
    at -= rnd.int(5, 50) * 60_000;
  }
  return out;
}

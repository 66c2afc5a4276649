import { parseFeed } from 'feedsmith';
import type { NewsStory } from '../../src/api/news';

/** Stories a feed gives at most (the newest), so one busy feed cannot crowd out the others. */
export const MAX_STORIES_PER_FEED = 200;
const MAX_SUMMARY = 280;
/** How long a feed gets to answer, and the most of it the server reads. */
const FEED_TIMEOUT_MS = 10_000;
const MAX_FEED_BYTES = 5 * 1024 * 1024;

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  '#39': "'",
};

/** Feed summaries are HTML: the text of it, tags dropped, spaces collapsed, cut at a word near MAX_SUMMARY. */
export function plainSummary(html: string | undefined): string {
  const text = (html ?? '')
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#\d+|#x[\da-f]+|[a-z]+\d*);/gi, (m: string, name: string) => {
      if (ENTITIES[name] !== undefined) return ENTITIES[name];
      const code = name.startsWith('#x')
        ? parseInt(name.slice(2), 16)
        : name.startsWith('#')
          ? Number(name.slice(1))
          : NaN;
      return Number.isInteger(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : m;
    })
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= MAX_SUMMARY) return text;
  const cut = text.slice(0, MAX_SUMMARY);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 200 ? cut.lastIndexOf(' ') : MAX_SUMMARY)}…`;
}

/** Only http(s) links and pictures reach the page (no javascript: or data: from a feed). */
function httpUrl(value: string | undefined, base: string): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

function isoDate(value: string | undefined): string | null {
  if (!value) return null;
  const t = Date.parse(value);
  return Number.isNaN(t) ? null : new Date(t).toISOString();
}

interface Draft {
  id: string | undefined;
  title: string | undefined;
  link: string | undefined;
  published: string | undefined;
  summary: string | undefined;
  image: string | undefined;
  author: string | undefined;
}

interface MediaLike {
  thumbnails?: { url?: string }[];
  contents?: { url?: string; medium?: string; type?: string }[];
}

function mediaImage(media: MediaLike | undefined): string | undefined {
  return (
    media?.thumbnails?.find((t) => t.url)?.url ??
    media?.contents?.find((c) => c.url && (c.medium === 'image' || c.type?.startsWith('image/')))?.url
  );
}

/** The stories of a feed's text (RSS, Atom, RDF or JSON Feed) and its title; throws when it is no feed. */
export function storiesOfFeed(
  text: string,
  feedUrl: string,
  loadedAt: string,
): { title: string; stories: NewsStory[] } {
  const parsed = parseFeed(text);
  let title = '';
  let drafts: Draft[] = [];
  switch (parsed.format) {
    case 'rss':
    case 'rdf': {
      const feed = parsed.feed as {
        title?: string;
        items?: {
          title?: string;
          link?: string;
          guid?: { value?: string };
          pubDate?: string;
          description?: string;
          authors?: (string | { name?: string })[];
          enclosures?: { url?: string; type?: string }[];
          media?: MediaLike;
          dc?: { creators?: string[]; dates?: string[]; creator?: string; date?: string };
          content?: { encoded?: string };
        }[];
      };
      title = feed.title ?? '';
      drafts = (feed.items ?? []).map((i) => {
        const author = i.authors?.[0];
        return {
          id: i.guid?.value ?? i.link,
          title: i.title,
          link: i.link,
          published: i.pubDate ?? i.dc?.dates?.[0] ?? i.dc?.date,
          summary: i.description ?? i.content?.encoded,
          image: i.enclosures?.find((e) => e.url && e.type?.startsWith('image/'))?.url ?? mediaImage(i.media),
          author:
            (typeof author === 'string' ? author : author?.name) ?? i.dc?.creators?.[0] ?? i.dc?.creator,
        };
      });
      break;
    }
    case 'atom': {
      const feed = parsed.feed as {
        title?: string | { value?: string };
        entries?: {
          id?: string;
          title?: string | { value?: string };
          links?: { href?: string; rel?: string; type?: string }[];
          published?: string;
          updated?: string;
          summary?: string | { value?: string };
          content?: string | { value?: string };
          authors?: { name?: string }[];
          media?: MediaLike;
        }[];
      };
      const textOf = (v: string | { value?: string } | undefined) => (typeof v === 'string' ? v : v?.value);
      title = textOf(feed.title) ?? '';
      drafts = (feed.entries ?? []).map((e) => ({
        id: e.id,
        title: textOf(e.title),
        link: (e.links?.find((l) => !l.rel || l.rel === 'alternate') ?? e.links?.[0])?.href,
        published: e.published ?? e.updated,
        summary: textOf(e.summary) ?? textOf(e.content),
        image:
          e.links?.find((l) => l.rel === 'enclosure' && l.type?.startsWith('image/'))?.href ??
          mediaImage(e.media),
        author: e.authors?.[0]?.name,
      }));
      break;
    }
    case 'json': {
      const feed = parsed.feed as {
        title?: string;
        items?: {
          id?: string;
          url?: string;
          title?: string;
          summary?: string;
          content_html?: string;
          content_text?: string;
          image?: string;
          date_published?: string;
          authors?: { name?: string }[];
        }[];
      };
      title = feed.title ?? '';
      drafts = (feed.items ?? []).map((i) => ({
        id: i.id,
        title: i.title,
        link: i.url,
        published: i.date_published,
        summary: i.summary ?? i.content_text ?? i.content_html,
        image: i.image,
        author: i.authors?.[0]?.name,
      }));
      break;
    }
  }
  const source = title.trim() || new URL(feedUrl).hostname;
  const stories: NewsStory[] = [];
  for (const d of drafts) {
    const link = httpUrl(d.link, feedUrl);
    const storyTitle = plainSummary(d.title);
    if (!link || !storyTitle) continue;
    stories.push({
      id: `${feedUrl}#${d.id ?? link}`,
      source,
      title: storyTitle,
      link,
      published: isoDate(d.published) ?? loadedAt,
      summary: plainSummary(d.summary),
      imageUrl: httpUrl(d.image, feedUrl),
      author: d.author?.trim() || null,
    });
  }
  stories.sort((a, b) => b.published.localeCompare(a.published));
  return { title: source, stories: stories.slice(0, MAX_STORIES_PER_FEED) };
}

/** Reads a feed over http(s): its text, or an Error saying why not. */
export async function fetchFeedText(url: string): Promise<string> {
  const res = await fetch(url, {
    headers: { Accept: 'application/rss+xml, application/atom+xml, application/xml, text/xml, */*;q=0.5' },
    signal: AbortSignal.timeout(FEED_TIMEOUT_MS),
  });
  if (!res.ok) {
    await res.body?.cancel().catch(() => undefined);
    throw new Error(`The feed answered ${res.status}.`);
  }
  const length = Number(res.headers.get('content-length') ?? 0);
  if (length > MAX_FEED_BYTES) {
    await res.body?.cancel().catch(() => undefined);
    throw new Error('The feed is too large.');
  }
  const text = await res.text();
  if (text.length > MAX_FEED_BYTES) throw new Error('The feed is too large.');
  return text;
}

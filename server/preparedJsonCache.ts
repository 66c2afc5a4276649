import { LRUCache } from 'lru-cache';
import { PreparedJson } from './preparedJson';

export interface PreparedJsonCacheOptions {
  /** Most answers kept. */
  maxEntries: number;
  /** Most bytes kept, counted as in `entryBytes`; an answer larger than this is answered but not kept. */
  maxBytes: number;
  /** Whether answers are compressed for clients that accept it (see PreparedJson); they are by default. */
  compress?: boolean;
}

/** What the objects of an entry cost beyond its bytes (the ETag, the maps, the LRU's own slots), rounded up. */
const ENTRY_OVERHEAD_BYTES = 512;

/**
 * Bytes an entry may come to hold: its key (UTF-16), its JSON, and when it compresses up to two compressed
 * copies, each made only when asked for and about the JSON's size at most (so counted as that).
 */
export function entryBytes(key: string, answer: PreparedJson): number {
  return 2 * key.length + (answer.compress ? 3 : 1) * answer.body.length + ENTRY_OVERHEAD_BYTES;
}

/**
 * Prepared answers (see PreparedJson) of a query that a client chooses, for the most recently asked keys: a
 * repeated key costs a lookup, not a computation, a serialisation, an ETag and a compression. Bounded in entries
 * and in bytes, since any client can send any number of different keys.
 */
export class PreparedJsonCache {
  private readonly answers: LRUCache<string, PreparedJson>;

  constructor(
    private readonly answer: (key: string) => unknown,
    private readonly options: PreparedJsonCacheOptions,
  ) {
    this.answers = new LRUCache<string, PreparedJson>({
      max: options.maxEntries,
      maxSize: options.maxBytes,
      sizeCalculation: (value, key) => entryBytes(key, value),
    });
  }

  /** The prepared answer for `key`: the kept one, or made now (and kept when it fits). */
  get(key: string): PreparedJson {
    let prepared = this.answers.get(key);
    if (!prepared) {
      prepared = new PreparedJson(this.answer(key), { compress: this.options.compress });
      this.answers.set(key, prepared);
    }
    return prepared;
  }

  /** Answers kept now. */
  get size(): number {
    return this.answers.size;
  }

  /** Bytes kept now, counted as in `entryBytes`. */
  get bytes(): number {
    return this.answers.calculatedSize;
  }
}

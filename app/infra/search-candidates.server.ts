import { sql, type SQL } from "drizzle-orm";

/**
 * Search candidate sets (decision record 0068): the database narrows a list to the rows that can match a query, and
 * fuse.js decides and ranks among those alone. The narrowing never drops a row that fuse.js would keep.
 *
 * fuse.js keeps a value when some stretch of it is within `threshold × pattern length` edits of the lower-cased
 * query (Bitap with `ignoreLocation`: the score is errors ÷ length; a query over 32 characters is searched as
 * 32-character chunks, and any chunk that matches keeps the value). With at most k edits, a query cut into k + 1
 * pieces keeps at least one piece unchanged (each edit touches one piece): so every value fuse.js keeps holds one of
 * the pieces as it is, which `LIKE '%piece%'` finds and the pg_trgm GIN index answers. A typo costs a piece, not the
 * row. Trigram similarity (`%`, `<%`) would be a guess at the same set: it drops rows with a few edits in a short
 * word that fuse.js at 0.3 still keeps.
 */

/** fuse.js's longest pattern (its Bitap's bit width): a longer query is searched as chunks of this length. */
const FUSE_MAX_BITS = 32;

/** The query as fuse.js cuts it: one pattern, or 32-character chunks with the last ending at the query's end. */
function fuseChunks(pattern: string): string[] {
  if (pattern.length <= FUSE_MAX_BITS) return [pattern];
  const chunks: string[] = [];
  const remainder = pattern.length % FUSE_MAX_BITS;
  for (let start = 0; start < pattern.length - remainder; start += FUSE_MAX_BITS) {
    chunks.push(pattern.slice(start, start + FUSE_MAX_BITS));
  }
  if (remainder) chunks.push(pattern.slice(pattern.length - FUSE_MAX_BITS));
  return chunks;
}

/**
 * The pieces of `query` of which every value fuse.js keeps at `threshold` holds at least one, or null when the
 * database cannot judge the query as fuse.js does (then every row is a candidate): lower case is the same in
 * JavaScript and PostgreSQL for printable ASCII only, and a searched JSON text escapes `"` and `\`.
 */
export function candidatePieces(query: string, threshold: number): string[] | null {
  const pattern = query.toLowerCase();
  if (!pattern || !/^[\x20-\x7e]+$/.test(pattern) || /["\\]/.test(pattern)) return null;
  const pieces = new Set<string>();
  for (const chunk of fuseChunks(pattern)) {
    // The most edits fuse.js allows in this chunk, counted as it compares them (errors ÷ length <= threshold).
    let edits = 0;
    while ((edits + 1) / chunk.length <= threshold) edits += 1;
    const parts = edits + 1;
    for (let part = 0; part < parts; part += 1) {
      pieces.add(
        chunk.slice(Math.floor((part * chunk.length) / parts), Math.floor(((part + 1) * chunk.length) / parts)),
      );
    }
  }
  // A piece that holds another adds no row the other does not.
  const all = [...pieces];
  return all.filter((piece) => !all.some((other) => other !== piece && piece.includes(other)));
}

/** `text LIKE '%piece%'` for any of the pieces (`text` lower-cased as the index has it). */
export function holdsAnyPiece(text: SQL, pieces: readonly string[]): SQL {
  const likes = pieces.map((piece) => sql`${text} like ${`%${piece.replace(/[\\%_]/g, "\\$&")}%`}`);
  return sql`(${sql.join(likes, sql` or `)})`;
}

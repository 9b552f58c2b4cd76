/**
 * The append's statements (PostgreSQL and PGlite), prepared once per connection: parse and plan
 * are a fair share of a one-event append's cost. One event goes as scalars; a batch's data and
 * metadata as one JSON array each (a jsonb[] literal costs an escaping pass per element).
 *
 * The command path's append (one event, an exact expected version or "no stream", no idempotency
 * key) is one plain statement (D-657): the dependency check, the stream row's version check and
 * bump, and the insert as data-modifying CTEs. Against `es_append` (plpgsql) that saves the
 * function call, its per-statement executor start-up and the materialised RETURN QUERY: 15–25 % of
 * the server's time per one-event append. (A batch of 100 measured 12–16 % slower this way, so
 * batches keep the function.) No row back means a conflict; `APPEND_CONFLICT` then names it. Under
 * READ COMMITTED the UPDATE waits for a concurrent writer of the stream and re-checks the version
 * it left, so two writers at one version cannot both succeed. Batches, appends with an idempotency
 * key, and appends expecting "any" or "stream exists" go through `es_append` (postgres-schema.ts).
 *
 * Parameters: $1 stream, $2 expected version (>= 0, or -2 for no stream), $3 dependency streams,
 * $4 their versions as read (-1: missing), then the event: $5 id, $6 type, $7 schema version,
 * $8 data and $9 metadata as JSON text.
 */
export const APPEND_ONE_FAST = /* sql */ `
WITH stale AS (
  SELECT 1 FROM unnest($3::text[], $4::bigint[]) AS d(s, v)
    LEFT JOIN es_streams st ON st.stream_id = d.s
   WHERE coalesce(st.version, -1) <> d.v
   LIMIT 1
), bumped AS (
  UPDATE es_streams SET version = version + 1
   WHERE $2::bigint >= 0 AND stream_id = $1 AND version = $2::bigint AND NOT EXISTS (SELECT 1 FROM stale)
  RETURNING version - 1 AS v
), created AS (
  INSERT INTO es_streams (stream_id, version)
  SELECT $1, 0 WHERE $2::bigint = -2 AND NOT EXISTS (SELECT 1 FROM stale)
  ON CONFLICT ON CONSTRAINT es_streams_pkey DO NOTHING
  RETURNING -1::bigint AS v
), at AS (SELECT v FROM bumped UNION ALL SELECT v FROM created)
INSERT INTO es_events (event_id, stream_id, stream_position, type, schema_version, data, metadata)
SELECT $5::uuid, $1, at.v + 1, $6, $7::int, $8::jsonb, $9::jsonb FROM at
RETURNING global_position, transaction_id::text AS transaction_id, stream_position`;

/**
 * After a fast append wrote nothing: where each stream it checked stands now ($1 the streams, the
 * appended one first; $2 the versions the caller expected, -1 for none). The first that moved is
 * the conflict; dependencies are named before the stream itself, as `es_append` does.
 */
export const APPEND_CONFLICT = /* sql */ `
SELECT d.s AS stream_id, d.v AS expected, coalesce(st.version, -1) AS actual, d.ord
  FROM unnest($1::text[], $2::bigint[]) WITH ORDINALITY AS d(s, v, ord)
  LEFT JOIN es_streams st ON st.stream_id = d.s
 ORDER BY d.ord`;

/** The `es_append` path: idempotency keys and the "any" / "stream exists" expectations. */
export const APPEND_ONE = `SELECT * FROM es_append($1, $2, $3, ARRAY[$4::uuid], ARRAY[$5::text], ARRAY[$6::int],
  ARRAY[$7::jsonb], ARRAY[$8::jsonb], $9::text[], $10::bigint[])`;
export const APPEND_MANY = `SELECT * FROM es_append($1, $2, $3, $4::uuid[], $5::text[], $6::int[],
  ARRAY(SELECT x FROM jsonb_array_elements($7::jsonb) WITH ORDINALITY AS a(x, i) ORDER BY i),
  ARRAY(SELECT x FROM jsonb_array_elements($8::jsonb) WITH ORDINALITY AS a(x, i) ORDER BY i),
  $9::text[], $10::bigint[])`;

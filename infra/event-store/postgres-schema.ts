/**
 * Event store schema for PostgreSQL (and PGlite). Applied idempotently at start-up.
 *
 * Ordering is by (transaction_id, global_position): global_position alone is assigned at insert
 * time, so a long transaction can commit a lower number after a higher one is visible. Readers
 * only read rows whose transaction is older than every still-running one (pg_snapshot_xmin), so
 * no subscriber can ever skip an event (see readAll).
 */
export const EVENT_STORE_SCHEMA = /* sql */ `
CREATE TABLE IF NOT EXISTS es_streams (
  stream_id   text PRIMARY KEY,
  version     bigint NOT NULL
);

CREATE TABLE IF NOT EXISTS es_events (
  global_position bigserial PRIMARY KEY,
  transaction_id  xid8 NOT NULL DEFAULT pg_current_xact_id(),
  event_id        uuid NOT NULL UNIQUE,
  stream_id       text NOT NULL,
  stream_position bigint NOT NULL,
  type            text NOT NULL,
  schema_version  int NOT NULL DEFAULT 1,
  data            jsonb NOT NULL,
  metadata        jsonb NOT NULL,
  occurred_at     timestamptz NOT NULL DEFAULT now(),
  UNIQUE (stream_id, stream_position)
);
CREATE INDEX IF NOT EXISTS es_events_order ON es_events (transaction_id, global_position);
CREATE INDEX IF NOT EXISTS es_events_type_order ON es_events (type, transaction_id, global_position);
-- The session check (infra/read-models/sessions.ts, D-542): has this session been closed in the log?
CREATE INDEX IF NOT EXISTS es_events_session_closed ON es_events ((data->>'sessionId')) WHERE type IN ('SignedOut', 'ImpersonationEnded');

CREATE TABLE IF NOT EXISTS es_idempotency (
  key             text PRIMARY KEY,
  stream_id       text NOT NULL,
  first_position  bigint NOT NULL,
  last_position   bigint NOT NULL,
  created_at      timestamptz NOT NULL DEFAULT now()
);

-- One round trip: idempotency check, version checks, insert. No NOTIFY in here: NOTIFY takes a
-- database-wide lock from pre-commit until the commit is flushed, which serialized every
-- concurrent append; the adapter notifies after the commit instead.
-- p_expected: >= 0 exact version, -1 any, -2 no stream, -3 stream exists.
-- p_dep_streams / p_dep_versions: other streams the decision read, at the versions it read
-- (-1: missing); one that moved since is a conflict too (D-501). The 8-argument form before them is dropped.
-- Returns the stored rows (data and metadata only when replayed); a conflict is SQLSTATE 'P0409'
-- with the actual version as DETAIL ('<version> <stream>' when it is a dependency).
DROP FUNCTION IF EXISTS es_append(text, bigint, text, uuid[], text[], int[], jsonb[], jsonb[]);
CREATE OR REPLACE FUNCTION es_append(
  p_stream text, p_expected bigint, p_key text,
  p_ids uuid[], p_types text[], p_versions int[], p_data jsonb[], p_meta jsonb[],
  p_dep_streams text[], p_dep_versions bigint[]
) RETURNS TABLE (
  global_position bigint, transaction_id text, event_id uuid, stream_id text,
  stream_position bigint, type text, schema_version int, data jsonb, metadata jsonb, replayed boolean
) LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_current bigint;
  v_count int := coalesce(array_length(p_ids, 1), 0);
  v_prior es_idempotency%ROWTYPE;
  v_dep text;
  v_dep_version bigint;
BEGIN
  IF p_key IS NOT NULL THEN
    -- Blocks behind a concurrent holder of the same key until it commits or rolls back.
    INSERT INTO es_idempotency AS i (key, stream_id, first_position, last_position)
      VALUES (p_key, p_stream, 0, 0)
      ON CONFLICT (key) DO NOTHING;
    IF NOT FOUND THEN
      SELECT * INTO v_prior FROM es_idempotency WHERE key = p_key;
      RETURN QUERY SELECT e.global_position, e.transaction_id::text, e.event_id, e.stream_id,
             e.stream_position, e.type, e.schema_version, e.data, e.metadata, true
        FROM es_events e
       WHERE e.global_position BETWEEN v_prior.first_position AND v_prior.last_position
         AND e.stream_id = v_prior.stream_id
       ORDER BY e.global_position;
      RETURN;
    END IF;
  END IF;

  -- The streams the decision read must still be where it read them. Checked, not locked: a
  -- writer of one of them that commits after this statement is ordered after this append.
  IF cardinality(p_dep_streams) > 0 THEN
    SELECT d.s, coalesce(st.version, -1) INTO v_dep, v_dep_version
      FROM unnest(p_dep_streams, p_dep_versions) AS d(s, v)
      LEFT JOIN es_streams st ON st.stream_id = d.s
     WHERE coalesce(st.version, -1) <> d.v
     LIMIT 1;
    IF FOUND THEN
      RAISE EXCEPTION USING ERRCODE = 'P0409', MESSAGE = 'stale read of another stream',
        DETAIL = v_dep_version::text || ' ' || v_dep;
    END IF;
  END IF;

  -- Version check and bump in one statement: the UPDATE's row lock serializes writers of a
  -- stream, and a writer that waited re-checks the version the winner left.
  IF p_expected = -2 THEN
    v_current := -1;
    INSERT INTO es_streams AS s (stream_id, version) VALUES (p_stream, v_count - 1)
      ON CONFLICT ON CONSTRAINT es_streams_pkey DO NOTHING;
    IF NOT FOUND THEN
      SELECT s.version INTO v_current FROM es_streams s WHERE s.stream_id = p_stream;
      RAISE EXCEPTION USING ERRCODE = 'P0409', MESSAGE = 'wrong expected version',
        DETAIL = coalesce(v_current, -1)::text;
    END IF;
  ELSE
    UPDATE es_streams s SET version = s.version + v_count
     WHERE s.stream_id = p_stream AND (p_expected < 0 OR s.version = p_expected)
    RETURNING s.version - v_count INTO v_current;
    IF NOT FOUND THEN
      IF p_expected <> -1 THEN
        -- Another version, or no stream for an exact version / stream_exists.
        SELECT s.version INTO v_current FROM es_streams s WHERE s.stream_id = p_stream;
        RAISE EXCEPTION USING ERRCODE = 'P0409', MESSAGE = 'wrong expected version',
          DETAIL = coalesce(v_current, -1)::text;
      END IF;
      -- 'any' on a missing stream: create it, or append after whoever created it meanwhile.
      v_current := -1;
      INSERT INTO es_streams AS s (stream_id, version) VALUES (p_stream, v_count - 1)
        ON CONFLICT ON CONSTRAINT es_streams_pkey DO NOTHING;
      IF NOT FOUND THEN
        UPDATE es_streams s SET version = s.version + v_count WHERE s.stream_id = p_stream
        RETURNING s.version - v_count INTO v_current;
      END IF;
    END IF;
  END IF;

  RETURN QUERY
  WITH ins AS (
    INSERT INTO es_events AS e (event_id, stream_id, stream_position, type, schema_version, data, metadata)
    SELECT u.id, p_stream, v_current + u.ord, u.t, u.v, u.d, u.m
      FROM unnest(p_ids, p_types, p_versions, p_data, p_meta) WITH ORDINALITY AS u(id, t, v, d, m, ord)
    RETURNING e.global_position, e.transaction_id::text AS transaction_id, e.event_id, e.stream_id,
              e.stream_position, e.type, e.schema_version
  ), keyed AS (
    -- The key's row (taken above) learns where the events went, in the same statement.
    UPDATE es_idempotency i SET first_position = r.first, last_position = r.last
      FROM (SELECT min(ins.global_position) AS first, max(ins.global_position) AS last FROM ins) r
     WHERE p_key IS NOT NULL AND i.key = p_key
  )
  -- data and metadata are the caller's own: not sent back (they were half the bytes and parsing).
  SELECT ins.*, NULL::jsonb, NULL::jsonb, false FROM ins ORDER BY ins.global_position;
END;
$$;
`;

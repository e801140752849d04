-- The tables the Postgres variants of the workflows (forms-postgres.json, application-postgres.json,
-- mail-retries-postgres.json, written by deploy/n8n/set-origins.mjs) keep every submission and resume in. Run it
-- once (again after an update: it only adds what is missing) in the database the workflows' "Linkwell submissions" Postgres credential points at:
--   psql "$DATABASE_URL" -f deploy/n8n/submissions.sql
-- The primary key is the dedupe: of any number of executions inserting the same key at the same moment,
-- exactly one stores it (INSERT ... ON CONFLICT DO NOTHING, in deploy/n8n/postgres-variants.mjs), answers
-- the visitor and mails it; the others are repeats.
CREATE TABLE IF NOT EXISTS linkwell_submissions (
  -- The submissionId (lower case), the id plus ':comment' for a docs page's comment, or no-id-<execution>.
  dedupe_key text PRIMARY KEY,
  submission_id text NOT NULL DEFAULT '',
  kind text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  -- The whole submission: fields, spam signals, the resume's name, size and type.
  payload jsonb NOT NULL,
  -- unsent: stored, the mail not (yet) delivered; sent: mailed. The owner reads both here.
  state text NOT NULL DEFAULT 'unsent' CHECK (state IN ('unsent', 'sent')),
  -- Failed mail attempts; the next one is due at next_attempt_at (1, 2, 4 ... minutes later, at most an hour).
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  last_error text NOT NULL DEFAULT '',
  sent_at timestamptz,
  -- The n8n execution that stored it.
  execution_id text NOT NULL DEFAULT ''
);

-- An application's resume (5 MB at most), stored by the same statement as its row, so that the mail retries
-- attach it on whichever worker they run; deleting the row deletes it.
CREATE TABLE IF NOT EXISTS linkwell_resumes (
  dedupe_key text PRIMARY KEY REFERENCES linkwell_submissions (dedupe_key) ON DELETE CASCADE,
  content bytea NOT NULL
);

-- For the mail retries (the due unsent rows) and for watching.
CREATE INDEX IF NOT EXISTS linkwell_submissions_unsent ON linkwell_submissions (next_attempt_at) WHERE state = 'unsent';
CREATE INDEX IF NOT EXISTS linkwell_submissions_received_at ON linkwell_submissions (received_at);

-- The table the Postgres variants of the forms workflows (forms-postgres.json, application-postgres.json,
-- written by deploy/n8n/set-origins.mjs) record each submission in. Run it once in the database the
-- workflows' "Linkwell submissions" Postgres credential points at:
--   psql "$DATABASE_URL" -f deploy/n8n/submissions.sql
-- The primary key is the dedupe: of any number of executions inserting the same key at the same moment,
-- exactly one gets its row back from INSERT ... ON CONFLICT DO NOTHING RETURNING and notifies.
CREATE TABLE IF NOT EXISTS linkwell_submissions (
  -- The submissionId (lower case), or the id plus ':comment' for a docs page's comment.
  dedupe_key text PRIMARY KEY,
  kind text NOT NULL,
  -- pending: claimed, the notification is running (or the process died during it: see README);
  -- sent: notified. A failed notification deletes its row, so the person's retry is let through.
  state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'sent')),
  claimed_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);

-- For the clean-up (README: DELETE rows older than you care to drop repeats for) and for watching.
CREATE INDEX IF NOT EXISTS linkwell_submissions_claimed_at ON linkwell_submissions (claimed_at);

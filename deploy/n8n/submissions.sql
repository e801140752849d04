-- The table the Postgres variants of the forms workflows (forms-postgres.json, application-postgres.json,
-- written by deploy/n8n/set-origins.mjs) record each submission in. Run it once in the database the
-- workflows' "Linkwell submissions" Postgres credential points at:
--   psql "$DATABASE_URL" -f deploy/n8n/submissions.sql
-- The primary key is the dedupe: of any number of executions inserting the same key at the same moment,
-- exactly one gets its row back from the claim (INSERT ... ON CONFLICT DO UPDATE ... WHERE ... RETURNING,
-- in deploy/n8n/postgres-variants.mjs) and notifies. On a conflict the claim takes the row over only while
-- it is pending and was claimed over 10 minutes ago (reclaimPendingAfter there): Postgres locks the row
-- before it checks that, so of simultaneous retries one takes it, and the others see its new claimed_at.
CREATE TABLE IF NOT EXISTS linkwell_submissions (
  -- The submissionId (lower case), or the id plus ':comment' for a docs page's comment.
  dedupe_key text PRIMARY KEY,
  kind text NOT NULL,
  -- pending: claimed, the notification is running, or the process died during it: after 10 minutes the
  -- next retry of the id claims it again (claimed_at = now()) and notifies (docs/n8n.md "When one n8n is not
  -- enough"); sent: notified, every later execution of the id is a repeat. A failed notification deletes
  -- its row, so the person's retry is let through at once.
  state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'sent')),
  -- When the id was claimed, or last taken over from a claim left pending.
  claimed_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);

-- For the clean-up (docs/n8n.md: DELETE rows older than you care to drop repeats for) and for watching.
CREATE INDEX IF NOT EXISTS linkwell_submissions_claimed_at ON linkwell_submissions (claimed_at);

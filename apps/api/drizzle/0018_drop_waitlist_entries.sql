-- The old waitlist: its rows were copied into event_registrations by 0015 (decision 020), and
-- nothing reads it since.
DROP TABLE "waitlist_entries" CASCADE;

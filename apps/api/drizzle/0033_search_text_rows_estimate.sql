-- Decision 046: the planner's estimate of how many published touchpoints of a type have a text,
-- without reading any. A search's rare-text test (decision 040, 044) reads up to 1,001 of a loose
-- text's rows from the text index, but the index builds its whole bitmap before giving the first
-- row: for a common word that is every row with it (37,846 for "programme" in jobs, 10–30 ms).
-- When the estimate is far above 1,000 the search skips the test and walks, which gives the same
-- rows in the same order; only the cost changes. `EXPLAIN` plans a statement without running it;
-- it is not allowed in a stable function, hence volatile (it reads nothing).
CREATE OR REPLACE FUNCTION search_text_rows_estimate(touchpointable_type text, query tsquery)
RETURNS double precision
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  plan json;
BEGIN
  EXECUTE format(
    'EXPLAIN (FORMAT JSON) SELECT 1 FROM touchpoints t WHERE t.touchpointable_type = %L AND t.state = ''published'' AND t.search @@ %L::tsquery',
    touchpointable_type, query::text) INTO plan;
  RETURN (plan -> 0 -> 'Plan' ->> 'Plan Rows')::double precision;
END;
$$;

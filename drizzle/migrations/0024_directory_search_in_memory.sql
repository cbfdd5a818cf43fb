-- The directory searches its distinct names, skills and cities in memory (decision record 0072): the candidate set
-- of 0023_search_candidates it no longer reads, so its index goes; the board's and the vendor page's stay.
DROP INDEX "trainer_profiles_search_trgm_idx";
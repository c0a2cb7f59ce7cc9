-- Whole words and word starts of the search texts, in every language but Chinese (the simple parser
-- does not split it): store search asks these first, and the trigram indexes only for words they
-- find too few stores of.
CREATE INDEX "dishes_search_words_idx" ON "dishes" USING gin (to_tsvector('simple', "search_text"));--> statement-breakpoint
CREATE INDEX "stores_search_words_idx" ON "stores" USING gin (to_tsvector('simple', "search_text"));
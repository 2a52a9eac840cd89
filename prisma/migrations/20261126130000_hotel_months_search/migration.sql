-- All Bookings (hotel.months) over a whole year with a short search ("a", "lu": words too short
-- for the trigram index) or a status read every stay of the year and filtered it on the row:
-- a sequential scan of the table. With the status and the search text in an index on
-- (check_in, id), the year's range is filtered in the index alone (an index-only scan).
-- Measured on 20,000 stays over three years (a year holds about 7,000): a year with "a"
-- 28.4 → 14.2 ms, with "lu" 20.7 → 8.4 ms (apps/server/src/modules/hotel/README.md, Plans).

-- CreateIndex
CREATE INDEX "hotel_bookings_check_in_id_status_search_text_idx" ON "hotel_bookings"("check_in", "id", "status", "search_text");

# The brfin client against a live API (npm test starts one on a test database
# holding ten years of synthetic weekday CDI and IBOV rows, and passes
# BRFIN_TEST_URL and BRFIN_TEST_KEY). Values are recomputed here from the day.
import datetime
import os
import unittest

from brfin import PAGE_SIZE, BrfinError, Client, Rows

URL = os.environ.get("BRFIN_TEST_URL")
KEY = os.environ.get("BRFIN_TEST_KEY", "")
FROM, TO = datetime.date(2016, 1, 1), datetime.date(2025, 12, 31)

try:
    import pandas  # noqa: F401
    HAVE_PANDAS = True
except ImportError:
    HAVE_PANDAS = False


def weekdays(first, last):
    day = first
    while day <= last:
        if day.isoweekday() < 6:
            yield day
        day += datetime.timedelta(days=1)


def cdi_value(day):
    return round(0.04 + day.timetuple().tm_yday / 1000000, 6)


@unittest.skipUnless(URL, "BRFIN_TEST_URL is not set: run through npm test (test/client/python-client.test.ts)")
class ClientTest(unittest.TestCase):
    def setUp(self):
        self.client = Client(URL, apikey=KEY)

    def test_a_method_per_endpoint_answers_typed_rows(self):
        rows = self.client.macro_series(p_series="CDI", p_from="2025-12-29", p_to="2025-12-31")
        self.assertIsInstance(rows, Rows)
        self.assertEqual([(r["reference_date"], r["value"]) for r in rows], [(d.isoformat(), cdi_value(d)) for d in weekdays(datetime.date(2025, 12, 29), TO)])
        self.assertEqual(self.client.requests, 1)

    def test_series_fetches_ten_years_of_daily_cdi_in_one_call(self):
        rows = self.client.series("macro_series", p_series="CDI", p_from=FROM.isoformat(), p_to=TO.isoformat())
        expected = list(weekdays(FROM, TO))
        dates = [r["reference_date"] for r in rows]
        self.assertEqual(len(set(dates)), len(dates), "a duplicate at a seam")
        self.assertEqual(dates, [d.isoformat() for d in expected], "a gap or a reorder at a seam")
        self.assertEqual([r["value"] for r in rows], [cdi_value(d) for d in expected])
        # 10 years refused, 5 years refused, then four windows of 914 days
        self.assertEqual(self.client.requests, 6)
        print("\npython series: %d rows of CDI %s..%s in %d requests" % (len(rows), FROM, TO, self.client.requests))

    def test_series_follows_the_cursor_of_a_paged_function(self):
        rows = self.client.series("index_history", p_index="IBOV", p_from=FROM.isoformat(), p_to=TO.isoformat())
        expected = list(weekdays(FROM, TO))
        self.assertEqual([r["trade_date"] for r in rows], [d.isoformat() for d in expected])
        self.assertEqual(self.client.requests, len(expected) // PAGE_SIZE + 1)

    def test_a_refusal_raises_with_code_message_details_and_hint(self):
        with self.assertRaises(BrfinError) as caught:
            self.client.macro_series(p_series="CDI", p_from=FROM.isoformat(), p_to=TO.isoformat())
        error = caught.exception
        self.assertEqual((error.status, error.code), (400, "22023"))
        self.assertEqual(error.message, "macro_series: the requested window holds more than 1000 rows; refused rather than trimmed")
        self.assertIn("cut at 1000 rows", error.details)
        self.assertTrue(error.hint)
        self.assertTrue(error.is_row_cap)

    def test_series_raises_a_refusal_that_is_not_the_row_cap_at_once(self):
        with self.assertRaises(BrfinError) as caught:
            self.client.series("ptax", p_currency="XYZ", p_from=FROM.isoformat(), p_to=TO.isoformat())
        self.assertEqual(caught.exception.message, "ptax: unknown currency 'XYZ'")
        self.assertEqual(self.client.requests, 1)

    def test_an_empty_window_gives_no_rows(self):
        self.assertEqual(self.client.series("macro_series", p_series="CDI", p_from="1990-01-01", p_to="1990-12-31"), [])

    def test_series_over_a_view_needs_an_order_and_stops_at_a_short_page(self):
        with self.assertRaises(ValueError):
            self.client.series("investor_flow", investor_type="eq.Outros")
        self.assertEqual(self.client.series("investor_flow", order="reference_date.asc", investor_type="eq.Outros"), [])
        self.assertEqual(self.client.requests, 1)

    @unittest.skipUnless(HAVE_PANDAS, "pandas is not installed: the DataFrame path is not tested")
    def test_to_pandas_parses_dates_and_numbers(self):
        frame = self.client.macro_series(p_series="CDI", p_from="2025-12-29", p_to="2025-12-31").to_pandas()
        self.assertEqual(str(frame["reference_date"].dtype), "datetime64[ns]")
        self.assertEqual(str(frame["value"].dtype), "float64")


if __name__ == "__main__":
    unittest.main()

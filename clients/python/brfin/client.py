# The brfin client: urllib only. One method per endpoint (generated in
# _generated.py), and series() that returns a whole series in as many requests as
# the contract's 1000-row response takes: p_after cursors where the function pages;
# p_from/p_to windows otherwise, the whole window first and half of it after a
# row-cap refusal (learned, never guessed from a density), the next window keeping
# the size that fitted; limit/offset on a stated order for a view. Windows are
# inclusive and consecutive, so seams hold no duplicate and no gap.
import datetime
import json
import urllib.error
import urllib.parse
import urllib.request
from typing import Any, Dict, List, Optional

from ._generated import ENDPOINTS, EndpointMethods
from ._rows import Rows
from .errors import BrfinError

PAGE_SIZE = 1000  # rows per response (catalog limits.page.size)


class Client(EndpointMethods):
    """Client("http://localhost:3000/rest/v1", apikey="pk_...") ; access_token= a JWT for the signed-in tier."""

    def __init__(self, url: str, apikey: str, access_token: Optional[str] = None, timeout: float = 60.0):
        self.url = url.rstrip("/")
        self.headers = {"apikey": apikey, "Accept": "application/json"}
        if access_token:
            self.headers["Authorization"] = "Bearer " + access_token
        self.timeout = timeout
        self.requests = 0  # HTTP requests made so far (series() makes several)

    # -- HTTP ---------------------------------------------------------------
    def _request(self, method: str, path: str, body: Optional[Dict[str, Any]] = None, query: Optional[List[Any]] = None) -> Any:
        url = self.url + path
        if query:
            url += "?" + urllib.parse.urlencode(query)
        data = None
        headers = dict(self.headers)
        if body is not None:
            data = json.dumps(body).encode("utf-8")
            headers["Content-Type"] = "application/json"
        request = urllib.request.Request(url, data=data, headers=headers, method=method)
        self.requests += 1
        try:
            with urllib.request.urlopen(request, timeout=self.timeout) as response:
                text = response.read().decode("utf-8")
        except urllib.error.HTTPError as error:
            raw = error.read().decode("utf-8", "replace")
            try:
                parsed = json.loads(raw)
            except ValueError:
                parsed = {"message": raw or "HTTP %d" % error.code}
            raise BrfinError.from_body(error.code, parsed) from None
        return json.loads(text) if text else None

    def _wrap(self, name: str, answer: Any) -> Any:
        if not ENDPOINTS[name]["rows"]:
            return answer
        return Rows(answer or [], ENDPOINTS[name]["columns"])

    def _call_function(self, name: str, args: Dict[str, Any]) -> Any:
        body = {k: v for k, v in args.items() if v is not None}  # None = not sent: the server's default
        return self._wrap(name, self._request("POST", "/rpc/" + name, body=body))

    def _read_view(self, name: str, query: Dict[str, Any]) -> Any:
        pairs = [(k, v) for k, v in query.items() if v is not None]
        return self._wrap(name, self._request("GET", "/" + name, query=pairs))

    # -- series -------------------------------------------------------------
    def series(self, name: str, args: Optional[Dict[str, Any]] = None, **kwargs: Any) -> Rows:
        """Every row of endpoint `name` for `args` (a dict, or keyword arguments), in order, whatever its length."""
        if name not in ENDPOINTS:
            raise ValueError("series: unknown endpoint %r" % name)
        args = dict(args or {}, **kwargs)
        paging = ENDPOINTS[name]["paging"]
        rows: Rows = Rows([], ENDPOINTS[name]["columns"])
        if paging["kind"] == "cursor":
            self._by_cursor(name, paging["keys"], args, rows)
        elif paging["kind"] == "window" and args.get("p_from") is not None:
            self._by_windows(name, args, rows)
        elif paging["kind"] == "view":
            self._by_offset(name, args, rows)
        else:
            rows.extend(self._call_function(name, args))
        return rows

    def _by_cursor(self, name: str, keys: List[str], args: Dict[str, Any], rows: Rows) -> None:
        after = ""
        while True:
            page = self._call_function(name, dict(args, p_after=after))
            rows.extend(page)
            if len(page) < PAGE_SIZE:  # an empty or short page is the last
                return
            after = "|".join(str(page[-1][k]) for k in keys)

    def _by_windows(self, name: str, args: Dict[str, Any], rows: Rows) -> None:
        first = _day(args["p_from"])
        last = _day(args["p_to"]) if args.get("p_to") is not None else datetime.date.today()
        span = (last - first).days + 1
        start = first
        while start <= last:
            end = min(start + datetime.timedelta(days=span - 1), last)
            try:
                rows.extend(self._call_function(name, dict(args, p_from=start.isoformat(), p_to=end.isoformat())))
            except BrfinError as error:
                if not error.is_row_cap or end == start:
                    raise
                span = ((end - start).days + 2) // 2  # half the window that was refused
                continue
            start = end + datetime.timedelta(days=1)

    def _by_offset(self, name: str, query: Dict[str, Any], rows: Rows) -> None:
        if not query.get("order"):
            raise ValueError("series: reading the view %s page by page needs a stated order, e.g. order='<column>.asc'" % name)
        offset = 0
        while True:
            page = self._read_view(name, dict(query, limit=PAGE_SIZE, offset=offset))
            rows.extend(page)
            if len(page) < PAGE_SIZE:
                return
            offset += PAGE_SIZE


def _day(value: Any) -> datetime.date:
    if isinstance(value, datetime.date):
        return value
    return datetime.date.fromisoformat(str(value))

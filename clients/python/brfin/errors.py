# A refusal or failure of the API: PostgREST's four keys and the HTTP status.
from typing import Any, Dict, Optional


class BrfinError(Exception):
    """An API error; code '22023' is the contract refusal, whose hint says how to fix the call."""

    def __init__(self, status: int, code: Optional[str], message: str, details: Optional[str], hint: Optional[str]):
        super().__init__(message)
        self.status = status
        self.code = code
        self.message = message
        self.details = details
        self.hint = hint

    @classmethod
    def from_body(cls, status: int, body: Any) -> "BrfinError":
        b: Dict[str, Any] = body if isinstance(body, dict) else {}
        return cls(status, b.get("code"), b.get("message") or "HTTP %d" % status, b.get("details"), b.get("hint"))

    @property
    def is_row_cap(self) -> bool:
        """The refusal of a window above one 1000-row response (series() halves the window on it)."""
        return self.code == "22023" and "more than 1000 rows" in self.message

    def __str__(self) -> str:
        parts = [self.message]
        if self.details:
            parts.append("details: %s" % self.details)
        if self.hint:
            parts.append("hint: %s" % self.hint)
        return "\n".join(parts)

# A list of rows that knows its columns' JSON types, so to_pandas() parses dates
# and numbers as the OpenAPI says, when pandas is installed.
from typing import Any, Dict, Generic, List, Optional, TypeVar

T = TypeVar("T")


class Rows(List[T], Generic[T]):
    """The rows an endpoint answered, oldest first; a plain list with to_pandas()."""

    def __init__(self, rows: Any = (), columns: Optional[Dict[str, str]] = None):
        super().__init__(rows)
        self.columns: Dict[str, str] = dict(columns or {})

    def to_pandas(self) -> Any:
        """A pandas DataFrame: date columns as datetime64, numbers as floats. Needs pandas."""
        try:
            import pandas as pd
        except ImportError as error:
            raise ImportError("to_pandas() needs pandas: pip install pandas") from error
        frame = pd.DataFrame(list(self), columns=list(self.columns) or None)
        for column, kind in self.columns.items():
            if column not in frame:
                continue
            if kind in ("date", "datetime"):
                frame[column] = pd.to_datetime(frame[column])
            elif kind in ("number", "integer"):
                frame[column] = pd.to_numeric(frame[column])
        return frame

    to_dataframe = to_pandas

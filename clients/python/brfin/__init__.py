"""brfin: client of the brfin API (Brazilian public financial data), standard library only."""
from ._rows import Rows
from .client import PAGE_SIZE, Client
from .errors import BrfinError

__all__ = ["Client", "BrfinError", "Rows", "PAGE_SIZE"]
__version__ = "0.1.0"

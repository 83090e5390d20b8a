# typing names that moved between Python versions.
try:
    from typing import Literal, TypedDict
except ImportError:  # Python 3.7 and older have neither in typing
    from typing_extensions import Literal, TypedDict  # type: ignore

__all__ = ["Literal", "TypedDict"]

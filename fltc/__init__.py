"""fltc: formal-verification-first GPU inference toolkit."""

__version__ = "0.1.0"

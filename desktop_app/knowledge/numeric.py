"""numpy, loaded with one BLAS thread. A matrix-vector product over the vectors is bound by
memory, not arithmetic: OpenBLAS's extra threads gain nothing there, and on a busy machine
their waking costs more than the product (10,000 x 768 rows on a busy two-core machine: 40 ms
at p95 with them, 5 ms without). OpenBLAS reads the setting once, when numpy loads it; the
variable is put back after, so the processes the app starts do not inherit it. Where numpy was
loaded before, it keeps its threads."""

from __future__ import annotations

import os

_VARIABLE = "OPENBLAS_NUM_THREADS"
_before = os.environ.get(_VARIABLE)
os.environ[_VARIABLE] = "1"
try:
    import numpy as np
finally:
    if _before is None:
        os.environ.pop(_VARIABLE, None)
    else:
        os.environ[_VARIABLE] = _before

__all__ = ["np"]

"""SHA-256 from Python's own implementation, not OpenSSL's: `import hashlib` loads
libcrypto (~2.5 ms and ~200 page faults of every start, a sixtieth of the console's extra
time over a bare window), to hash ~230 KB at start, where the built-in one takes ~0.8 ms.
Same algorithm, same digests (tested against hashlib); where Python was built without it,
hashlib's."""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import TYPE_CHECKING, cast

if TYPE_CHECKING:
    from hashlib import _Hash

# Python 3.12+ keeps it in `_sha2`, 3.11 in `_sha256` (hashlib's own fallbacks)
_BUILT_IN = ("_sha2", "_sha256")


def _constructor() -> Callable[..., _Hash]:
    for name in _BUILT_IN:
        try:
            return cast("Callable[..., _Hash]", importlib.import_module(name).sha256)
        except (ImportError, AttributeError):
            continue
    import hashlib

    return hashlib.sha256


sha256 = _constructor()

"""The start hashes with Python's built-in SHA-256 (engine/sha256.py: no OpenSSL to load);
the digests must be the very ones hashlib gives: the store's stamps and the caches' keys
written by earlier versions stay valid."""

from __future__ import annotations

import hashlib
import subprocess
import sys

from hypothesis import given
from hypothesis import strategies as st

from engine.sha256 import sha256


@given(st.lists(st.binary(max_size=300), max_size=5))
def test_the_same_digests_as_hashlib(parts: list[bytes]) -> None:
    ours, theirs = sha256(), hashlib.sha256()
    for part in parts:
        ours.update(part)
        theirs.update(part)
    assert ours.hexdigest() == theirs.hexdigest()
    assert sha256(b"".join(parts)).digest() == theirs.digest()
    copy = ours.copy()
    copy.update(b"more")
    assert ours.hexdigest() == theirs.hexdigest()  # a copy goes its own way


def test_openssl_is_not_loaded_for_it() -> None:
    probe = "import sys, engine.sha256; print('_hashlib' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True)
    assert out.stdout.strip() == "False", out.stderr

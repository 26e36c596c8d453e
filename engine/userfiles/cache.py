"""Files the program keeps in the user's cache folder (parsed rulesets): read only from the
user's own folder, written whole or not at all.

The cache loads a code-carrying format (pickle), so a file someone else could
write is never read: on POSIX the folder and the file must belong to the user and be
writable by no one else. Any failure is only a cache miss: the next start rebuilds.
"""

from __future__ import annotations

import contextlib
import os
import stat
from pathlib import Path


def own_folder(folder: Path) -> bool:
    """Make the folder (only the user may enter it) and check it is the user's alone."""
    try:
        folder.mkdir(parents=True, exist_ok=True, mode=0o700)
        return trusted(folder.stat())
    except OSError:
        return False


def trusted(info: os.stat_result) -> bool:
    if not hasattr(os, "getuid"):  # Windows: the profile's folders are the user's own
        return True
    return info.st_uid == os.getuid() and not info.st_mode & (stat.S_IWGRP | stat.S_IWOTH)


def read_trusted(entry: Path, head: bytes) -> bytes | None:
    """What follows `head` in the file, if the file is the user's own and starts with it."""
    try:
        with entry.open("rb") as fh:
            if not trusted(os.fstat(fh.fileno())):
                return None
            data = fh.read()
    except OSError:
        return None
    if not data.startswith(head):
        return None  # another format or version, or damaged: rebuilt and rewritten
    return data[len(head) :]


def write_whole(entry: Path, data: bytes) -> None:
    """Write to a temporary file renamed into place: a reader sees the old file or the new,
    never half of one. A full or read-only disk only means no cache."""
    import tempfile  # not before the first write: ~5 ms of every start

    tmp: str | None = None
    try:
        fd, tmp = tempfile.mkstemp(prefix=f".{entry.name}.", dir=entry.parent)
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
        os.replace(tmp, entry)
        tmp = None
    except OSError:
        pass
    finally:
        if tmp is not None:
            with contextlib.suppress(OSError):
                os.unlink(tmp)

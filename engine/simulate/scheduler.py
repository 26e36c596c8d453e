"""`--scheduler ADDRESS`: checked before Dask is asked to connect (issue 31.11).

Dask's client, given a malformed address, a port where nothing listens or a server of
another kind, says so only after its timeout, and then waits as long again to close (a
traceback from its finalizer), or dies reading the other server's reply as a frame size
(MemoryError). So the address is read here first, then the port is reached with a plain
socket, and a TCP scheduler must speak first as Dask's does (its handshake, a frame whose
8-byte size is small): each failure is one line, within seconds."""

from __future__ import annotations

import re
import socket
import struct

from ..model.errors import InputError

SCHEMES = ("tcp", "tls", "ws", "wss")
ADDRESS = re.compile(
    r"(?:(?P<scheme>[a-z]+)://)?(?P<host>\[[0-9a-fA-F:.]+\]|[^:/\s\[\]]+):(?P<port>\d+)/?"
)
PROBE_SECONDS = 3.0  # to connect, and for a scheduler's first bytes
HANDSHAKE_MAX = 16 * 1024 * 1024  # a Dask handshake is a few hundred bytes
EXAMPLE = "tcp://10.0.0.5:8786"
IN_PROCESS = "inproc://"  # Dask's own address of a cluster in this process


def check_scheduler(address: str) -> tuple[str, str, int]:
    """(scheme, host, port) of a Dask scheduler that answers at `address`; InputError
    naming the address and what is wrong otherwise."""
    if address.startswith(IN_PROCESS):  # a cluster inside this program: nothing to reach
        return "inproc", address[len(IN_PROCESS) :], 0
    found = ADDRESS.fullmatch(address.strip())
    scheme = (found.group("scheme") or "tcp") if found else ""
    if found is None or scheme not in SCHEMES:
        raise InputError(
            f"--scheduler {address}: not a scheduler address (write it like {EXAMPLE}; "
            f"schemes: {', '.join(SCHEMES)})"
        )
    host, port = found.group("host").strip("[]"), int(found.group("port"))
    if not 0 < port < 65536:
        raise InputError(f"--scheduler {address}: port {port} is not a port (1-65535)")
    _probe(address, scheme, host, port)
    return scheme, host, port


def _probe(address: str, scheme: str, host: str, port: int) -> None:
    try:
        conn = socket.create_connection((host, port), timeout=PROBE_SECONDS)
    except socket.gaierror as exc:
        raise InputError(f"--scheduler {address}: unknown host {host} ({exc.strerror})") from exc
    except OSError as exc:
        why = exc.strerror or type(exc).__name__
        raise InputError(f"--scheduler {address}: cannot connect ({why})") from exc
    with conn:
        if scheme != "tcp":  # TLS and websockets speak first from the client's side
            return
        first = _read(conn, 8)
    if len(first) < 8 or struct.unpack("<Q", first)[0] > HANDSHAKE_MAX:
        raise InputError(
            f"--scheduler {address}: something answers there, but not a Dask scheduler "
            f"(no handshake within {PROBE_SECONDS:g} s)"
        )


def _read(conn: socket.socket, size: int) -> bytes:
    data = b""
    try:
        while len(data) < size:
            chunk = conn.recv(size - len(data))
            if not chunk:
                break
            data += chunk
    except OSError:  # a timeout or a reset: what came so far
        pass
    return data

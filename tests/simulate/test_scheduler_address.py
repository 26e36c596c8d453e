"""Issue 31.11: `--scheduler` with a malformed address, a port where nothing listens, or a
server that is not a Dask scheduler: one line naming the address, within seconds, never
Dask's traceback (a TimeoutError after 20 s, a MemoryError after 21 s)."""

from __future__ import annotations

import socket
from collections.abc import Iterator

import pytest

from engine.__main__ import main
from engine.simulate import scheduler


def _simulate(capsys: pytest.CaptureFixture[str], address: str) -> str:
    code = main(["simulate", "am15", "--players", "14", "--games", "1", "--scheduler", address])
    out, err = capsys.readouterr()
    assert code == 2 and out == "" and "Traceback" not in err
    assert err.count("\n") == 1 and f"--scheduler {address}: " in err
    return err


@pytest.mark.parametrize(
    "address", ["garbage", "tcp://127.0.0.1:notaport", "tcp://:8786", "ftp://10.0.0.5:8786"]
)
def test_a_malformed_address_is_refused_before_any_connection(
    capsys: pytest.CaptureFixture[str], address: str
) -> None:
    assert "not a scheduler address (write it like tcp://10.0.0.5:8786" in _simulate(
        capsys, address
    )


def test_a_port_out_of_range(capsys: pytest.CaptureFixture[str]) -> None:
    assert "port 70000 is not a port" in _simulate(capsys, "tcp://127.0.0.1:70000")


def test_a_port_where_nothing_listens(capsys: pytest.CaptureFixture[str]) -> None:
    with socket.socket() as probe:  # a port that was free a moment ago
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    err = _simulate(capsys, f"tcp://127.0.0.1:{port}")
    assert "cannot connect (Connection refused)" in err


@pytest.fixture
def silent_server() -> Iterator[int]:
    """A port where the system accepts connections for a server that never speaks (as a web
    server waits for a request): the connection is made, no handshake comes."""
    with socket.socket() as server:
        server.bind(("127.0.0.1", 0))
        server.listen(4)
        yield server.getsockname()[1]


def test_something_else_answering_is_not_a_scheduler(
    capsys: pytest.CaptureFixture[str], silent_server: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(scheduler, "PROBE_SECONDS", 0.3)
    err = _simulate(capsys, f"tcp://127.0.0.1:{silent_server}")
    assert "something answers there, but not a Dask scheduler" in err

"""A balance run off the UI thread: the engine's simulator in a QThread (which itself may
use worker processes), with progress, cancel and the result as signals."""

from __future__ import annotations

import time

from PySide6.QtCore import QObject, QThread, Signal

from engine.model.errors import EngineError
from engine.simulate import Cancelled, Comparison, SimConfig, Summary, compare, run


class SimulationThread(QThread):
    """Runs one simulation (or a comparison of two); never touches a widget."""

    progressed = Signal(int, int, float)  # games done, games in all, seconds left (-1: unknown)
    succeeded = Signal(object)  # Summary or Comparison
    failed = Signal(str)
    cancelled = Signal()

    def __init__(
        self,
        config: SimConfig,
        other: SimConfig | None,
        workers: int,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.config = config
        self.other = other
        self.workers = workers
        self._stop = False
        self._started = 0.0

    def cancel(self) -> None:
        self._stop = True  # read by the runner between games and chunks

    def run(self) -> None:
        self._started = time.monotonic()
        try:
            result: Summary | Comparison
            if self.other is None:
                result = run(
                    self.config, self.workers, progress=self._progress, stop=lambda: self._stop
                )
            else:
                result = compare(
                    self.config,
                    self.other,
                    self.workers,
                    progress=self._progress,
                    stop=lambda: self._stop,
                )
        except Cancelled:
            self.cancelled.emit()
        except EngineError as exc:
            self.failed.emit(str(exc))
        except Exception as exc:  # a bug must not kill the console: say it and go on
            self.failed.emit(f"{type(exc).__name__}: {exc}")
        else:
            self.succeeded.emit(result)

    def _progress(self, done: int, total: int) -> None:
        elapsed = time.monotonic() - self._started
        left = elapsed * (total - done) / done if done else -1.0
        self.progressed.emit(done, total, left)

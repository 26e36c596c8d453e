"""Work off the UI thread: pure engine work (resolutions, imports) runs in a Python
thread and its result comes back to the GUI thread by a queued signal. Every thread is
remembered so the console's shutdown joins them before any Qt object is deleted."""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, Signal


class Job(QObject):
    """One piece of background work; `done` carries its result or the exception it raised
    (delivered in the GUI thread: the job lives there)."""

    done = Signal(object)

    def __init__(self, work: Callable[[], Any]) -> None:
        super().__init__()
        self._work = work

    def run(self) -> None:
        try:
            result: Any = self._work()
        except Exception as exc:  # the receiver reports it: an engine bug must not crash
            result = exc
        self.done.emit(result)


_jobs: set[Job] = set()
_threads: list[threading.Thread] = []


def run(work: Callable[[], Any], then: Callable[[Any], object], name: str = "work") -> Job:
    """Start `work` in a thread; `then(result)` runs in the GUI thread when it is done
    (connect a method of a QObject for `then`: Qt drops the call if it is deleted)."""
    job = Job(work)
    job.done.connect(then)
    job.done.connect(lambda _result: _jobs.discard(job))
    _jobs.add(job)  # alive until its result is delivered
    thread = threading.Thread(target=job.run, name=f"mastergui-{name}", daemon=True)
    _threads.append(thread)
    thread.start()
    return job


def pending() -> int:
    """Jobs whose result has not been delivered yet."""
    return len(_jobs)


def join_all() -> None:
    """Wait for every thread (the console is quitting), then drop the undelivered jobs
    while the application still exists."""
    import shiboken6

    for thread in _threads:
        thread.join()
    _threads.clear()
    for job in list(_jobs):
        if shiboken6.isValid(job):
            shiboken6.delete(job)
    _jobs.clear()

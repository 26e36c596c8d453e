"""The order editor's verdict line, worded from the engine's verdict on the order being
typed: accepted, cancelled at a step, rejected (with the reason), not judged yet; and the
stored order it would replace (the engine's rule: a later order in the same slot replaces
an earlier one)."""

from __future__ import annotations

from engine.trace import PhaseTrace

from ..text import Texts, translate
from ..verdict import PROBE_REF, Verdict

ACCEPTED = "color: #2e7d32;"
WARNING = "color: #b26a00;"
REJECTED = "color: #c62828;"


def verdict_words(result: Verdict | None, texts: Texts) -> tuple[str, str]:
    """The line and its style sheet."""
    if result is None:
        return "… " + translate(
            "OrderEditor", "The engine judges this order once the phases before it are committed."
        ), ""
    rejection = result.rejection
    if rejection is None:
        return "✓ " + translate("OrderEditor", "The engine accepts this order."), ACCEPTED
    if rejection.step is not None:
        line = (
            translate("OrderEditor", "Accepted, but cancelled at step %1: %2")
            .replace("%1", str(rejection.step))
            .replace("%2", texts.reason(rejection))
        )
        return "⚠ " + line, WARNING
    return "✕ " + translate("OrderEditor", "Rejected: %1").replace(
        "%1", texts.reason(rejection)
    ), REJECTED


def replaces_words(trace: PhaseTrace, texts: Texts) -> str:
    """Before saving: which stored order this one would replace ("" for none)."""
    gone = [
        r.order
        for r in trace.rejected
        if r.code == "replaced" and r.data.get("replaced_by") == PROBE_REF
    ]
    if not gone:
        return ""
    old = gone[0]
    what = f"{old.ref}: {texts.ability(old.ability)}"
    if old.targets:
        what += " → " + ", ".join(old.targets)
    return "↻ " + translate("OrderEditor", "Adding it replaces order %1.").replace("%1", what)

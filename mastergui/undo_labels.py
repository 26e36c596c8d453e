"""The Undo/Redo actions' words for the edit they would revert: the store names the edit
(its kind and data, `GameStore.undo_entries`); the console words it in the master's
language, with the ruleset's names for ids («Снайперская винтовка», not «sniper_rifle»),
and with secrets hidden only what a shared screen may show: an order's actor and ability,
and a decision, are the master's secrets (a vote is public)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.store import UndoEntry

from .text import Texts, translate

if TYPE_CHECKING:
    from .session import GameSession

RULING_WORDS = 40  # a ruling's question, shortened: the toolbar holds it beside others


def _public_order(kind: str) -> str:
    if kind == "add_order":
        return translate("UndoLabels", "Add order")
    if kind == "edit_order":
        return translate("UndoLabels", "Edit order")
    if kind == "withdraw_order":
        return translate("UndoLabels", "Withdraw order")
    return translate("UndoLabels", "Restore order")


def _order(kind: str) -> str:
    if kind == "add_order":
        return translate("UndoLabels", "Add order (%1: %2)")
    if kind == "edit_order":
        return translate("UndoLabels", "Edit order (%1: %2)")
    if kind == "withdraw_order":
        return translate("UndoLabels", "Withdraw order (%1: %2)")
    return translate("UndoLabels", "Restore order (%1: %2)")


def _short(text: str) -> str:
    return text if len(text) <= RULING_WORDS else text[: RULING_WORDS - 1].rstrip() + "…"


def undo_label(entry: UndoEntry, texts: Texts, hide_secrets: bool) -> str:
    """The words for one edit (see the module's docstring)."""
    data = entry.data
    kind = entry.kind
    if kind in ("add_order", "edit_order", "withdraw_order", "restore_order"):
        if hide_secrets:
            return _public_order(kind)
        return (
            _order(kind)
            .replace("%1", str(data.get("actor", "")))
            .replace("%2", texts.ability(str(data.get("ability", ""))))
        )
    count = str(data.get("count", ""))
    simple = {
        "set_vote": translate("UndoLabels", "Vote (%1 → %2)")
        .replace("%1", str(data.get("voter", "")))
        .replace("%2", str(data.get("candidate") or "—")),
        "remove_vote": translate("UndoLabels", "Remove vote (%1)").replace(
            "%1", str(data.get("voter", ""))
        ),
        "set_decision": translate("UndoLabels", "Master's decision"),
        "answers": translate("UndoLabels", "Answers to questions: %1").replace("%1", count),
        "set_ruling": translate("UndoLabels", "Ruling (%1)").replace(
            "%1", _short(texts.ruling(str(data.get("ruling", ""))))
        ),
        "set_players": translate("UndoLabels", "Change the players"),
        "set_title": translate("UndoLabels", "Rename the game"),
        "mark_sent": translate("UndoLabels", "Messages marked sent: %1").replace("%1", count),
        "mark_unsent": translate("UndoLabels", "Messages marked not sent: %1").replace("%1", count),
    }
    return simple.get(kind, translate("UndoLabels", "Edit"))


def undo_redo_words(session: GameSession, hide_secrets: bool) -> tuple[str | None, str | None]:
    """The words for the edits Undo and Redo would revert and replay (None: nothing)."""
    undo, redo = session.store.undo_entries()
    return (
        undo_label(undo, session.texts, hide_secrets) if undo else None,
        undo_label(redo, session.texts, hide_secrets) if redo else None,
    )

"""The console as a master uses it, on real game files in tmp_path: orders through the
editor, resolving, stepping with the keyboard, answering a question, what-if, commit and
undo. Every number is checked against the engine or the store, never against the GUI."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QComboBox
from pytestqt.qtbot import QtBot

from engine import Order
from engine.store import GameStore, PhaseStatus
from engine.texts import render_reason
from engine.trace import HpEvent
from mastergui import dialogs
from mastergui.main_window import TAB_ORDERS, TAB_VIEWER, MainWindow
from mastergui.models.orders import InboxColumn, OrderState
from mastergui.models.roles import Role
from mastergui.settings import Settings

from .conftest import OPEN, engine_trace


def pick(box: QComboBox, data: object) -> None:
    index = box.findData(data)
    assert index >= 0, f"{data!r} not offered"
    box.setCurrentIndex(index)


def test_the_console_opens_on_the_open_phase(window: MainWindow) -> None:
    session = window.session
    assert session is not None and session.phase == OPEN
    assert window.workspace is not None
    assert window.workspace.players.model.rowCount() == 16
    assert "Phase 4" in window.phase_box.currentText()


def test_an_order_entered_in_the_editor_is_rejected_with_the_engines_reason(
    window: MainWindow, qtbot: QtBot, game_file: Path
) -> None:
    window.show_tab(TAB_ORDERS)
    inbox = window.workspace.inbox
    editor = inbox.editor
    pick(editor.actor, "Нина")  # a civilian cultist: the katana is not hers
    editor.other_abilities.setChecked(True)  # offered only when asked for (issue 29)
    pick(editor.ability, "katana")
    editor.targets[0].setCurrentIndex(editor.targets[0].findData("Борис"))
    assert editor.verdict.text().startswith("✕ Rejected:")
    before = inbox.model.rowCount()
    with qtbot.waitSignal(window.session.changed):
        qtbot.mouseClick(editor.save, Qt.MouseButton.LeftButton)
    assert inbox.model.rowCount() == before + 1
    row = inbox.model.row_at(before)
    assert row is not None and row.order.actor == "Нина" and row.state is OrderState.REJECTED
    # the reason is the engine's, rendered for the master
    trace = engine_trace(game_file, OPEN)
    rejection = next(r for r in trace.rejected if r.order.ref == row.order.ref)
    expected = render_reason(window.session.ruleset, rejection, "en")
    assert inbox.model.index(before, InboxColumn.REASON).data() == expected
    assert rejection.code == "not_your_ability"
    with GameStore.open(game_file) as store:  # kept in the file, with its reason
        assert any(
            o.order.actor == "Нина" and o.order.ability == "katana" for o in store.orders(OPEN)
        )


def test_the_editor_offers_the_actors_abilities_first(window: MainWindow) -> None:
    window.show_tab(TAB_ORDERS)
    editor = window.workspace.inbox.editor
    pick(editor.actor, "Борис")  # ninja: katana and trap
    own = []
    for i in range(editor.ability.count()):
        if not editor.ability.itemText(i):
            break  # the separator before the other abilities
        own.append(editor.ability.itemData(i))
    abilities = window.session.view.abilities["Борис"]
    assert own and set(own) == {a.id for a in abilities}


def test_resolving_shows_the_engines_numbers_in_the_matrix(
    window: MainWindow, qtbot: QtBot, game_file: Path
) -> None:
    with qtbot.waitSignal(window.session.changed):
        window.resolve_action.trigger()
    assert window.workspace.tabs.currentIndex() == TAB_VIEWER
    with GameStore.open(game_file) as store:
        assert store.phase_status(OPEN).status is PhaseStatus.DRAFT
        draft = store.draft(OPEN)
    assert draft is not None
    trace = engine_trace(game_file, OPEN)
    assert draft == trace
    model = window.workspace.viewer.matrix_model
    steps = list(model.steps)
    assert steps == sorted({e.step for e in trace.events()})
    expected = trace.hp_matrix(steps)
    for r in range(model.rowCount()):
        player = model.headerData(r, Qt.Orientation.Vertical)
        assert model.index(r, 0).data(Role.SORT) == trace.start[player]
        assert [model.index(r, c).data(Role.SORT) for c in range(1, len(steps) + 1)] == expected[
            player
        ]
        death = next((d for d in trace.deaths if d.player == player), None)
        frag = model.index(r, model.frag_column()).data()
        if death is not None:
            assert frag.startswith("✝") and (death.frag or "nobody") in frag


def test_keyboard_steps_through_the_resolution(window: MainWindow, qtbot: QtBot) -> None:
    window.show_tab(TAB_VIEWER)
    viewer = window.workspace.viewer
    window.activateWindow()
    viewer.steps.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is viewer.steps)
    viewer.select_step(0)
    qtbot.keyClick(viewer.steps, Qt.Key.Key_Right, Qt.KeyboardModifier.AltModifier)
    assert viewer.current_step == 1
    qtbot.keyClick(viewer.steps, Qt.Key.Key_Left, Qt.KeyboardModifier.AltModifier)
    assert viewer.current_step == 0
    # next event: through every HP change of the phase, in order
    trace = window.session.view.trace
    seen = []
    viewer.select_step(0)
    viewer.events.setCurrentIndex(viewer.events_model.index(-1, -1))
    for _ in range(200):
        qtbot.keyClick(viewer.steps, Qt.Key.Key_Down, Qt.KeyboardModifier.AltModifier)
        item = viewer.current_event()
        if item is not None and item not in seen:
            seen.append(item)
        elif item is not None:
            break
    hp_events = [i for i in seen if isinstance(i, HpEvent)]
    assert hp_events == trace.events()
    # the step shown follows the event, and the matrix tints its column
    last = hp_events[-1]
    assert viewer.current_step == last.step
    assert viewer.matrix_model.headerData(
        viewer.matrix_model.column_of_step(last.step),
        Qt.Orientation.Horizontal,
        Qt.ItemDataRole.FontRole,
    ).bold()


def test_why_explains_a_players_hp(window: MainWindow) -> None:
    trace = window.session.view.trace
    victim = next(e.target for e in trace.events() if e.delta < 0)
    window.workspace.players.select_player(victim)
    viewer = window.workspace.viewer
    rows = viewer.why_model.rowCount()
    history = trace.history_of(victim)
    assert rows >= len(history) + 1
    assert viewer.why_model.index(0, 1).data() == str(trace.start[victim])
    chain = [viewer.why_model.index(i + 1, 0).data(Role.ITEM) for i in range(len(history))]
    assert chain == history


def test_a_question_is_answered_in_place(window: MainWindow, qtbot: QtBot, game_file: Path) -> None:
    viewer = window.workspace.viewer
    question = next(q for q in window.session.view.trace.questions)
    assert not question.answered and question.id == "paranoid:Жанна:dossier:Игорь"
    card = viewer.questions.cards[0]
    other = next(i for i, o in enumerate(question.options) if o != question.default)
    card.options.setCurrentIndex(card.options.findData(other))
    with qtbot.waitSignal(window.session.changed):
        qtbot.mouseClick(card.answer_button, Qt.MouseButton.LeftButton)
    with GameStore.open(game_file) as store:
        assert store.decisions(OPEN)[question.id] == dict(question.options[other])
    trace = window.session.view.trace
    answered = next(q for q in trace.questions if q.id == question.id)
    assert answered.answered and answered.answer == question.options[other]
    dossier = next(m for m in trace.messages if m.to == "Жанна" and m.target == "Игорь")
    assert dict(dossier.result) == dict(question.options[other])
    assert viewer.questions.open_count() == 0
    assert engine_trace(game_file, OPEN) == trace


def test_what_if_shows_both_resolutions_and_their_differences(
    window: MainWindow, game_file: Path
) -> None:
    whatif = window.workspace.whatif
    whatif.select("day_ability_step", "treat_at_step_30")
    whatif.compare()
    base = engine_trace(game_file, OPEN)
    assert whatif.left_model.rowCount() == 16
    cells = whatif.left_model.differing_cells()
    assert cells
    other = whatif.other
    assert other is not None and other.rulings["day_ability_step"] == "treat_at_step_30"
    steps = list(whatif.left_model.steps)
    ours, theirs = base.hp_matrix(steps), other.hp_matrix(steps)
    for player, header in cells:
        if header == "Frag":
            continue
        column = ["Start", *map(str, steps)].index(header)
        if column == 0:
            continue
        assert ours[player][column - 1] != theirs[player][column - 1]
    # every cell that is not marked is the same on both sides
    for r in range(whatif.left_model.rowCount()):
        player = whatif.left_model.headerData(r, Qt.Orientation.Vertical)
        for c in range(1, len(steps) + 1):
            marked = whatif.left_model.index(r, c).data(Role.DIFF)
            assert marked == (ours[player][c - 1] != theirs[player][c - 1])
            assert whatif.right_model.index(r, c).data(Role.DIFF) == marked
    assert "differ" in whatif.summary.text()


def test_commit_and_undo_commit_through_the_store(
    window: MainWindow, qtbot: QtBot, game_file: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    asked: list[str] = []

    def confirm(_parent: object, _title: str, text: str) -> bool:
        asked.append(text)
        return True

    monkeypatch.setattr(dialogs, "confirm", confirm)
    expected = engine_trace(game_file, OPEN)
    window.commit_action.trigger()
    assert asked and "Commit phase 4?" in asked[0] and "Questions not answered: 1" in asked[0]
    session = window.session
    assert session.open_phase == OPEN + 1 and session.phase == OPEN + 1
    assert "Phase 5" in window.phase_box.currentText()
    with GameStore.open(game_file) as store:
        assert store.phase_status(OPEN).status is PhaseStatus.COMMITTED
        assert store.trace(OPEN) == expected
    # the player table now shows the state after phase 4
    table = window.workspace.players.model
    for player in expected.players:
        row = table.row_of(player.name)
        assert table.index(row, 4).data(Role.HP)[0] == player.hp
    window.undo_commit_action.trigger()
    assert session.open_phase == OPEN and session.phase == OPEN
    with GameStore.open(game_file) as store:
        assert store.open_phase() == OPEN
        assert len([o for o in store.orders(OPEN) if not o.withdrawn]) == len(
            expected.orders
        ) + sum(1 for r in expected.rejected if r.step is None)


def test_commit_asks_first_and_does_nothing_when_refused(
    window: MainWindow, game_file: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(dialogs, "confirm", lambda *_a: False)
    window.commit_action.trigger()
    with GameStore.open(game_file) as store:
        assert store.open_phase() == OPEN


def test_undo_and_redo_of_edits_with_the_standard_keys(
    window: MainWindow, qtbot: QtBot, game_file: Path
) -> None:
    session = window.session
    count = len(session.view.orders)
    session.add_order(Order("Нина", "investigation", ("Лев",)))
    assert len(session.view.orders) == count + 1
    assert window.undo_action.isEnabled() and "Add order" in window.undo_action.text()
    window.activateWindow()
    with qtbot.waitSignal(session.changed):
        qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert len(session.view.orders) == count
    with qtbot.waitSignal(session.changed):
        qtbot.keyClick(
            window,
            Qt.Key.Key_Z,
            Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
        )
    assert len(session.view.orders) == count + 1
    with GameStore.open(game_file) as store:
        assert len(store.orders(OPEN)) == count + 1


def test_withdraw_and_restore_from_the_inbox(window: MainWindow, qtbot: QtBot) -> None:
    window.show_tab(TAB_ORDERS)
    inbox = window.workspace.inbox
    inbox.table.selectRow(0)
    order_id = inbox.current_row().stored.id
    inbox.withdraw_current()
    row = inbox.model.row_at(inbox.model.row_of(order_id))
    assert row.state is OrderState.WITHDRAWN
    inbox.table.selectRow(inbox.model.row_of(order_id))
    inbox.restore_current()
    assert inbox.model.row_at(inbox.model.row_of(order_id)).state is not OrderState.WITHDRAWN


def test_votes_panel_shows_the_engines_tally(window: MainWindow) -> None:
    window.show_tab(TAB_ORDERS)
    votes = window.workspace.inbox.votes
    tally = window.session.view.trace.votes
    assert votes.model.rowCount() == len(tally.ballots)
    top, value = votes.model.totals()[0]
    assert tally.totals[top] == value == max(tally.totals.values())
    assert f"{top} {value:g}" in votes.tally.text()
    voter = window.session.living()[0]
    pick(votes.voter, voter)
    pick(votes.candidate, "Олег")
    votes.set_button.click()
    assert window.session.view.inputs.votes[voter] == "Олег"


def test_hide_secrets_for_screen_sharing(window: MainWindow) -> None:
    players = window.workspace.players
    window.hide_secrets_action.trigger()
    assert players.model.hide_secrets
    assert players.table.isColumnHidden(3)  # secret role
    assert window.workspace.stack.currentIndex() == 1  # orders and traces are covered
    assert Settings().flag("hide_secrets")
    window.hide_secrets_action.trigger()
    assert not players.table.isColumnHidden(3)


def test_player_table_sorts_and_filters(window: MainWindow) -> None:
    players = window.workspace.players
    state = window.session.view.state
    players.table.sortByColumn(4, Qt.SortOrder.DescendingOrder)  # HP
    names = [players.proxy.index(r, 1).data() for r in range(players.proxy.rowCount())]
    living = sorted((p for p in state.players if p.alive), key=lambda p: -p.hp)
    assert names[: len(living)][0] == living[0].name
    assert [state.player(n).alive for n in names] == sorted(
        (state.player(n).alive for n in names), reverse=True
    )  # the dead sink to the bottom
    players.living.setChecked(True)
    assert players.proxy.rowCount() == len(living)
    players.filter.setText("commissar")
    shown = {players.proxy.index(r, 1).data() for r in range(players.proxy.rowCount())}
    assert shown == {p.name for p in living if p.secret_role == "commissar"}


def test_an_edited_order_keeps_its_history(
    window: MainWindow, qtbot: QtBot, game_file: Path
) -> None:
    window.show_tab(TAB_ORDERS)
    inbox = window.workspace.inbox
    row = next(
        r for r in range(inbox.model.rowCount()) if inbox.model.row_at(r).order.actor == "Борис"
    )
    inbox.table.selectRow(row)
    inbox.edit_current()
    editor = inbox.editor
    old_targets = inbox.model.row_at(row).order.targets
    new_target = next(n for n in window.session.living() if n not in old_targets and n != "Борис")
    editor.targets[0].setCurrentIndex(editor.targets[0].findData(new_target))
    with qtbot.waitSignal(window.session.changed):
        editor.save.click()
    edited = inbox.model.row_at(inbox.model.row_of(inbox.model.row_at(row).stored.id))
    assert edited.order.targets == (new_target,)
    assert [o.targets for o in edited.stored.history] == [old_targets]
    assert inbox.model.index(row, InboxColumn.EDITS).data() == "1 edit"
    assert old_targets[0] in inbox.model.index(row, InboxColumn.EDITS).data(
        Qt.ItemDataRole.ToolTipRole
    )


def test_a_refused_operation_is_shown_without_blocking(window: MainWindow) -> None:
    assert window.session.add_order(Order("Никто", "katana", ("Борис",))) is None
    assert window.message_bar.isVisible()
    assert "Никто" in window.message_bar.label.text()

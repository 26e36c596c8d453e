"""Issue 10, item 7: screens that showed stale things — the vote editor's candidate, the
tab and step after a language switch (the post after a commit: test_post.py)."""

from __future__ import annotations

from mastergui import i18n
from mastergui.main_window import TAB_ORDERS, MainWindow


def test_the_vote_editor_shows_the_voters_ballot(window: MainWindow) -> None:
    session, workspace = window.session, window.workspace
    assert session is not None and workspace is not None
    window.show_tab(TAB_ORDERS)
    votes = workspace.inbox.votes
    ballots = dict(session.view.inputs.votes)
    voted = [n for n in session.living() if ballots.get(n)]
    silent = [n for n in session.living() if not ballots.get(n)]
    assert voted and silent
    for name in (voted[0], silent[0], voted[-1]):
        votes.voter.setCurrentIndex(votes.voter.findData(name))
        assert votes.candidate.currentData() == ballots.get(name)
    # after any change the editor still shows the selected voter's own vote
    session.set_vote(silent[0], voted[0])
    votes.voter.setCurrentIndex(votes.voter.findData(voted[-1]))
    session.refresh()
    assert votes.candidate.currentData() == ballots[voted[-1]]


def test_a_language_switch_keeps_the_tab_step_and_player(window: MainWindow) -> None:
    assert window.workspace is not None
    viewer = window.workspace.viewer
    steps = [
        s for s in range(viewer.steps_model.rowCount()) if viewer.steps_model.step_at(s) is not None
    ]
    step = viewer.steps_model.step_at(steps[len(steps) // 2])
    assert step is not None
    viewer.select_step(step)
    viewer.show_why("Вера")
    window.show_tab(TAB_ORDERS)
    try:
        window.set_language("ru")
        assert window.workspace is not None
        assert window.workspace.tabs.currentIndex() == TAB_ORDERS
        assert window.workspace.viewer.current_step == step
        assert window.workspace.viewer.current_player == "Вера"
    finally:
        window.set_language("en")
        i18n.install("en")

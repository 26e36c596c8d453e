"""The post panel as a master uses it after a phase: the engine's post previewed and copied,
saved to a file, private messages sent one by one with "copy next", the posts stored with
the phase on commit and shown again from the store. Every text is checked against the
engine's export (`engine.export`) or the store, never against the GUI."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QUrl
from PySide6.QtWidgets import QApplication

from engine import resolve_phase
from engine.export import private_messages, public_post
from engine.resolution.driver import Resolution
from engine.store import GameStore
from mastergui import dialogs
from mastergui.games import documents_dir
from mastergui.main_window import TAB_POST, TAB_VIEWER, TAB_WHATIF, MainWindow
from mastergui.markup import to_html
from mastergui.settings import Settings
from mastergui.views.post import PostPanel

from .conftest import OPEN

DEADLINE = "около 21:00 (МСК)"


@pytest.fixture
def window(window: MainWindow) -> MainWindow:
    """conftest's console on the test game, on the Post tab."""
    window.show_tab(TAB_POST)
    return window


@pytest.fixture
def panel(window: MainWindow) -> PostPanel:
    assert window.workspace is not None
    return window.workspace.post


def resolution(path: Path, phase: int) -> Resolution:
    """The engine's own resolution of a stored phase: the reference."""
    with GameStore.open(path) as store:
        return resolve_phase(store.ruleset, store.state(phase - 1), store.phase_input(phase))


def expected_post(path: Path, phase: int, fmt: str, lang: str, deadline: str | None = None) -> str:
    res = resolution(path, phase)
    with GameStore.open(path) as store:
        return public_post(
            store.ruleset, res.trace, res.state, fmt=fmt, lang=lang, deadline=deadline
        )


def expected_messages(path: Path, phase: int, fmt: str, lang: str) -> dict[str, str]:
    res = resolution(path, phase)
    with GameStore.open(path) as store:
        return private_messages(store.ruleset, res.trace, fmt=fmt, lang=lang)


def show_phase(window: MainWindow, number: int) -> None:
    assert window.session is not None
    window.session.show_phase(number)


def test_the_preview_shows_the_engines_post(
    panel: PostPanel, window: MainWindow, game_file: Path
) -> None:
    panel.set_options(fmt="bbcode", lang="ru", deadline=DEADLINE)
    expected = expected_post(game_file, OPEN, "bbcode", "ru", DEADLINE)
    assert panel.raw.toPlainText() == expected
    rendered = panel.preview.toPlainText()
    assert "Итоги фазы 4" in rendered and "[b]" not in rendered and "[color" not in rendered
    assert DEADLINE in rendered
    assert "not committed" in panel.status.text()
    # Discord, in English
    panel.set_options(fmt="markdown", lang="en", deadline="")
    assert panel.raw.toPlainText() == expected_post(game_file, OPEN, "markdown", "en")
    assert "Phase 4 results" in panel.preview.toPlainText()
    assert "**" not in panel.preview.toPlainText()
    # a committed phase renders from its committed trace
    show_phase(window, 2)
    assert panel.raw.toPlainText() == expected_post(game_file, 2, "markdown", "en")
    assert "rendered now" in panel.status.text()


def test_the_options_are_remembered(panel: PostPanel) -> None:
    panel.set_options(fmt="markdown", lang="en", deadline=DEADLINE)
    settings = Settings()
    assert settings.text("post/format") == "markdown"
    assert settings.text("post/lang") == "en"
    assert settings.text("post/deadline") == DEADLINE
    other = PostPanel(panel.session, Settings())
    assert other.options() == panel.options()
    other.deleteLater()


def test_spoilers_open_and_close_in_the_preview(panel: PostPanel) -> None:
    panel.set_options(fmt="bbcode", lang="ru")
    roster = panel.session.names()[0]  # the roster is in a spoiler: closed, as on the forum
    assert "Игроки" in panel.preview.toPlainText()
    assert roster not in panel.preview.toPlainText().split("Игроки", 1)[1]
    panel.preview.anchorClicked.emit(QUrl("spoiler:0"))
    assert roster in panel.preview.toPlainText().split("Игроки", 1)[1]
    panel.preview.anchorClicked.emit(QUrl("spoiler:0"))
    assert roster not in panel.preview.toPlainText().split("Игроки", 1)[1]


def test_copy_puts_the_post_on_the_clipboard(
    panel: PostPanel, window: MainWindow, game_file: Path
) -> None:
    panel.set_options(fmt="bbcode", lang="en", deadline="")
    panel.copy_button.click()
    assert QApplication.clipboard().text() == expected_post(game_file, OPEN, "bbcode", "en")
    assert "Copied" in panel.feedback.text()
    with GameStore.open(game_file) as store:  # a preview of an open phase is not stored
        assert store.posts(OPEN) == []
    # a committed phase's post, once exported, is stored with it
    show_phase(window, 3)
    panel.copy_button.click()
    expected = expected_post(game_file, 3, "bbcode", "en")
    assert QApplication.clipboard().text() == expected
    with GameStore.open(game_file) as store:
        [post] = store.posts(3)
        assert (post.kind, post.lang, post.fmt, post.text) == ("summary", "en", "bbcode", expected)
    assert "stored with phase 3" in panel.status.text()
    panel.copy_button.click()  # the same text again: no second version
    with GameStore.open(game_file) as store:
        assert len(store.posts(3, all_versions=True)) == 1


def test_save_writes_the_file(
    panel: PostPanel,
    window: MainWindow,
    game_file: Path,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    panel.set_options(fmt="markdown", lang="ru", deadline=DEADLINE)
    target = tmp_path / "out" / "post.md"
    target.parent.mkdir()
    offered: list[str] = []

    def ask(_parent: object, _title: str, suggested: str, _filters: str) -> str:
        offered.append(suggested)
        return str(target)

    monkeypatch.setattr(dialogs, "ask_save_path", ask)
    panel.save_button.click()
    # issue 10, item 10: offered in the documents folder, not the hidden data folder
    assert offered == [str(documents_dir() / "game-phase4-ru.md")]
    assert (
        target.read_text(encoding="utf-8")
        == expected_post(game_file, OPEN, "markdown", "ru", DEADLINE) + "\n"
    )
    assert Settings().text("post/folder") == str(target.parent)  # offered next time
    assert panel.suggested_path().parent == target.parent
    # cancelled, then refused: the message bar says where and why
    monkeypatch.setattr(dialogs, "ask_save_path", lambda *_a: None)
    panel.save_button.click()  # cancelled: nothing happens
    assert not panel.save_to(tmp_path / "missing" / "post.md")
    assert "missing" in window.message_bar.label.text()


def test_copy_next_walks_the_players_in_order_and_marks_them(
    panel: PostPanel, window: MainWindow, game_file: Path
) -> None:
    show_phase(window, 3)
    panel.set_options(fmt="bbcode", lang="ru")
    expected = expected_messages(game_file, 3, "bbcode", "ru")
    assert len(expected) > 2
    assert panel.players.count() == len(expected)
    assert panel.progress.text() == f"0 of {len(expected)} sent"
    for done, (name, text) in enumerate(expected.items(), start=1):
        assert panel.copy_next() == name
        assert QApplication.clipboard().text() == text
        assert panel.selected_player() == name and panel.message_raw.toPlainText() == text
        assert panel.progress.text() == f"{done} of {len(expected)} sent"
    assert panel.copy_next() is None and not panel.copy_next_button.isEnabled()
    with GameStore.open(game_file) as store:
        rows = [r for r in store.messages(3) if r.message.delivered]
        assert rows and all(r.sent_at is not None for r in rows)
    # unchecking a player takes the mark back, in the store
    first = next(iter(expected))
    item = panel.players.item(0)
    assert item.text() == first
    item.setCheckState(Qt.CheckState.Unchecked)
    with GameStore.open(game_file) as store:
        assert all(r.sent_at is None for r in store.messages(3, to=first))
    assert panel.copy_next() == first


def test_marks_survive_an_undone_commit(
    panel: PostPanel, window: MainWindow, game_file: Path
) -> None:
    session = window.session
    assert session is not None
    show_phase(window, 3)
    sent = [panel.copy_next(), panel.copy_next()]
    session.undo_commit()  # phase 3 reopens: its messages leave the store, not the marks
    assert session.phase == 3 and not session.view.committed
    total = len(expected_messages(game_file, 3, "bbcode", "en"))
    assert panel.progress.text() == f"2 of {total} sent"
    session.commit()
    with GameStore.open(game_file) as store:
        assert {r.message.to for r in store.messages(3) if r.sent_at} == set(sent)


def test_marks_of_an_open_phase_follow_it_into_the_commit(
    panel: PostPanel, window: MainWindow, game_file: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    panel.set_options(fmt="bbcode", lang="ru")
    expected = expected_messages(game_file, OPEN, "bbcode", "ru")
    first = panel.copy_next()
    assert first == next(iter(expected))
    assert panel.progress.text() == f"1 of {len(expected)} sent"
    monkeypatch.setattr(dialogs, "confirm", lambda *_a: True)
    window.commit_action.trigger()
    with GameStore.open(game_file) as store:
        sent = {
            r.message.to
            for r in store.messages(OPEN)
            if r.message.delivered and r.sent_at is not None
        }
    assert sent == {first}


def test_commit_stores_the_posts_and_shows_them_again(
    panel: PostPanel, window: MainWindow, game_file: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    panel.set_options(fmt="markdown", lang="en", deadline="around 9 pm")
    post = expected_post(game_file, OPEN, "markdown", "en", "around 9 pm")
    messages = expected_messages(game_file, OPEN, "markdown", "en")
    monkeypatch.setattr(dialogs, "confirm", lambda *_a: True)
    window.commit_action.trigger()
    session = window.session
    assert session is not None and session.open_phase == OPEN + 1
    # issue 10, item 7: the other tabs move on to the open phase, the post tab keeps the
    # post to publish: the phase just committed
    assert session.phase == OPEN + 1 and session.post_view().number == OPEN
    assert "just committed" in panel.status.text()
    with GameStore.open(game_file) as store:
        stored = {p.kind: p for p in store.posts(OPEN)}
    assert stored["summary"].text == post
    assert (stored["summary"].fmt, stored["summary"].lang) == ("markdown", "en")
    assert {k: p.text for k, p in stored.items() if k != "summary"} == {
        f"private:{name}": text for name, text in messages.items()
    }
    assert panel.raw.toPlainText() == post
    assert "stored with phase 4" in panel.status.text()
    # later: the stored version is what the panel shows, even when rendering would differ
    panel.set_options(deadline="")
    assert panel.render_button.isChecked()  # a new deadline renders anew
    assert panel.raw.toPlainText() == expected_post(game_file, OPEN, "markdown", "en")
    panel.render_button.click()
    assert panel.raw.toPlainText() == post
    show_phase(window, OPEN + 1)
    show_phase(window, OPEN)
    assert panel.raw.toPlainText() == post and not panel.render_button.isChecked()
    # another format was not stored: rendered now
    panel.set_options(fmt="bbcode")
    assert "rendered now" in panel.status.text()


def test_committing_from_another_tab_opens_the_next_phase(
    panel: PostPanel, window: MainWindow, game_file: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window.show_tab(TAB_VIEWER)
    monkeypatch.setattr(dialogs, "confirm", lambda *_a: True)
    window.commit_action.trigger()
    assert window.session is not None and window.session.phase == OPEN + 1
    with GameStore.open(game_file) as store:  # stored in the panel's format and language
        assert {(p.kind, p.lang) for p in store.posts(OPEN)} >= {("summary", "en")}
        stored = next(p.text for p in store.posts(OPEN) if p.kind == "summary")
    # issue 10, item 7: the post tab then shows the post to publish, not the empty phase 5
    window.show_tab(TAB_POST)
    assert panel.raw.toPlainText() == stored
    assert "Phase 4 was just committed" in panel.status.text()
    show_phase(window, OPEN + 1)  # the master picks the open phase: its preview
    assert "Phase 5" in panel.status.text() and panel.raw.toPlainText() != stored


def test_an_outdated_stored_post_is_not_shown(
    panel: PostPanel, window: MainWindow, game_file: Path
) -> None:
    """A post stored before the phase's last commit is of another resolution."""
    session = window.session
    assert session is not None
    panel.set_options(fmt="bbcode", lang="en")
    session.perform(lambda: session.store.save_post(3, "summary", "en", "bbcode", "MINE"))
    show_phase(window, 3)
    assert panel.raw.toPlainText() == "MINE"
    session.undo_commit()  # phase 3 reopens
    session.commit()
    show_phase(window, 3)
    assert panel.raw.toPlainText() == expected_post(game_file, 3, "bbcode", "en")


def test_hide_secrets_keeps_the_public_post_and_hides_the_messages(
    panel: PostPanel, window: MainWindow
) -> None:
    workspace = window.workspace
    assert workspace is not None
    window.hide_secrets_action.trigger()
    assert workspace.stack.currentIndex() == 1
    assert panel.isVisible() and panel.raw.toPlainText()
    assert not panel.private.isVisible()
    window.hide_secrets_action.trigger()
    assert workspace.tabs.widget(TAB_POST) is workspace.post_page is panel.parent()
    assert workspace.tabs.currentIndex() == TAB_POST
    assert panel.private.isVisible()
    # a tab picked while hidden is the one shown when secrets come back
    window.hide_secrets_action.trigger()
    window.show_tab(TAB_WHATIF)
    window.hide_secrets_action.trigger()
    assert workspace.tabs.currentWidget() is workspace.whatif


def test_broken_templates_are_named_not_fatal(
    panel: PostPanel, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = tmp_path / "templates"
    folder.mkdir()
    (folder / "bbcode.en.yaml").write_text('title: "Phase $phase $oops"\n', encoding="utf-8")
    monkeypatch.setenv("MMC_TEMPLATES", str(folder))
    panel.set_options(fmt="bbcode", lang="en")
    assert "cannot be rendered" in panel.status.text()
    assert "bbcode.en.yaml" in panel.status.text()
    assert not panel.copy_button.isEnabled()
    monkeypatch.delenv("MMC_TEMPLATES")
    panel.set_options(lang="en")
    assert panel.copy_button.isEnabled()


# --- the preview's markup: only known tags, everything else as text ------------------------


def test_bbcode_preview_escapes_everything_but_known_tags() -> None:
    html = to_html(
        "[b]<img src=x onerror=alert(1)>[/b] [color=red;background:url(x)]a[/color]"
        " [url=javascript:alert(1)]link[/url] [/i] [size=150]big[/size]",
        "bbcode",
    )
    assert "<img" not in html and "&lt;img src=x onerror=alert(1)&gt;" in html
    assert "background" not in html.split("[color=")[0]  # a bad color is left as text
    assert "[color=red;background:url(x)]" in html
    assert "javascript" not in html.replace("[url=javascript", "")  # never an href
    assert "href" not in html
    assert "[/i]" in html and '<span style="font-size:15pt">big</span>' in html
    # an unclosed tag is closed at the end, so nothing after the post is formatted
    assert to_html("[b]x", "bbcode") == "<b>x</b>"


def test_markdown_preview_handles_discord_escapes() -> None:
    html = to_html(
        "## Phase 4\n**Vote** 6\\.5 \\*not italic\\* ~~gone~~ <b>x</b> ||secret||", "markdown"
    )
    assert "<b>Vote</b>" in html and "6.5" in html and "*not italic*" in html
    assert "<s>gone</s>" in html and "&lt;b&gt;x&lt;/b&gt;" in html
    assert 'href="spoiler:0"' in html


def test_a_long_discord_post_is_copied_part_by_part(
    panel: PostPanel, game_file: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Discord takes 2000 characters; a small limit here stands for a 30-player post
    from engine.export.split import split_message
    from mastergui.views import post_files

    monkeypatch.setattr(post_files, "split_message", lambda text: split_message(text, 300))
    panel.set_options(fmt="markdown", lang="en", deadline="")
    post = expected_post(game_file, OPEN, "markdown", "en")
    parts = split_message(post, 300)
    assert len(parts) >= 2
    assert panel.copy_button.text() == f"Copy part 1 of {len(parts)}"
    copied = []
    for _ in parts:
        panel.copy_button.click()
        copied.append(QApplication.clipboard().text())
    assert tuple(copied) == parts
    assert panel.copy_button.text() == f"Copy part 1 of {len(parts)}"  # round again
    panel.set_options(fmt="bbcode", lang="en", deadline="")  # forums take it whole
    assert panel.copy_button.text() == "Copy"

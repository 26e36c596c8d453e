"""One transaction, and no state only in memory (issue 9, item 7): a commit and its posts are
stored together or not at all; "sent" marks on private messages live in the file, before
and after the commit, and are undoable."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from engine.export.post import delivered
from engine.scenario.load import Scenario
from engine.store import GameStore, PostDraft, StoreError
from engine.store.codec import message_key


@pytest.fixture
def game(tmp_path: Path, demo: Scenario) -> Path:
    path = tmp_path / "demo.mmc"
    GameStore.create(path, demo, commit_upto=3).close()
    return path


def test_a_commit_and_its_posts_are_one_transaction(game: Path) -> None:
    posts = [
        PostDraft("summary", "ru", "bbcode", "[b]Фаза 4[/b]"),
        PostDraft("private:Алиса", "ru", "bbcode", "Алиса, ..."),
    ]
    with GameStore.open(game) as store:
        store.commit(confirmed=store.confirmation(), posts=posts)
        saved = store.posts(4)
        assert [(p.kind, p.text) for p in saved] == [(p.kind, p.text) for p in posts]
        assert all(p.saved_at >= (store.phase_status(4).committed_at or "") for p in saved)
        store.undo_commit()
        # a post the database refuses takes the commit with it: nothing half stored
        broken = [posts[0], PostDraft("summary", "ru", "bbcode", None)]  # type: ignore[arg-type]
        with pytest.raises(StoreError, match="nothing was saved"):
            store.commit(posts=broken)
        assert store.trace(4) is None and store.open_phase() == 4
        assert len(store.posts(4, all_versions=True)) == 2  # only the first commit's


def test_sent_marks_of_an_open_phase_live_in_the_file(game: Path) -> None:
    with GameStore.open(game) as store:
        trace = store.resolve(4).trace
        name, messages = next(iter(delivered(trace).items()))
        key = message_key(messages)
        store.mark_draft_sent(4, name, key)
    with GameStore.open(game) as store:  # another console, or after a crash: still marked
        assert store.draft_marks(4) == {(name, key)}
        store.commit(confirmed=store.confirmation())
        rows = [r for r in store.messages(4) if r.message.to == name and r.message.delivered]
        assert rows and all(r.sent_at is not None for r in rows)  # carried by the commit
        assert store.draft_marks(4) == set()
        others = [r for r in store.messages(4) if r.message.to != name]
        assert all(r.sent_at is None for r in others)
        store.undo_commit()
        assert store.draft_marks(4) == {(name, key)}  # the phase is open again: still sent


def test_sent_marks_are_undoable_edits(game: Path) -> None:
    with GameStore.open(game) as store:
        row = store.messages(3)[0]
        store.mark_sent(row.id)
        assert store.messages(3)[0].sent_at is not None
        assert store.undo_status("en").undo == "Mark 1 message(s) sent"
        store.undo()
        assert store.messages(3)[0].sent_at is None
        store.redo()
        assert store.messages(3)[0].sent_at is not None
        store.mark_draft_sent(4, "Алиса", "[]")
        store.undo()
        assert store.draft_marks(4) == set()


def test_an_older_file_gets_the_sent_marks_table_when_opened_for_editing(game: Path) -> None:
    conn = sqlite3.connect(game)
    with conn:  # the file as format 1 left it
        conn.execute("DROP TABLE sent_marks")
        conn.execute("ALTER TABLE players DROP COLUMN setup")
        conn.execute(
            "DELETE FROM _sqlite_migrations WHERE name IN ('002_sent_marks', '003_player_setup')"
        )
        conn.execute("PRAGMA user_version = 1")
    conn.close()
    with GameStore.open(game, read_only=True) as store:  # read as it is, never upgraded
        assert store.draft_marks(4) == set()
    conn = sqlite3.connect(game)
    assert conn.execute("SELECT name FROM _sqlite_migrations").fetchall() == [
        ("001_initial",),
        ("004_vote_words",),
    ]
    conn.close()
    with GameStore.open(game) as store:
        store.mark_draft_sent(4, "Алиса", "[]")
        assert store.draft_marks(4) == {("Алиса", "[]")}

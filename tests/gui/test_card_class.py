"""Issue 29, item 9: a card game nobody wrote classes for (a new game) shows no public
role — not the field's name «Класс» for everyone, in the table or the post («Альфа
(Класс)»); a class written in the roster («Кузнец») is shown as written."""

from __future__ import annotations

import re
from pathlib import Path

from engine import load_scenario, resolve_phase
from engine.export.post import public_post
from engine.store import GameStore
from mastergui.models.player_rows import public_face
from mastergui.text import Texts

DEMO = Path(__file__).resolve().parents[2] / "resources" / "demo" / "mafic_arena_12_demo.yaml"


def classless(tmp_path: Path) -> Path:
    text = re.sub(r"public: [^,}]+, ", "", DEMO.read_text(encoding="utf-8"))
    path = tmp_path / "classless.yaml"
    path.write_text(text, encoding="utf-8")
    return path


def test_no_class_written_shows_none(tmp_path: Path) -> None:
    scenario = load_scenario(classless(tmp_path))
    store_path = tmp_path / "g.mmc"
    GameStore.create(store_path, scenario, commit_upto=0).close()
    with GameStore.open(store_path) as store:
        ruleset = store.ruleset
        state = store.state(0)
        texts = Texts(ruleset, "ru")
        faces = {p.name: public_face(texts, p.public_role) for p in state.players}
        assert set(faces.values()) == {""}
        res = resolve_phase(ruleset, state, store.phase_input(1))
    post = public_post(ruleset, res.trace, res.state, lang="ru")
    assert "Класс" not in post


def test_a_written_class_is_shown(tmp_path: Path) -> None:
    scenario = load_scenario(DEMO)
    store_path = tmp_path / "g.mmc"
    GameStore.create(store_path, scenario, commit_upto=0).close()
    with GameStore.open(store_path) as store:
        res = resolve_phase(store.ruleset, store.state(0), store.phase_input(1))
        post = public_post(store.ruleset, res.trace, res.state, lang="ru")
    assert "Кузнец" in post and "Класс" not in post

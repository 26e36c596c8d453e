"""Issue 29, item 8: an order's parameters in the ruleset's words and back, as the paste
dialog, the batch review, the inbox and the order editor show them (`param_words`)."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication

from engine import Order, builtin_ruleset
from mastergui import i18n
from mastergui.param_words import params_from_words, params_words
from mastergui.text import Texts
from mastergui.views.order_params import param_values


@pytest.fixture
def russian(qapp: QApplication) -> Iterator[None]:
    i18n.install("ru")
    yield
    i18n.install("en")


def test_a_katana_named_role_is_a_role_name_in_the_editor_and_the_line(russian: None) -> None:
    # seed 001: «Можно назвать тайную роль Комиссара или Карателя»: the choices by name
    texts = Texts(builtin_ruleset("am15_return"), "ru")
    (katana,) = texts.ruleset.abilities_by_id("katana")
    spec = katana.param("role")
    assert spec is not None
    assert [label for _v, label in param_values(spec, texts, [])] == ["Комиссар", "Каратель"]
    order = Order("Борис", "katana", ("Глеб",), {"role": "punisher"})
    assert params_words(texts, order) == "роль: Каратель"
    for typed in ("роль: каратель", "role=punisher", "Роль = Каратель"):
        assert params_from_words(texts, "katana", typed) == {"role": "punisher"}


def test_flags_and_shots_read_back(russian: None) -> None:
    life = Texts(builtin_ruleset("mafialife"), "ru")
    order = Order("Зоя", "sleep_with_role", (), {"role": "girl", "aids": True})
    line = params_words(life, order)
    assert line == "роль: Девочка; заразить СПИДом: да"
    assert params_from_words(life, "sleep_with_role", line) == {"role": "girl", "aids": True}
    assert params_from_words(life, "sleep_with_role", "with_aids=false")["aids"] is False
    am15 = Texts(builtin_ruleset("am15"), "ru")
    shots = Order("Егор", "pistol", ("Кира", "Кира"), {"damage": [20, 25]})
    assert params_from_words(am15, "pistol", params_words(am15, shots)) == {"damage": [20, 25]}
    # what matches nothing stays as typed: the engine judges it with its own message
    assert params_from_words(am15, "pistol", "калибр: 9") == {"калибр": 9}


@pytest.mark.parametrize(
    "ruleset", ["am15", "am15_return", "mafialife", "mafiascum", "mafic_arena_12", "metamorphs"]
)
def test_every_parameter_has_a_russian_label(russian: None, ruleset: str) -> None:
    texts = Texts(builtin_ruleset(ruleset), "ru")
    names = {s.name for a in texts.ruleset.abilities.values() for s in a.params}
    assert [n for n in sorted(names) if not re.search("[а-яё]", texts.param(n))] == []

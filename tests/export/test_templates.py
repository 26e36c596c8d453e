"""Templates: the bundled set is complete; the master overrides key by key; mistakes in a
template file are reported with the file, the line and what is wrong."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.export import TemplateError, load_templates, public_post
from engine.export.templates import BUNDLED, ENV_VAR, KEYS
from engine.scenario.load import load_scenario_text, resolve_game

GAME = """
ruleset: am15
players:
  - {name: Alice, public: authority, secret: ninja}
  - {name: Bob, public: big_guy, secret: civilian}
  - {name: Carol, public: other, secret: commissar, choice: dossier}
phases:
  - orders: [{actor: Alice, ability: katana, target: Bob}]
    votes: {Alice: Carol, Bob: Carol, Carol: Bob}
"""


@pytest.fixture(scope="module")
def phase1():  # type: ignore[no-untyped-def]
    scenario = load_scenario_text(GAME)
    return scenario.ruleset, resolve_game(scenario)[0]


@pytest.mark.parametrize("fmt", ["bbcode", "markdown"])
@pytest.mark.parametrize("lang", ["ru", "en"])
def test_bundled_templates_are_complete(fmt: str, lang: str) -> None:
    tpl = load_templates("am15", fmt, lang, folder=None)
    missing = sorted(set(KEYS) - set(tpl.texts))
    assert missing == []


def test_a_master_overrides_one_key_and_keeps_the_rest(tmp_path: Path, phase1) -> None:  # type: ignore[no-untyped-def]
    rs, res = phase1
    (tmp_path / "bbcode.ru.yaml").write_text(
        'title: "[size=150]Фаза $phase[/size]"\n', encoding="utf-8"
    )
    post = public_post(rs, res.trace, res.state, folder=tmp_path)
    assert post.startswith("[size=150]Фаза 1[/size]")
    assert "[b]Голосование[/b]" in post  # the rest is bundled


def test_the_ruleset_folder_wins_over_the_master_root(tmp_path: Path, phase1) -> None:  # type: ignore[no-untyped-def]
    rs, res = phase1
    (tmp_path / "bbcode.en.yaml").write_text('title: "root $phase"\n', encoding="utf-8")
    (tmp_path / "am15").mkdir()
    (tmp_path / "am15" / "bbcode.en.yaml").write_text('title: "am15 $phase"\n', encoding="utf-8")
    post = public_post(rs, res.trace, res.state, lang="en", folder=tmp_path)
    assert post.splitlines()[0] == "am15 1"


def test_the_environment_names_the_master_folder(
    tmp_path: Path,
    phase1,  # type: ignore[no-untyped-def]
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    rs, res = phase1
    (tmp_path / "markdown.ru.yaml").write_text('title: "**Фаза $phase**"\n', encoding="utf-8")
    monkeypatch.setenv(ENV_VAR, str(tmp_path))
    assert public_post(rs, res.trace, res.state, fmt="markdown").startswith("**Фаза 1**")


def test_values_are_escaped_even_in_a_master_template(tmp_path: Path) -> None:
    scenario = load_scenario_text(GAME.replace("Carol", '"Ca[/b]rol"'))
    res = resolve_game(scenario)[0]
    (tmp_path / "bbcode.ru.yaml").write_text('executed: "Казнён [b]$name[/b]"\n', encoding="utf-8")
    post = public_post(scenario.ruleset, res.trace, res.state, folder=tmp_path)
    assert "Казнён [b]Ca[\u200b/b]rol[/b]" in post


def test_a_dollar_in_a_name_is_not_a_placeholder() -> None:
    scenario = load_scenario_text(GAME.replace("Carol", '"$title"'))
    res = resolve_game(scenario)[0]
    post = public_post(scenario.ruleset, res.trace, res.state)
    assert "$title" in post


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ('titel: "x"\n', "unknown template key 'titel'"),
        ('title: "Phase $number"\n', "'title': unknown placeholder(s) $number (allowed: $phase)"),
        (
            'title: "costs $5"\n',
            "'title': a '$' that is not a placeholder (write $$ for a dollar sign)",
        ),
        ("title: [unclosed\n", "not valid YAML"),
        ("- a list\n", "a template file must map keys to texts"),
        ("title: {a: b}\n", "'title' must be text"),
        ('colors: {healthy: "red]x[b"}\n', "colors: 'healthy': 'red]x[b' is not a color"),
    ],
)
def test_mistakes_are_named_with_file_and_line(tmp_path: Path, text: str, expected: str) -> None:
    path = tmp_path / "bbcode.ru.yaml"
    path.write_text("# my templates\n" + text, encoding="utf-8")
    with pytest.raises(TemplateError) as err:
        load_templates("am15", "bbcode", "ru", folder=tmp_path)
    message = err.value.describe()
    assert expected in message
    assert message.startswith(f"{path}:2:") or message.startswith(f"{path}:")


def test_unknown_key_error_gives_the_line(tmp_path: Path) -> None:
    path = tmp_path / "bbcode.ru.yaml"
    path.write_text('title: "ok $phase"\n\nvote_lne: "x"\n', encoding="utf-8")
    with pytest.raises(TemplateError) as err:
        load_templates("am15", "bbcode", "ru", folder=tmp_path)
    assert err.value.line == 3 and err.value.file == str(path)


def test_a_missing_folder_is_an_error_not_a_silent_default(tmp_path: Path) -> None:
    with pytest.raises(TemplateError, match="does not exist"):
        load_templates("am15", "bbcode", "ru", folder=tmp_path / "nope")


def test_code_named_keys_are_accepted(tmp_path: Path) -> None:
    (tmp_path / "bbcode.en.yaml").write_text(
        'announce_curse: "Cursed: $name"\nballot_something: "$voter"\n', encoding="utf-8"
    )
    tpl = load_templates("am15", "bbcode", "en", folder=tmp_path)
    assert tpl.has("announce_curse") and tpl.has("ballot_something")


def test_bundled_files_are_where_the_docs_say() -> None:
    for fmt in ("bbcode", "markdown"):
        for lang in ("ru", "en"):
            assert (BUNDLED / f"{fmt}.{lang}.yaml").is_file()

"""The public post of «Возвращение» follows its reveal rules (seed 001): «Всем объявляется
его тайная роль»; a mask's fake role first, the real one «после следующего голосования»;
the paranoid's «После смерти тайная роль не раскрывается»; a night post has no vote."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.__main__ import main

from .helpers import night

DEMO = Path(__file__).resolve().parents[3] / "resources" / "demo" / "am15_return_demo.yaml"


def post(capsys: pytest.CaptureFixture[str], path: Path, phase: int, lang: str = "ru") -> str:
    assert main(["post", str(path), "--phase", str(phase), "--lang", lang]) == 0
    return capsys.readouterr().out


def test_deaths_announce_the_secret_role(capsys: pytest.CaptureFixture[str]) -> None:
    text = post(capsys, DEMO, 5)
    assert "[s]Дина (VIP)[/s] — казнь, Громила" in text
    assert "[s]Мира (Мститель)[/s] — Мирный житель" in text


def test_a_night_post_has_no_vote(capsys: pytest.CaptureFixture[str]) -> None:
    text = post(capsys, DEMO, 4)
    assert "Голосов" not in text and "Голосование" not in text and "Синоби" in text


def test_mask_first_then_the_truth_after_the_vote_paranoid_never(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "masked.yaml"
    path.write_text(
        night(
            [
                "Shi: other/shinobi",
                "Kil: other/killer",
                "Nin: other/ninja",
                "Bos: other/boss",
                "Par: paranoid/civilian/60",
                "Kom: other/commissar",
            ],
            ["{actor: Shi, ability: masquerade, target: Bos, role: civilian}"],
            [],
            [
                "{actor: Kil, ability: sniper_rifle, target: Bos}",
                "{actor: Nin, ability: katana, target: Bos}",
                "{actor: Shi, ability: shuriken, target: Par}",
            ],
            {"votes": {"Kom": "Kil", "Shi": "Kom"}},
            ["{actor: Kil, ability: sniper_rifle, target: Par}"],
        ),
        encoding="utf-8",
    )
    night2 = post(capsys, path, 3)
    assert "[s]Bos (Другой)[/s] — Мирный житель" in night2 and "Босс" not in night2
    day3 = post(capsys, path, 4)
    assert "Настоящая тайная роль [b]Bos[/b]: Босс." in day3
    night3 = post(capsys, path, 5, "en")
    assert "[s]Par (Paranoid)[/s]\n" in night3 and "Civilian" not in night3


def test_the_title_and_deadline_name_the_day_or_night(capsys: pytest.CaptureFixture[str]) -> None:
    # seed 001 alternates «день» and «ночь»: a master posts "Ночь 3", not "фаза 6"
    assert main(["post", str(DEMO), "--phase", "6", "--deadline", "около 21:00"]) == 0
    text = capsys.readouterr().out
    assert text.startswith("[b]Ночь 3. Итоги[/b]")
    assert "[i]День 4 закончится около 21:00.[/i]" in text
    assert post(capsys, DEMO, 5, "en").startswith("[b]Day 3 results[/b]")


def test_a_private_message_names_the_night(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["post", str(DEMO), "--phase", "6", "--private", "Кира"]) == 0
    assert capsys.readouterr().out.startswith("[b]Ночь 3: личное сообщение[/b]\n")

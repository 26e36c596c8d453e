"""Rules catalogue of «Метаморфы» (seed 003: shared/seeds/003_3b252b26885c5e82.txt).

Each case quotes the seed line it checks (line numbers of the seed file) and asks the trace
what a master would check by hand: who is out and with which role shown, who got the frag,
what the expert was told, which order was rejected and why, which question is open.
The table (helpers.TABLE): Алиса controller, Борис metamorph, Вера assimilator, Гена doctor,
Дима commissar (the expert), Егор maniac (the ARC agent), Жанна…Олег civilians, Поля NPC.
"""

from __future__ import annotations

from .helpers import NAMES, everyone_votes, kill, order, play, post


# --- phases (line 6) ---
def test_m01_phase_one_is_day_one_and_night_one() -> None:
    # l.6 «Пролог (нулевой день) играется без статусов, статусы же раздаются в нулевую ночь»
    (p1,) = play({"votes": everyone_votes("Жанна"), "orders": [kill("Алиса", "Кира")]})
    assert p1.trace.executed == "Жанна"
    assert p1.dead() == ["Жанна", "Кира"]
    assert p1.trace.kind == "day_night"


def test_m02_no_hp_in_the_json() -> None:
    (p1,) = play({"orders": [kill("Алиса", "Кира")]})
    data = p1.trace.to_json()
    assert data["players"]["Кира"]["hp"] is None and data["players"]["Кира"]["max_hp"] is None
    assert data["players"]["Кира"]["alive"] is False
    assert data["players"]["Кира"]["status"] == "dead"
    death = data["deaths"][0]
    assert (death["cause"], death["frag"], death["role_shown"]) == ("kill", "Алиса", "civilian")


# --- elimination and the role shown (line 8) ---
def test_m03_executed_player_is_out_with_his_role_shown() -> None:
    # l.8 «Персонаж считается выбывшим, если был выбран на дневном голосовании ... При
    # выбывании статус игрока будет оглашен Ведущим.»
    (p1,) = play({"votes": everyone_votes("Борис")})
    d = p1.death("Борис")
    assert d is not None and (d.cause, d.frag, d.step) == ("execution", None, 0)
    assert d.extra["role_shown"] == "metamorph"


def test_m04_executed_players_night_orders_are_rejected() -> None:
    (p1,) = play({"votes": everyone_votes("Алиса"), "orders": [kill("Алиса", "Кира")]})
    assert p1.alive("Кира")
    assert p1.rejected("Алиса") == ["executed"]


# --- the vote (lines 9-16) ---
def test_m05_a_skip_is_a_vote_against_oneself() -> None:
    # l.9 «Пропуск голосования равнозначен голосу против себя.»
    votes = everyone_votes("Жанна")
    del votes["Игорь"]
    (p1,) = play({"votes": votes})
    assert p1.ballot("Игорь") == ("Игорь", "meta_ballot_skip")
    assert p1.trace.votes.totals["Игорь"] == 1


def test_m06_two_skips_and_the_player_leaves() -> None:
    # l.9 «Игрок, дважды пропустивший голосование, покидает игру.»
    votes = everyone_votes("Жанна")
    del votes["Игорь"]
    votes2 = everyone_votes("Лев", alive=[n for n in NAMES if n != "Жанна"])
    del votes2["Игорь"]
    p1, p2 = play({"votes": votes}, {"votes": votes2, "orders": [order("Игорь", "heal", "Лев")]})
    assert p1.alive("Игорь")
    d = p2.death("Игорь")
    assert d is not None and d.cause == "left" and d.extra["role_shown"] == "civilian"
    assert p2.ballot("Игорь") == ("Игорь", "meta_ballot_second_skip")


def test_m07_malformed_vote_counts_against_the_voter() -> None:
    # l.13 «Любое, даже малейшее, отклонение от процедуры считается как неправильно
    # оформленный голос. Такой голос не засчитается, а игрок получит голос против себя.»
    votes = everyone_votes(
        "Жанна", but={"Лев": "[b]Я голосую против: [color=red]Жанна[/color][/b]"}
    )
    (p1,) = play({"votes": votes})
    assert p1.ballot("Лев") == ("Лев", "meta_ballot_malformed")
    assert p1.trace.votes.totals["Жанна"] == 13  # 14 voters, Лев's vote not counted


def test_m08_a_struck_vote_and_a_new_one() -> None:
    # l.12 «необходимо зачеркнуть старый голос ... а новый написать в новом сообщении»;
    # l.16 «[b]Я голосую против: [s][color=#ff0000]Имя Персонажа[/color][/s][/b]»
    struck = "[b]Я голосую против: [s][color=#ff0000]Жанна[/color][/s][/b]"
    votes = everyone_votes("Жанна", but={"Лев": [struck, post("Олег")]})
    (p1,) = play({"votes": votes})
    assert p1.ballot("Лев") == ("Олег", "meta_ballot_vote")


def test_m09_npc_has_no_vote_but_may_be_voted_out() -> None:
    # l.4 «Возможно наличие неигровых персонажей без права голоса.»
    (p1,) = play({"votes": {**everyone_votes("Поля"), "Поля": "Жанна"}})
    assert p1.ballot("Поля") is None
    assert p1.trace.executed == "Поля"


def test_m10_a_tie_goes_to_the_revote() -> None:
    # l.9 «При ничьей на дневном голосовании проводится повторное голосование»
    half = {n: ("Жанна" if i % 2 else "Зоя") for i, n in enumerate(NAMES[:14])}
    half["Жанна"], half["Зоя"] = "Зоя", "Жанна"
    counts = {"Жанна": 0, "Зоя": 0}
    for v in half.values():
        counts[v] += 1
    assert counts["Жанна"] == counts["Зоя"]
    (p1,) = play({"votes": half, "revotes": everyone_votes("Зоя")})
    assert p1.trace.executed == "Зоя"
    assert any(n.code == "meta_revote" for n in p1.trace.notes)


def test_m11_a_second_tie_is_the_masters_coin() -> None:
    # l.9 «в случае повторной ничьей Ведущий кидает монетку, что и определяет выбывшего»
    half = {n: ("Жанна" if i % 2 else "Зоя") for i, n in enumerate(NAMES[:14])}
    half["Жанна"], half["Зоя"] = "Зоя", "Жанна"
    (p1,) = play({"votes": half, "revotes": half})
    q = p1.question("coin_toss")
    assert q is not None and not q.answered and set(q.options) == {"Жанна", "Зоя"}
    assert p1.trace.executed == q.default  # seeded: the same every time
    other = "Жанна" if q.default == "Зоя" else "Зоя"
    (p1b,) = play({"votes": half, "revotes": half, "decisions": {"coin_toss": other}})
    assert p1b.trace.executed == other


# --- the doctor (line 39) ---
def test_m12_doctor_saves_from_the_team_and_the_agent() -> None:
    # l.39 «Этого игрока он может спасти от смерти, если он вдруг выбран Метаморфами или
    # Агентом в качестве жертвы.»
    (p1,) = play(
        {"orders": [order("Гена", "heal", "Кира"), kill("Алиса", "Кира"), kill("Егор", "Кира")]}
    )
    assert p1.alive("Кира")
    assert len(p1.actions(outcome="saved")) == 2


def test_m13_doctor_cannot_heal_the_same_player_two_nights_running() -> None:
    # l.39 «неспособен дважды подряд лечить одного игрока»
    _p1, p2, p3 = play(
        {"orders": [order("Гена", "heal", "Кира")]},
        {"orders": [order("Гена", "heal", "Кира"), kill("Алиса", "Кира")]},
        {"orders": [order("Гена", "heal", "Лев")]},
    )
    assert p2.rejected("Гена") == ["heal_twice"]
    assert not p2.alive("Кира")
    assert p3.rejected("Гена") == []


def test_m14_doctor_may_heal_himself() -> None:
    # l.39 «Может лечить себя.»
    (p1,) = play({"orders": [order("Гена", "heal", "Гена"), kill("Алиса", "Гена")]})
    assert p1.alive("Гена")


# --- the expert (lines 40-41) ---
def test_m15_expert_learns_the_role() -> None:
    # l.40 «каждую ночь способен узнать статус любого из игроков»
    (p1,) = play({"orders": [order("Дима", "check", "Вера")]})
    assert p1.result("Дима", "check") == {"role": "assimilator", "faction": "mafia"}


def test_m16_no_result_when_the_target_was_killed() -> None:
    # l.41 «Если выбранный им игрок был убит ночью, не получает результата.»
    (p1,) = play({"orders": [order("Дима", "check", "Кира"), kill("Егор", "Кира")]})
    assert p1.result("Дима", "check") == {"role": None, "faction": None}


# --- the team kill (lines 42-43) ---
def test_m17_the_controllers_word_is_final() -> None:
    # l.43 «Контроллер ("дон мафии") - озвучивает окончательное решение по поводу ночной жертвы.»
    (p1,) = play({"orders": [kill("Борис", "Лев"), kill("Алиса", "Кира")]})
    assert p1.dead() == ["Кира"]
    assert p1.death("Кира").frag == "Алиса"  # type: ignore[union-attr]
    assert p1.rejected("Борис") == ["overruled"]


def test_m18_without_the_controller_the_members_vote() -> None:
    # l.43 «В случае гибели Контроллера Метаморфы не вправе назначать нового и вынуждены
    # устраивать небольшое голосование.»
    table_votes = everyone_votes("Алиса")
    p1, p2 = play({"votes": table_votes}, {"orders": [kill("Борис", "Лев"), kill("Вера", "Лев")]})
    assert p1.death("Алиса").extra["role_shown"] == "controller"  # type: ignore[union-attr]
    assert p2.dead() == ["Лев"] and p2.death("Лев").frag == "Борис"  # type: ignore[union-attr]


def test_m19_a_tied_team_vote_is_a_question() -> None:
    _, p2 = play(
        {"votes": everyone_votes("Алиса")}, {"orders": [kill("Борис", "Лев"), kill("Вера", "Кира")]}
    )
    q = p2.question("team_kill")
    assert q is not None and q.default is None and p2.dead() == []
    _p1, p2 = play(
        {"votes": everyone_votes("Алиса")},
        {
            "orders": [kill("Борис", "Лев"), kill("Вера", "Кира")],
            "decisions": {"team_kill": "Кира"},
        },
    )
    assert p2.dead() == ["Кира"] and p2.death("Кира").frag == "Вера"  # type: ignore[union-attr]


# --- the assimilator (lines 44-45) ---
def test_m20_conversion_only_from_night_two() -> None:
    # l.44 «начиная со второго игрового дня имеет право единожды за игру ночью "превратить"»
    p1, p2 = play(
        {"orders": [order("Вера", "assimilate", "Кира")]},
        {"orders": [order("Вера", "assimilate", "Кира")]},
    )
    assert p1.rejected("Вера") == ["too_early"]
    assert p2.result("Вера", "assimilate") == {"converted": True}


def test_m21_converted_player_is_seen_as_metamorph_and_not_told() -> None:
    # l.44 «Превращенный игрок на протяжении всей партии будет обозначаться как Метаморф при
    # выбывании или при проверке Экспертом, но не будет об этом знать.»
    _p1, p2, p3 = play(
        {},
        {"orders": [order("Вера", "assimilate", "Кира"), order("Дима", "check", "Кира")]},
        {"votes": everyone_votes("Кира")},
    )
    assert p2.result("Дима", "check") == {"role": "metamorph", "faction": "mafia"}
    assert [m.to for m in p2.trace.messages] == ["Вера", "Дима"]  # Кира is told nothing
    assert p3.death("Кира").extra["role_shown"] == "metamorph"  # type: ignore[union-attr]


def test_m22_converted_expert_loses_the_check_that_night() -> None:
    # l.44 «Если игрок являлся Экспертом на момент превращения, он теряет свои ночные
    # способности уже в ночь превращения.»; l.48 «Ассимилятор блокирует способности Эксперта
    # в ту ночь, которую его выбрал (тот не получает результатов)»
    _p1, p2, p3 = play(
        {},
        {"orders": [order("Вера", "assimilate", "Дима"), order("Дима", "check", "Алиса")]},
        {"orders": [order("Дима", "check", "Алиса")]},
    )
    assert p2.result("Дима", "check") is None
    assert p2.rejected("Дима") == ["converted_tonight"]
    assert p3.rejected("Дима") == ["converted"]


def test_m23_converted_doctor_and_agent_act_that_night_and_lose_it_after() -> None:
    # l.44 «Если игрок являлся Ксенобиологом или Агентом, способности он теряет только на
    # следующую ночь.»
    _p1, p2, p3 = play(
        {},
        {"orders": [order("Вера", "assimilate", "Егор"), kill("Егор", "Лев")]},
        {"orders": [kill("Егор", "Олег")]},
    )
    assert p2.dead() == ["Лев"]
    assert p3.rejected("Егор") == ["converted"] and p3.alive("Олег")


def test_m24_doctor_cancels_the_conversion_and_the_charge_is_kept() -> None:
    # l.45 «Если это действие отменил Ксенобиолог - оно не тратится.»; l.48 «но Ксенобиолог
    # ВСЕГДА сводит на нет действие ассимилятора»
    _p1, p2, p3 = play(
        {},
        {
            "orders": [
                order("Гена", "heal", "Кира"),
                order("Вера", "assimilate", "Кира"),
                order("Дима", "check", "Кира"),
            ]
        },
        {"orders": [order("Вера", "assimilate", "Лев"), order("Дима", "check", "Лев")]},
    )
    assert p2.result("Вера", "assimilate") == {"converted": False}
    assert p2.result("Дима", "check") == {"role": "civilian", "faction": "town"}
    assert p3.result("Вера", "assimilate") == {"converted": True}
    assert p3.result("Дима", "check") == {"role": "metamorph", "faction": "mafia"}


def test_m25_conversion_once_a_game() -> None:
    _p1, _p2, p3 = play(
        {},
        {"orders": [order("Вера", "assimilate", "Кира")]},
        {"orders": [order("Вера", "assimilate", "Лев")]},
    )
    assert p3.rejected("Вера") == ["used_up"]


# --- the agent (line 46) ---
def test_m26_agent_kills_alongside_the_team() -> None:
    # l.46 «Каждую ночь может уничтожить любого из игроков ... Агент действует одновременно с
    # Метаморфами.»
    (p1,) = play({"orders": [kill("Алиса", "Кира"), kill("Егор", "Алиса")]})
    assert sorted(p1.dead()) == ["Алиса", "Кира"]
    assert p1.death("Алиса").frag == "Егор"  # type: ignore[union-attr]


def test_m27_one_death_when_both_kill_the_same_player() -> None:
    (p1,) = play({"orders": [kill("Алиса", "Кира"), kill("Егор", "Кира")]})
    assert p1.dead() == ["Кира"] and p1.death("Кира").frag == "Алиса"  # type: ignore[union-attr]


# --- the win (line 19) ---
def test_m28_town_wins_when_every_metamorph_is_out() -> None:
    # l.19 «Победа Пассажирам (мирным жителям) присуждается в случае, если из игры выбыли все
    # Метаморфы (мафия).»; l.46 the agent alive with a kill wins with them
    _p1, p2, _p3 = play(
        {"votes": everyone_votes("Алиса"), "orders": [kill("Егор", "Борис")]},
        {"votes": everyone_votes("Вера", alive=[n for n in NAMES if n not in ("Алиса", "Борис")])},
        {},
    )
    assert p2.trace.public.winner == "town"
    assert any(n.code == "meta_agent_wins" for n in p2.trace.notes)


def test_m29_the_metamorph_win_is_the_masters_question() -> None:
    # l.19 «Победа Метаморфам присуждается по решению Ведущего, если их число больше числа
    # Пассажиров, а статусники не могут изменить ситуацию.»
    small = (("Алиса", "controller"), ("Борис", "metamorph"), ("Гена", "doctor"))
    (p1,) = play({"orders": [kill("Алиса", "Гена")]}, table=small)
    q = p1.question("win")
    assert q is not None and q.default == "continue" and p1.trace.public.winner is None
    (p1,) = play({"orders": [kill("Алиса", "Гена")], "decisions": {"win": "mafia"}}, table=small)
    assert p1.trace.public.winner == "mafia"


def test_m30_small_game_warns() -> None:
    # l.36 «Партия рассчитана на участие от 13 игроков.»
    (p1,) = play({}, table=(("Алиса", "controller"), ("Гена", "doctor"), ("Кира", "civilian")))
    assert any("13" in w for w in p1.trace.warnings)


def test_m31_dead_get_no_messages() -> None:
    # l.18 «Каждый выбывший игрок выходит из всех личных сообщений»
    (p1,) = play({"orders": [order("Дима", "check", "Вера"), kill("Алиса", "Дима")]})
    assert p1.result("Дима", "check") is None


def test_m32_the_same_vote_twice_is_one_vote() -> None:
    # SEED vs SPEC (the seed wins): the spec calls two unstruck votes malformed; the seed asks
    # to strike the old vote only for a change, l.12 «Возможна замена голоса. В таком случае
    # необходимо зачеркнуть старый голос», so naming the same player again is one vote.
    votes = everyone_votes("Жанна", but={"Лев": [post("Олег"), post("олег")]})
    (p1,) = play({"votes": votes})
    assert p1.ballot("Лев") == ("Олег", "meta_ballot_vote")
    votes = everyone_votes("Жанна", but={"Лев": [post("Олег"), post("Зоя")]})
    (p1,) = play({"votes": votes})
    assert p1.ballot("Лев") == ("Лев", "meta_ballot_malformed")  # a change not struck


# --- hard cases checked by hand (issue 25) ---
def test_m33_the_conversion_is_his_own_right_beside_the_team_kill() -> None:
    # l.44 «имеет право единожды за игру ночью "превратить" любого игрока», while l.42 the
    # metamorphs «каждую ночь принимают решение об убийстве»: one order per ability a night,
    # so the assimilator converts and takes part in the kill the same night, either order.
    for orders in (
        [kill("Алиса", "Лев"), order("Вера", "assimilate", "Кира"), kill("Вера", "Лев")],
        [kill("Алиса", "Лев"), kill("Вера", "Лев"), order("Вера", "assimilate", "Кира")],
    ):
        _p1, p2 = play({}, {"orders": orders})
        assert p2.rejected("Вера") == ["overruled"]  # the controller's word, not replaced
        assert p2.result("Вера", "assimilate") == {"converted": True}
        assert p2.dead() == ["Лев"]


def test_m34_without_the_controller_the_assimilators_kill_vote_stands_beside_it() -> None:
    # l.43 «вынуждены устраивать небольшое голосование»: Вера's vote counts although she
    # converts that night too; Борис and Вера agree on Лев.
    _p1, p2 = play(
        {"votes": everyone_votes("Алиса")},
        {
            "orders": [
                kill("Вера", "Лев"),
                order("Вера", "assimilate", "Кира"),
                kill("Борис", "Лев"),
            ]
        },
    )
    assert p2.rejected("Вера") == [] and p2.dead() == ["Лев"]
    assert p2.result("Вера", "assimilate") == {"converted": True}


def test_m35_a_second_order_of_the_same_ability_replaces_the_first() -> None:
    # spec: «at most one order per ability per player a night» — orders may be changed
    _p1, p2 = play(
        {},
        {"orders": [order("Вера", "assimilate", "Кира"), order("Вера", "assimilate", "Лев")]},
    )
    assert p2.rejected("Вера") == ["replaced"]
    assert p2.result("Вера", "assimilate") == {"converted": True}
    assert [a.targets for a in p2.actions() if a.ability == "assimilate"] == [("Лев",)]

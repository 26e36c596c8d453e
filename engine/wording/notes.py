"""Words for the notes on trace events (`note.<code>`)."""

# key: (en, ru)
NOTES: dict[str, tuple[str, str]] = {
    # --- notes on events ----------------------------------------------------------------
    "note.halved": ("halved by {ability:ability} ({by})", "вдвое меньше: {ability:ability} ({by})"),
    "note.halving_not_stacked": (
        "{count} halvings, only one counts",
        "защит: {count}, считается одна",
    ),
    "note.chief_physician": (
        "chief physician in hospital: half damage",
        "главврач в больнице: урон вдвое меньше",
    ),
    "note.halving_not_combined": (
        "that halving does not combine with the chief physician's",
        "эта защита не суммируется со способностью главврача",
    ),
    "note.contract": ("doubled by the contract", "удвоено заказом"),
    "note.betrayal": ("doubled: betrayed the boss's nagant", "удвоено: предал послание босса"),
    "note.mark": (
        "sensei's mark, before {attack:ability}",
        "метка сэнсэя перед «{attack:ability}»",
    ),
    "note.contract_reward": (
        "+15 for damaging the contracted {target}",
        "+15 за урон по заказу ({target})",
    ),
    "note.counterattack": ("vdv counterattack", "контратака ВДВшника"),
    "note.doomed": ("killed outright: healing does not help", "убит: лечение не помогает"),
    "note.student": ("student: healing ×1.5", "студент: лечение ×1,5"),
    "note.paranoid": (
        "paranoid: no effect, the master chooses the result",
        "параноик: без эффекта, результат выбирает мастер",
    ),
    "note.kills_role": (
        "kills the {role:secret_role} outright ({size} players)",
        "убивает роль {role:secret_role} ({size} игроков)",
    ),
    "note.extra_shots": (
        "spent {spent} stored shot(s), {left} left",
        "потрачено накопленных выстрелов: {spent}, осталось {left}",
    ),
    "note.immune_role": (
        "no damage to the {role:secret_role}",
        "не наносит урона: {role:secret_role}",
    ),
    "note.hunted": (
        "on a hunted target: not applied to it",
        "цель под охотой: способность не считается применённой",
    ),
    "note.endgame": ("endgame: no self-damage", "финал: без урона себе"),
    "note.faction_guessed": (
        "faction guessed ({faction:faction}): no self-damage",
        "фракция угадана ({faction:faction}): без урона себе",
    ),
    "note.self_damage": ("self-damage {share} of the knife", "урон себе: {share} от ножа"),
    "note.guessed": ("guessed the {role:secret_role}", "роль угадана: {role:secret_role}"),
    "note.wrong_guess": (
        "wrong guess ({role:secret_role}): nothing happens",
        "не угадал ({role:secret_role}): ничего не происходит",
    ),
    "note.mark_placed": ("a mark is placed", "ставится метка"),
    "note.meditation_mark": (
        "targeted the meditating sensei: a mark",
        "применил способность к медитирующему сэнсэю: метка",
    ),
    "note.auto_meditation": ("automatic meditation", "автоматическая медитация"),
    "note.masked_as": ("masked as {role:secret_role}", "замаскирован под {role:secret_role}"),
    "note.trap_fired": ("trap: the target used a night ability", "ловушка: цель ходила ночью"),
    "note.trap_idle": ("trap: the target did not act", "ловушка: цель не ходила"),
    # trap_after_setter_death = removed
    "note.setter_dead": (
        "the trap's setter is dead: the trap is removed",
        "поставивший ловушку мёртв: ловушка снята",
    ),
    "note.victim": ("nagant, victim {victim}", "наган, жертва {victim}"),
    "note.shown_hp": ("shown as {hp} HP next phase", "в следующую фазу показывается как {hp} хп"),
    "note.recharged": ("{ability:ability} recharged", "«{ability:ability}» перезаряжена"),
    "note.was_in_hospital": ("target was in hospital", "цель была в больнице"),
    "note.vote_voter_in_coma": (
        "not counted: the voter is in coma",
        "не засчитан: голосующий в коме",
    ),
    "note.vote_voter_dead": ("not counted: the voter is dead", "не засчитан: голосующий мёртв"),
    "note.vote_for_dead": ("not counted: a vote for the dead", "не засчитан: голос за мёртвого"),
    "note.vote_unknown_player": ("not counted: no such player", "не засчитан: нет такого игрока"),
    "note.vip_single_vote": ("VIP: counts as one vote", "VIP: считается одним голосом"),
    "note.extra_votes": ("{count} extra vote(s)", "дополнительных голосов: {count}"),
    "note.self_vote_penalty": (
        "lawyer: −1.5 votes against himself",
        "юрист: −1,5 голоса против себя",
    ),
    "note.avenger": (
        "avenger: mortally wounded instead of dead",
        "мститель: смертельно ранен вместо смерти",
    ),
    "note.executed": ("executed by the vote", "казнён голосованием"),
    "note.curse": (
        "a third of {of}'s {missing} missing HP",
        "треть недостающих хп ({of}: {missing})",
    ),
    "note.copied": ("copies the {role:public_role}", "копирует роль {role:public_role}"),
    "note.shakedown_gain": ("shakedown: +5", "отжал: +5"),
    "note.hospital": ("hospital", "больница"),
    "note.coma": ("coma", "кома"),
    "note.monk": ("monk", "монах"),
    "note.undertaker": ("undertaker: {deaths} death(s)", "гробовщик: погибших {deaths}"),
    "note.cap": ("cut to max {max_hp}", "срезано до максимума {max_hp}"),
    "note.avenger_dies": ("the avenger's extra time ends", "мститель умирает"),
    "note.faction_destroyed": (
        "{faction:faction} has nobody left: its members now play for the destroyed faction's goals",
        "у фракции {faction:faction} никого не осталось: её игроки "
        "играют на цели уничтоженной фракции",
    ),
}

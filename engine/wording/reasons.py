"""Words for why an order was rejected (`reason.<code>`), and the generic texts for a
ruleset's own places (`in_<location>`)."""

# key: (en, ru)
REASONS: dict[str, tuple[str, str]] = {
    # --- why an order was rejected -----------------------------------------------------------
    "reason.unknown_player": ("there is no player named {player}", "нет игрока с именем {player}"),
    "reason.unknown_ability": ("there is no ability '{ability}'", "нет способности «{ability}»"),
    "reason.actor_dead": ("{player} is dead", "{player} мёртв"),
    "reason.not_your_ability": (
        "{player} ({public_role:public_role}, {secret_role:secret_role}) has no ability "
        "{ability:ability}",
        "у игрока {player} ({public_role:public_role}, {secret_role:secret_role}) нет способности "
        "«{ability:ability}»",
    ),
    "reason.wrong_game_size": (
        "{ability:ability} does not exist in a game of {size} players",
        "«{ability:ability}» нет в игре на {size} игроков",
    ),
    "reason.not_yet": (
        "{ability:ability} comes to the {role:secret_role} only after a teammate's death",
        "«{ability:ability}» переходит к роли {role:secret_role} только после смерти товарища",
    ),
    "reason.wrong_phase": (
        "{ability:ability} cannot be used in this phase ({kind:phase_kind})",
        "«{ability:ability}» нельзя применить в эту фазу ({kind:phase_kind})",
    ),
    # a ruleset's own places (codes in_<location>) without a text of their own
    "reason.in_place": (
        "{player} lies in {place:location}: this order is not possible there",
        "{player} ({place:location}): эта заявка там невозможна",
    ),
    "note.was_in_place": ("target lay in {place:location}", "цель была: {place:location}"),
    "note.vote_voter_in_place": (
        "not counted: the voter lies in {place:location}",
        "не засчитан: голосующий — {place:location}",
    ),
    "reason.public_by_other": (
        "public actions are written by the player himself, not by {by}",
        "публичные действия пишет сам игрок, а не {by}",
    ),
    "reason.not_teammate": (
        "{by} cannot order for {player}: not a teammate in mafia or yakuza",
        "{by} не может подать заявку за игрока {player}: не член той же мафии или якудзы",
    ),
    "reason.by_dead": ("{by} is dead and cannot order", "{by} мёртв и не может подавать заявки"),
    "reason.no_charges": (
        "{ability:ability} is used up ({charges} per game)",
        "«{ability:ability}» исчерпана ({charges} на игру)",
    ),
    "reason.choice_made": (
        "{player} chose {chosen:ability}, so {ability:ability} is closed",
        "{player} выбрал «{chosen:ability}», «{ability:ability}» недоступна",
    ),
    "reason.choice_taken": (
        "the other commissar {other} already has {ability:ability}",
        "у другого комиссара ({other}) уже «{ability:ability}»",
    ),
    "reason.unknown_param": (
        "{ability:ability} takes no '{param}' (takes: {allowed})",
        "у «{ability:ability}» нет параметра «{param}» (есть: {allowed})",
    ),
    "reason.missing_param": (
        "{ability:ability} needs '{param}'",
        "для «{ability:ability}» нужен параметр «{param}»",
    ),
    "reason.bad_param": (
        "{ability:ability}: '{param}' = {value} is not allowed ({detail})",
        "«{ability:ability}»: «{param}» = {value} недопустимо ({detail})",
    ),
    "reason.self_only": (
        "{ability:ability} can only be used on oneself",
        "«{ability:ability}» применяется только на себя",
    ),
    "reason.no_targets": ("{ability:ability} takes no target", "«{ability:ability}» без цели"),
    "reason.too_few_targets": (
        "{ability:ability} needs at least {min} target(s)",
        "для «{ability:ability}» нужно целей: не меньше {min}",
    ),
    "reason.too_many_targets": (
        "{ability:ability}: {given} targets, at most {max} now",
        "«{ability:ability}»: целей {given}, сейчас можно не больше {max}",
    ),
    "reason.targets_not_distinct": (
        "{ability:ability} needs different targets",
        "для «{ability:ability}» цели должны быть разными",
    ),
    "reason.not_on_self": (
        "{ability:ability} cannot be used on oneself",
        "«{ability:ability}» нельзя применить на себя",
    ),
    "reason.target_alive": (
        "{ability:ability} needs a dead character; {target} is alive",
        "«{ability:ability}» применяется к мёртвым; {target} жив",
    ),
    "reason.target_dead": (
        "dead characters cannot be targeted: {targets}",
        "мёртвые не могут быть целью: {targets}",
    ),
    "reason.once_per_target": (
        "{ability:ability} was already used on {target} (once per target)",
        "«{ability:ability}» уже применялась на {target} (один раз на цель)",
    ),
    "reason.immune": (
        "{target} is immune to {ability:ability}",
        "{target}: иммунитет к «{ability:ability}»",
    ),
    "reason.replaced": (
        "replaced by a later order ({replaced_by})",
        "заменена более поздней заявкой ({replaced_by})",
    ),
    "reason.not_combinable": (
        "{ability:ability} cannot be combined with {other:ability} (only with {allowed})",
        "«{ability:ability}» нельзя совмещать с «{other:ability}» (только с {allowed})",
    ),
    "reason.executed": (
        "{player} was executed: the secret action does not happen",
        "{player} казнён: тайное действие не срабатывает",
    ),
}

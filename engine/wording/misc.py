"""Words for the core's sources of HP changes that are not abilities, the
votes read from the thread, and the small words placeholders use (`word.<key>`)."""

# key: (en, ru)
OTHERS: dict[str, tuple[str, str]] = {
    # --- sources of HP changes that are not abilities ------------------------------------
    "source.cap": ("cap to max HP", "срез до максимума"),
    "source.execution": ("execution", "казнь"),
    "source.vote": ("vote", "голос"),
    "source.left": ("left the game", "выход из игры"),
    # the deal against the distribution table (scenario.distribution_warnings, in words)
    "warn.too_few": (
        "{count} players: the rules need at least {min}; size-dependent rules use the "
        "{column} column",
        "{count} игроков: по правилам нужно не меньше {min}; правила, зависящие от числа "
        "игроков, берут столбец «{column}»",
    ),
    "warn.table_deals": (
        "{column} players: the table deals {wanted} {role:secret_role}, this game has {have}",
        "{column} игроков: по таблице «{role:secret_role}» — {wanted}, в этой игре — {have}",
    ),
    "warn.table_deals_none": (
        "{column} players: the table deals no {role:secret_role}, this game has {have}",
        "{column} игроков: по таблице «{role:secret_role}» нет, в этой игре — {have}",
    ),
    # --- votes read from the thread (engine.votes) ---------------------------------------------
    "votes.verdict.vote": ("vote for {candidate}", "голос против: {candidate}"),
    "votes.verdict.changed": ("changed vote: struck {struck}", "смена голоса: зачёркнут {struck}"),
    "votes.verdict.malformed": (
        "malformed vote ({problem}): a vote against the author",
        "неправильно оформленный голос ({problem}): голос против автора",
    ),
    "votes.verdict.no_vote": ("no vote", "без голоса"),
    "votes.verdict.not_a_voter": ("not counted: {problem}", "не засчитан: {problem}"),
    "votes.problem.deviation": ("not the form of the rules", "не по форме правил"),
    "votes.problem.unknown_name": (
        "no player named «{written}»{close}",
        "нет игрока «{written}»{close}",
    ),
    "votes.problem.ambiguous_name": (
        "«{written}» fits two players",
        "«{written}» подходит двум игрокам",
    ),
    "votes.problem.out_of_game": ("{written} is out of the game", "{written} уже выбыл"),
    "votes.problem.several": (
        "votes for {names}, the old ones not struck",
        "голоса против {names}, старые не зачёркнуты",
    ),
    "votes.close": (" (close: {names}; not applied)", " (похожие: {names}; не подставлено)"),
    "votes.author.unknown_author": ("{author} is not a player", "{author} не игрок"),
    "votes.author.author_out": ("{author} is out of the game", "{author} уже выбыл"),
    "votes.author.no_vote_right": ("{author} has no vote", "{author} без права голоса"),
    "votes.ballot.vote": ("{voter} → {against}", "{voter} → {against}"),
    "votes.ballot.malformed": (
        "{voter} → himself (malformed vote)",
        "{voter} → против себя (неправильно оформленный голос)",
    ),
    "votes.ballot.skip": (
        "{voter} → himself (skip, {skips} in the game)",
        "{voter} → против себя (пропуск, всего {skips})",
    ),
    "votes.ballot.second_skip": (
        "{voter} → himself (skip {skips}: leaves the game)",
        "{voter} → против себя (пропуск {skips}: покидает игру)",
    ),
    "votes.ballot.changed_from": ("changed from {names}", "сменил голос с {names}"),
    "votes.ballot.leaves": (
        "and leaves the game ({skips} skips)",
        "и покидает игру (пропусков: {skips})",
    ),
    "votes.quoted": (
        "{count} vote(s) inside quotes ignored",
        "голосов в цитатах не учтено: {count}",
    ),
    "votes.unclosed": (
        "{count} unclosed tag(s): plain text on the forum",
        "незакрытых тегов: {count} (на форуме это просто текст)",
    ),
    "votes.totals": ("Totals", "Итог"),
    "votes.ballots": ("Ballots", "Голоса"),
    "votes.tie": ("tie: {names}", "ничья: {names}"),
    "votes.leader": ("most votes: {name}", "больше всего голосов: {name}"),
    "votes.none": ("no ballots", "голосов нет"),
    # --- words ----------------------------------------------------------------------------
    "word.yes": ("yes", "да"),
    # the win question's options (Metamorphs: the master confirms a win or goes on)
    "word.continue": ("the game goes on", "игра продолжается"),
    "word.stalemate": ("a stalemate: a draw", "равенство: ничья"),
    "word.no": ("no", "нет"),
    "word.nobody": ("nobody", "никого"),
    "word.nothing": ("nothing", "ничего"),
}

"""Words for a forum day read from its thread (engine.votes.forum_report): verdicts of posts,
the tally, majority and hammer."""

# key: (en, ru)
FORUM_VOTES: dict[str, tuple[str, str]] = {
    "fvotes.verdict.vote": ("vote: {target}", "голос: {target}"),
    "fvotes.verdict.no_lynch": ("vote: No Lynch", "голос: без линча"),
    "fvotes.verdict.unvote": ("unvote", "снял голос"),
    "fvotes.verdict.invalid": (
        "not counted, the previous vote stands",
        "не засчитан, остаётся прежний голос",
    ),
    "fvotes.verdict.no_vote": ("no vote", "без голоса"),
    "fvotes.verdict.not_a_voter": ("not a voter: ignored", "не голосует: не учтено"),
    "fvotes.verdict.after_hammer": (
        "after the hammer: ignored",
        "после решающего голоса: не учтено",
    ),
    "fvotes.problem.unknown_name": ("nobody is «{written}»", "«{written}» — нет такого игрока"),
    "fvotes.problem.ambiguous_name": (
        "«{written}» fits several players",
        "«{written}» подходит нескольким игрокам",
    ),
    "fvotes.problem.dead_player": ("«{written}» is dead", "«{written}» уже мёртв"),
    "fvotes.close": (" (close: {names})", " (похожие: {names})"),
    "fvotes.wagon": ("{target} - {count} ({voters})", "{target} - {count} ({voters})"),
    "fvotes.no_lynch": ("No Lynch", "Без линча"),
    "fvotes.not_voting": ("Not voting ({count}): {names}", "Не голосуют ({count}): {names}"),
    "fvotes.majority": (
        "With {alive} alive, it takes {majority} to lynch ({no_lynch} for No Lynch).",
        "Живых {alive}: для линча нужно {majority} (для «без линча» — {no_lynch}).",
    ),
    "fvotes.hammer": (
        "Hammer: post {number} — {target}",
        "Решающий голос: пост {number} — {target}",
    ),
    "fvotes.no_hammer": (
        "No majority yet; at the deadline: {target}",
        "Большинства нет; к дедлайну: {target}",
    ),
}

"""The simulator's results as text for the terminal, in Russian or English."""

from __future__ import annotations

from ..ruleset.load import Ruleset
from .play import DRAW, UNFINISHED, SimConfig
from .stats import Comparison, Rate, Summary

WORDS = {
    "games": ("игр", "games"),
    "players": ("игроков", "players"),
    "wins": ("Победы (95% интервал Уилсона)", "Wins (95% Wilson interval)"),
    "length": ("Длина игры (фаз)", "Game length (phases)"),
    "mean": ("среднее", "mean"),
    "sd": ("ст. откл.", "sd"),
    "causes": ("Смерти по причине", "Deaths by cause"),
    "steps": ("Смерти по шагу", "Deaths by step"),
    "survival": ("Выживание по тайной роли", "Survival per secret role"),
    "survival_public": ("Выживание по явной роли", "Survival per public role"),
    "draw": ("ничья", "draw"),
    "unfinished": ("не окончена (предел фаз)", "unfinished (phase cap)"),
    "difference": ("Разница A − B (95% интервал)", "Difference A − B (95% interval)"),
    "seed": ("зерно", "seed"),
    "rulings": ("решения", "rulings"),
    "execution": ("казнь", "execution"),
    "hp": ("хп ≤ 0", "HP ≤ 0"),
    "kill": ("убийство", "outright kill"),
}


def word(key: str, lang: str) -> str:
    pair = WORDS.get(key)
    return key if pair is None else pair[0 if lang == "ru" else 1]


def cause_word(rs: Ruleset, cause: str, lang: str) -> str:
    """A death cause: the ruleset's own word (`text: cause.<code>`: a mine, the den...) or
    the simulator's."""
    key = f"cause.{cause}"
    return rs.template(key, lang) if key in rs.text else word(cause, lang)


def outcome_name(rs: Ruleset, key: str, lang: str) -> str:
    if key in (DRAW, UNFINISHED):
        return word(key, lang)
    return rs.name("faction", key, lang)


def header(rs: Ruleset, config: SimConfig, games: int, lang: str) -> str:
    text = (
        f"{rs.names.get(lang)} · {config.players} {word('players', lang)} · {games} "
        f"{word('games', lang)} · {config.policy} · {word('seed', lang)} {config.seed}"
    )
    if config.rulings:
        text += f" · {word('rulings', lang)}: " + ", ".join(f"{k}={v}" for k, v in config.rulings)
    return text


def _pct(x: float) -> str:
    return f"{100 * x:5.1f}%"


def _rate(r: Rate) -> str:
    low, high = r.interval
    return f"{_pct(r.p)}  [{100 * low:4.1f}, {100 * high:5.1f}]  {r.k}/{r.n}"


def summary_text(rs: Ruleset, s: Summary, lang: str) -> str:
    out = [header(rs, s.config, s.games, lang), "", word("wins", lang)]
    names = {k: outcome_name(rs, k, lang) for k in s.outcomes}
    width = max(map(len, names.values()), default=0)
    for key, rate in s.outcomes.items():
        if rate.k or key in rs.factions:
            out.append(f"  {names[key]:<{width}}  {_rate(rate)}")
    out.append("")
    out.append(
        f"{word('length', lang)}: {word('mean', lang)} {s.length_mean:.2f}, "
        f"{word('sd', lang)} {s.length_sd:.2f}, min {min(s.lengths, default=0)}, "
        f"max {max(s.lengths, default=0)}"
    )
    out.append(
        f"{word('causes', lang)}: "
        + ", ".join(f"{cause_word(rs, c, lang)} {n}" for c, n in s.deaths_by_cause.items())
    )
    out.append(word("steps", lang) + ":")
    for step, n in s.deaths_by_step.items():
        out.append(f"  {step:>2} {rs.name('step', str(step), lang):<40} {n}")
    for title, table, kind in (
        ("survival", s.survival, "secret_role"),
        ("survival_public", s.survival_public, "public_role"),
    ):
        out.append(word(title, lang) + ":")
        for role, rate in table.items():
            out.append(f"  {rs.name(kind, role, lang):<24} {_rate(rate)}")
    return "\n".join(out) + "\n"


def comparison_text(rs_a: Ruleset, rs_b: Ruleset, c: Comparison, lang: str) -> str:
    out = [
        "A: " + header(rs_a, c.a.config, c.a.games, lang),
        "B: " + header(rs_b, c.b.config, c.b.games, lang),
        "",
        word("difference", lang),
    ]
    for key, ra, rb, (d, low, high) in c.rows():
        if not (ra.k or rb.k or key in rs_a.factions):
            continue
        out.append(
            f"  {outcome_name(rs_a, key, lang):<26} A {_pct(ra.p)}  B {_pct(rb.p)}  "
            f"A−B {100 * d:+6.1f}  [{100 * low:+6.1f}, {100 * high:+6.1f}]"
        )
    out.append(f"{word('length', lang)}: A {c.a.length_mean:.2f}  B {c.b.length_mean:.2f}")
    return "\n".join(out) + "\n"

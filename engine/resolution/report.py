"""The readable step-by-step report of resolved phases (what `resolve` prints)."""

from __future__ import annotations

from collections.abc import Sequence

from ..ruleset.load import Ruleset
from ..texts import (
    ability_name,
    flag_name,
    render_message,
    render_note,
    render_question,
    render_reason,
    template,
)
from ..trace import END_OF_PHASE, HpEvent, PhaseTrace, StepTrace
from .driver import Resolution

HEAD = {
    "phase": ("Phase {n}", "Фаза {n}"),
    "step": ("Step {n}. {name}", "Шаг {n}. {name}"),
    "end_of_phase": ("End of phase", "Конец фазы"),
    "vote": ("Vote", "Голосование"),
    "no_votes": ("no votes", "голосов нет"),
    "cast": (
        "{cast} vote(s) cast, more than {half} executes",
        "отдано голосов: {cast}, для казни нужно больше {half}",
    ),
    "executed": ("executed: {name}", "казнён: {name}"),
    "nobody_executed": ("nobody executed", "никто не казнён"),
    "deaths": ("Deaths", "Погибшие"),
    "no_deaths": ("nobody died", "никто не погиб"),
    "frag": (
        "{player}: frag {frag}, HP fell at step {step}",
        "{player}: фраг — {frag}, хп упали на шаге {step}",
    ),
    "frag_earlier": (
        "{player}: frag {frag}, HP fell at step {step} of phase {fell}; died at "
        "the end of phase {n}",
        "{player}: фраг — {frag}, хп упали на шаге {step} фазы {fell}; смерть в конце фазы {n}",
    ),
    "frag_none": ("{player}: no frag ({cause})", "{player}: без фрага ({cause})"),
    "players": ("Players after phase {n}", "Игроки после фазы {n}"),
    "messages": ("Private messages", "Личные сообщения"),
    "rejected": ("Rejected orders", "Отклонённые заявки"),
    "questions": ("Questions for the master", "Вопросы мастеру"),
    "warnings": ("Warnings", "Предупреждения"),
    "public": ("Public", "Публично"),
    "queued": ("queued: {place}", "отложено: {place}"),
    "withheld_dead": ("not delivered: dead", "не доставлено: мёртв"),
    "winner": ("Winner: {faction}", "Победа: {faction}"),
    "draw": ("Everybody is dead: a draw", "Все погибли: ничья"),
    "answer": ("answer used: {answer} ({how})", "принят ответ: {answer} ({how})"),
    "default": ("default", "по умолчанию"),
    "given": ("given by the master", "задан мастером"),
    "rulings": ("rulings", "решения"),
    "announce_contract": ("contract announced on {target}", "объявлен заказ на {target}"),
    "announce_hunt": ("hunt announced on {target}", "объявлена охота на {target}"),
    "reveal": ("dead per faction: {counts}", "погибших по фракциям: {counts}"),
    "status": ("{player}: {from_} → {to}", "{player}: {from_} → {to}"),
}


def _h(key: str, lang: str, **data: object) -> str:
    en, ru = HEAD[key]
    return (ru if lang == "ru" else en).format(**data)


def _hr(rs: Ruleset, key: str, lang: str, **data: object) -> str:
    """A heading the ruleset may word its own way (`text: {report.<key>: ...}`), e.g. a
    vote where the most votes decide, or a death without HP."""
    if f"report.{key}" in rs.text:
        return rs.template(f"report.{key}", lang).format(**data)
    return _h(key, lang, **data)


def _event_line(rs: Ruleset, e: HpEvent, lang: str) -> str:
    who = e.actor or "—"
    ability = ability_name(rs, e.ability, lang) if e.ability else ""
    sign = f"{e.delta:+d}"
    line = f"  {who} → {e.target}: {ability}  {e.hp_before} → {e.hp_after} ({sign})"
    extras = [render_note(rs, n, lang) for n in e.notes]
    if e.fell:
        extras.append("HP fell" if lang == "en" else "хп упали")
    if extras:
        line += "  [" + "; ".join(extras) + "]"
    if e.rulings:
        line += "  {" + ", ".join(e.rulings) + "}"
    return line


def phase_report(rs: Ruleset, trace: PhaseTrace, lang: str) -> list[str]:
    out = ["", "=" * 8 + " " + _h("phase", lang, n=trace.number) + " " + "=" * 8]
    if trace.warnings:
        out.append(_h("warnings", lang) + ":")
        out.extend(f"  ! {w}" for w in trace.warnings)
    steps = {s.number: s for s in trace.shown_steps}
    kind = rs.phases.kinds.get(trace.kind)
    for step in rs.steps:
        if kind is not None and step.number not in kind.steps:
            continue  # a step of the other phase kind (a night's steps by day)
        st = steps.get(step.number)
        votes = kind is None or kind.accepts(public=True)  # a night takes no vote
        if step.number == 0 and votes:  # the vote is shown even when nobody voted
            out.append(_h("step", lang, n=0, name=step.names.get(lang)))
            out.extend(_vote_lines(trace, rs, lang))
        elif st is not None:
            out.append(_h("step", lang, n=step.number, name=step.names.get(lang)))
        if st is not None:
            out.extend(_step_lines(rs, st, lang))
    end = steps.get(END_OF_PHASE)  # what the end-of-phase hooks did, after every step
    if end is not None:
        out.append(_h("end_of_phase", lang))
        out.extend(_step_lines(rs, end, lang))
    out.extend(_death_lines(rs, trace, lang))
    out.extend(_player_lines(rs, trace, lang))
    out.extend(_public_lines(rs, trace, lang))
    out.extend(_message_lines(rs, trace, lang))
    out.extend(_rejected_lines(rs, trace, lang))
    out.extend(_question_lines(rs, trace, lang))
    for n in trace.notes:
        out.append("  * " + render_note(rs, n, lang))
    return out


def _cast_data(trace: PhaseTrace) -> dict[str, object]:
    """What a `report.cast` line may name: the votes cast and half of them, and where the
    day is decided by majority (mafiascum) the living and the majority."""
    votes = trace.votes
    data: dict[str, object] = {"cast": f"{votes.cast:g}", "half": f"{votes.cast / 2:g}"}
    extra = dict(votes.extra)
    for key in ("majority", "alive", "no_lynch_threshold"):
        if key in extra:
            data[key] = extra[key]
    return data


def _vote_lines(trace: PhaseTrace, rs: Ruleset, lang: str) -> list[str]:
    out = ["  " + _h("vote", lang) + ":"]
    if not trace.votes.ballots:
        out.append("    " + _h("no_votes", lang))
    for b in trace.votes.ballots:
        extra = "; ".join(render_note(rs, n, lang) for n in b.notes)
        weight = f"{b.weight:g}" if b.counted else "—"
        out.append(
            f"    {b.voter} → {_candidate(rs, b.candidate, lang)} ({weight})"
            + (f"  [{extra}]" if extra else "")
        )
    if trace.votes.ballots:
        totals = ", ".join(
            f"{_candidate(rs, k, lang)} {v:g}"
            for k, v in sorted(trace.votes.totals.items(), key=lambda kv: -kv[1])
        )
        out.append(f"    = {totals}; " + _hr(rs, "cast", lang, **_cast_data(trace)))
    out.append(
        "    "
        + (
            _h("executed", lang, name=trace.executed)
            if trace.executed
            else _h("nobody_executed", lang)
        )
    )
    return out


def _word(rs: Ruleset, kind: str, code: str, lang: str) -> str:
    """A code in words: the ruleset's (`text: <kind>.<code>`), else the core's, else the
    code itself (a ruleset's code it does not word)."""
    found = template(rs, f"{kind}.{code}", lang)
    return code if found == f"{kind}.{code}" else found


def _outcome(rs: Ruleset, code: str, lang: str) -> str:
    """An action outcome in words (`outcome.<code>`), as the console words it."""
    return _word(rs, "outcome", code, lang)


def _candidate(rs: Ruleset, name: str, lang: str) -> str:
    """A vote's candidate: a player, or the ruleset's word for a vote that names nobody
    (`text: vote.<id>`: mafiascum's No Lynch), as the console and the post word it."""
    return _word(rs, "vote", name, lang)


def _step_lines(rs: Ruleset, st: StepTrace, lang: str) -> list[str]:
    """The step's HP events and actions, in the order they happened."""
    items: list[tuple[int, str]] = [(e.seq, _event_line(rs, e, lang)) for e in st.events]
    for a in st.actions:
        ability = ability_name(rs, a.ability, lang) if a.ability else ""
        notes = "; ".join(render_note(rs, n, lang) for n in a.notes)
        targets = ", ".join(a.targets)
        items.append(
            (
                a.seq,
                f"  · {a.actor or '—'}: {ability}"
                + (f" → {targets}" if targets else "")
                + f" ({_outcome(rs, a.outcome, lang)})"
                + (f"  [{notes}]" if notes else ""),
            )
        )
    return [line for _, line in sorted(items)]


def _death_lines(rs: Ruleset, trace: PhaseTrace, lang: str) -> list[str]:
    out = [_h("deaths", lang) + ":"]
    if not trace.deaths:
        out.append("  " + _h("no_deaths", lang))
    for d in trace.deaths:
        if d.frag and d.fell_in is not None and d.fell_in != trace.number:  # the avenger
            line = "  " + _h(
                "frag_earlier",
                lang,
                player=d.player,
                frag=d.frag,
                step=d.step,
                fell=d.fell_in,
                n=trace.number,
            )
        elif d.frag:
            line = "  " + _hr(rs, "frag", lang, player=d.player, frag=d.frag, step=d.step)
        else:
            cause = _word(rs, "cause", d.cause, lang)
            line = "  " + _h("frag_none", lang, player=d.player, cause=cause)
        shown = d.announced_role
        out.append(line + (f" — {rs.name('secret_role', shown, lang)}" if shown else ""))
    return out


def _player_lines(rs: Ruleset, trace: PhaseTrace, lang: str) -> list[str]:
    out = [_h("players", lang, n=trace.number) + ":"]
    width = max((len(p.name) for p in trace.players), default=4)
    for p in trace.players:
        status = rs.name("status", p.status, lang)
        shown = rs.name("status", p.public_status, lang)
        extra = f" (shown: {shown})" if p.public_status != p.status else ""
        flags = f"  {', '.join(flag_name(rs, f, lang) for f in p.flags)}" if p.flags else ""
        marks = f"  marks {p.marks}" if p.marks else ""
        # None: no HP; no maximum (a card game's Hand): the HP alone
        top = "" if p.max_hp is None else str(p.max_hp)
        hp = "" if p.hp is None else f"{p.hp:>4}/{top:<3}  "
        out.append(
            f"  {p.name:<{width}}  {hp}{status}{extra}"
            f"{'' if p.location == 'none' else ' · ' + p.location}{marks}{flags}"
        )
    return out


def _public_lines(rs: Ruleset, trace: PhaseTrace, lang: str) -> list[str]:
    pub = trace.public
    lines: list[str] = []
    for name, before, after in pub.status_changes:
        lines.append(
            _h(
                "status",
                lang,
                player=name,
                from_=rs.name("status", before, lang),
                to=rs.name("status", after, lang),
            )
        )
    for ann in pub.announcements:
        key = f"announce_{ann['kind']}"
        # a ruleset's own announcement without a heading here: its kind and target
        lines.append(
            _h(key, lang, target=ann.get("target"))
            if key in HEAD
            else f"{ann['kind']}: {ann.get('target') or ''}".rstrip(": ")
        )
    if pub.reveal is not None:
        counts = ", ".join(f"{rs.name('faction', f, lang)} {n}" for f, n in pub.reveal.items())
        lines.append(_h("reveal", lang, counts=counts))
    if pub.winner:
        lines.append(_h("winner", lang, faction=rs.name("faction", pub.winner, lang)))
    if pub.draw:
        lines.append(_h("draw", lang))
    if not lines:
        return []
    return [_h("public", lang) + ":", *("  " + line for line in lines)]


def _message_lines(rs: Ruleset, trace: PhaseTrace, lang: str) -> list[str]:
    if not trace.messages:
        return []
    out = [_h("messages", lang) + ":"]
    for m in trace.messages:
        held = m.withheld not in (None, "dead")  # held where results do not reach
        state = (
            ""
            if m.delivered
            else "  ("
            + (
                _h("queued", lang, place=rs.name("location", str(m.withheld), lang).lower())
                if held
                else _h("withheld_dead", lang)
            )
            + ")"
        )
        out.append(f"  → {m.to}: {render_message(rs, m, lang)}{state}")
    return out


def _rejected_lines(rs: Ruleset, trace: PhaseTrace, lang: str) -> list[str]:
    if not trace.rejected:
        return []
    out = [_h("rejected", lang) + ":"]
    for r in trace.rejected:
        o = r.order
        targets = ", ".join(o.targets)
        out.append(
            f"  {o.actor} {o.ability}"
            + (f" → {targets}" if targets else "")
            + f": {render_reason(rs, r, lang)}"
        )
    return out


def _question_lines(rs: Ruleset, trace: PhaseTrace, lang: str) -> list[str]:
    if not trace.questions:
        return []
    out = [_h("questions", lang) + ":"]
    for q in trace.questions:
        how = _h("given" if q.answered else "default", lang)
        out.append(f"  [{q.id}] {render_question(rs, q, lang)}")
        out.append(
            "    "
            + _h(
                "answer",
                lang,
                answer=dict(q.answer) if hasattr(q.answer, "items") else q.answer,
                how=how,
            )
        )
    return out


def game_report(
    rs: Ruleset, results: Sequence[Resolution], lang: str, header: str | None = None
) -> str:
    out: list[str] = []
    if header:
        out.append(header)
    for res in results:
        out.extend(phase_report(rs, res.trace, lang))
    return "\n".join(out) + "\n"

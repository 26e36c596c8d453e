"""The phase post and the private messages, rendered from templates.

Every value put into a template (names, localized role and status names, the deadline,
message sentences) is escaped for the format first; the template's own text is the
master's markup and is left alone.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from pathlib import Path

from ..model.state import GameState
from ..ruleset.load import Ruleset
from ..texts import render_message, render_note
from ..trace import Message, PhaseTrace
from .markup import PostFormat, escape
from .public import PublicBallot, PublicPhase, public_phase
from .templates import Templates, load_templates


def number(value: float, lang: str) -> str:
    """A vote count as people write it: 2,5 in Russian, 2.5 in English; − for minus."""
    text = f"{value:g}"
    if lang == "ru":
        text = text.replace(".", ",")
    return text.replace("-", "−")


class _Renderer:
    def __init__(self, ruleset: Ruleset, templates: Templates) -> None:
        self.rs = ruleset
        self.tpl = templates
        self.lang = templates.lang
        self.fmt = templates.fmt

    def esc(self, text: str) -> str:
        return escape(self.fmt, text)

    def name(self, kind: str, item_id: str) -> str:
        return self.esc(self.rs.name(kind, item_id, self.lang))

    def num(self, value: float) -> str:
        return self.esc(number(value, self.lang))

    def player(self, facts: PublicPhase, name: str) -> dict[str, str]:
        role = facts.public_role(name)
        if role == self.rs.scenario_keys.free_public:  # a class nobody wrote: not «Класс»
            role = None
        shown = facts.death_roles.get(name)
        values = {
            "name": self.esc(name),
            "public_role": self.name("public_role", role) if role else "",
            "role": self.name("secret_role", shown) if shown else "",
        }
        values["who"] = (
            self.tpl.render("who", **values) if role and self.tpl.has("who") else values["name"]
        )
        return values

    def join(self, items: list[str]) -> str:
        return (
            self.tpl.render("separator").join(items)
            if self.tpl.has("separator")
            else ", ".join(items)
        )

    # --- the vote -----------------------------------------------------------------------
    def ballot(self, b: PublicBallot, prefix: str) -> str:
        values = {"voter": self.esc(b.voter), "weight": self.num(b.weight), "note": ""}
        if b.notes:
            code = b.notes[0].code
            values["note"] = self.esc(render_note(self.rs, b.notes[0], self.lang))
            key = (
                f"{prefix}_{code}"
                if self.tpl.has(f"{prefix}_{code}")
                else ("ballot_note" if prefix == "ballot" else "adjustment")
            )
            return self.tpl.render(key, **values)
        if prefix == "adjustment":
            return self.tpl.render("adjustment", **values)
        if b.weight == 1:
            return self.tpl.render("voter", **values)
        return self.tpl.render("voter_weighted", **values)

    def vote(self, facts: PublicPhase) -> str:
        kind = self.rs.phases.kinds.get(facts.kind)
        if kind is not None and not kind.accepts(public=True):
            return ""  # a phase kind without public orders has no vote (a night)
        seat = {e.name: i for i, e in enumerate(facts.roster)}
        if not facts.ballots and facts.totals:  # secret ballots: the totals alone
            return self.totals_only(facts, seat)
        if not any(b.weight > 0 for b in facts.ballots):  # a lawyer's −1.5 alone is no vote
            return self.tpl.render(
                "vote",
                lines=self.tpl.render("no_votes"),
                summary=self.summary(facts) if facts.count else "",
                ignored=self.ignored(facts),
                outcome=self.outcome(facts),
                notes=self.notes(facts),
            )
        for_whom: dict[str, list[PublicBallot]] = {}
        for b in facts.ballots:
            for_whom.setdefault(b.candidate, []).append(b)
        candidates = [c for c, bs in for_whom.items() if any(b.weight > 0 for b in bs)]
        candidates.sort(key=lambda c: (-facts.totals.get(c, 0.0), seat.get(c, len(seat))))
        lines = []
        for c in candidates:
            votes = [self.ballot(b, "ballot") for b in for_whom[c] if b.weight > 0]
            adjust = [self.ballot(b, "adjustment") for b in for_whom[c] if b.weight < 0]
            lines.append(
                self.tpl.render(
                    "vote_line",
                    candidate=self.esc(self.candidate(c, seat)),
                    total=self.num(facts.totals.get(c, 0.0)),
                    voters=self.join(votes),
                    adjustments="".join(adjust),
                )
            )
        return self.tpl.render(
            "vote",
            lines="\n".join(lines),
            summary=self.summary(facts),
            ignored=self.ignored(facts),
            outcome=self.outcome(facts),
            notes=self.notes(facts),
        )

    def summary(self, facts: PublicPhase) -> str:
        count = facts.vote_count(self.esc, self.join, self.tpl.render("nobody"))
        cast, half = self.num(facts.cast), self.num(facts.cast / 2)
        return self.tpl.render("vote_summary", cast=cast, half=half, **count)

    def notes(self, facts: PublicPhase) -> str:
        return "\n".join(self.esc(render_note(self.rs, n, self.lang)) for n in facts.notes)

    def totals_only(self, facts: PublicPhase, seat: dict[str, int]) -> str:
        order = sorted(facts.totals, key=lambda c: (-facts.totals[c], seat.get(c, len(seat))))
        lines = [
            self.tpl.render(
                "vote_tally_line",
                candidate=self.esc(self.candidate(c, seat)),
                total=self.num(facts.totals[c]),
            )
            for c in order
        ]
        return self.tpl.render(
            "vote",
            lines="\n".join(lines),
            summary="",
            ignored="",
            outcome=self.outcome(facts),
            notes=self.notes(facts),
        )

    def candidate(self, name: str, seat: dict[str, int]) -> str:
        """A player, or a ruleset's vote word in the post's language (`text: vote.peace`)."""
        if name in seat:
            return name
        word = self.rs.template(f"vote.{name}", self.lang)
        return name if word == f"vote.{name}" else word

    def ignored(self, facts: PublicPhase) -> str:
        items = []
        for voter, candidate, code in facts.ignored_votes:
            key = f"ignored_{code}" if self.tpl.has(f"ignored_{code}") else "ignored_vote"
            items.append(self.tpl.render(key, voter=self.esc(voter), candidate=self.esc(candidate)))
        return self.tpl.render("ignored_votes", votes=self.join(items)) if items else ""

    def outcome(self, facts: PublicPhase) -> str:
        if facts.executed is None:
            return self.tpl.render("not_executed")
        return self.tpl.render("executed", **self.player(facts, facts.executed))

    # --- what happened ------------------------------------------------------------------
    def deaths(self, facts: PublicPhase) -> str:
        if not facts.deaths:
            return self.tpl.render("no_deaths")
        lines = []
        for d in facts.deaths:
            key = "death_executed" if d == facts.executed else "death"
            # a ruleset may word a death with its role apart ($role is in either)
            if d in facts.death_roles and self.tpl.has(f"{key}_revealed"):
                lines.append(self.tpl.render(f"{key}_revealed", **self.player(facts, d)))
            else:
                lines.append(self.tpl.render(key, **self.player(facts, d)))
        return self.tpl.render(
            "deaths", lines="\n".join(lines), count=self.esc(str(len(facts.deaths)))
        )

    def statuses(self, facts: PublicPhase) -> str:
        if not facts.status_changes:
            return self.tpl.render("no_status_changes")
        lines = [
            self.tpl.render(
                "status_change",
                **self.player(facts, name),
                before=self.name("status", before),
                after=self.name("status", after),
                color=self.tpl.color(after),
            )
            for name, before, after in facts.status_changes
        ]
        return self.tpl.render("statuses", lines="\n".join(lines))

    def announcements(self, facts: PublicPhase) -> str:
        lines = []
        for kind, target in facts.announcements:
            role = facts.announced_roles.get((kind, target), "")
            key = f"announce_{kind}" if self.tpl.has(f"announce_{kind}") else "announce"
            values = {
                **self.player(facts, target),  # the announced role, not the death's
                "role": self.name("secret_role", role) if role else "",
            }
            lines.append(self.tpl.render(key, kind=self.esc(kind), **values))
        return self.tpl.render("announcements", lines="\n".join(lines)) if lines else ""

    def reveal(self, facts: PublicPhase) -> str:
        if facts.reveal is None:
            return ""
        counts = [
            self.tpl.render("reveal_count", faction=self.name("faction", f), count=self.esc(str(n)))
            for f, n in facts.reveal
        ]
        return self.tpl.render("reveal", counts=self.join(counts))

    def result(self, facts: PublicPhase) -> str:
        if facts.draw:
            return self.tpl.render("draw")
        if facts.winner:
            return self.tpl.render("winner", faction=self.name("faction", facts.winner))
        return ""

    def roster(self, facts: PublicPhase) -> str:
        lines = []
        for entry in facts.roster:
            values = self.player(facts, entry.name)
            status = self.name("status", entry.status)
            by_id = {c.id: c for c in self.rs.columns}
            for cid, value in entry.columns:  # "в игре · Рука 3"
                status += f" · {self.esc(by_id[cid].name(self.lang))} {self.esc(value)}"
            if entry.alive:
                lines.append(
                    self.tpl.render(
                        "roster_alive", **values, status=status, color=self.tpl.color(entry.status)
                    )
                )
            else:
                lines.append(self.tpl.render("roster_dead", **values, status=status))
        return self.tpl.render("roster", lines="\n".join(lines)) if lines else ""

    def title(self, facts: PublicPhase) -> str:
        """ "Ночь 3. Итоги" where days and nights alternate, else "Итоги фазы 6"."""
        named = self.rs.phase_name(facts.number, facts.rulings, self.lang)
        if named is None or not self.tpl.has("title_named"):
            return self.tpl.render("title", phase=str(facts.number))
        return self.tpl.render("title_named", phase=str(facts.number), phase_name=self.esc(named))

    def deadline(self, number: int, rulings: Mapping[str, str], deadline: str) -> str:
        named = self.rs.phase_name(number, rulings, self.lang)
        values = {"next_phase": str(number), "deadline": self.esc(deadline.strip())}
        if named is None or not self.tpl.has("deadline_named"):
            return self.tpl.render("deadline", **values)
        return self.tpl.render("deadline_named", **values, next_phase_name=self.esc(named))

    def post(self, facts: PublicPhase, deadline: str | None) -> str:
        over = facts.winner is not None or facts.draw
        deadline_line = ""
        if deadline and not over:
            deadline_line = self.deadline(facts.number + 1, facts.rulings, deadline)
        text = self.tpl.render(
            "post",
            phase=str(facts.number),
            title=self.title(facts),
            vote=self.vote(facts),
            deaths=self.deaths(facts),
            statuses=self.statuses(facts),
            announcements=self.announcements(facts),
            reveal=self.reveal(facts),
            result=self.result(facts),
            roster=self.roster(facts),
            deadline=deadline_line,
        )
        return tidy(text)

    # --- private messages ---------------------------------------------------------------
    def private(
        self, name: str, phase: int, messages: list[Message], rulings: Mapping[str, str]
    ) -> str:
        lines = []
        for m in messages:
            text = self.esc(render_message(self.rs, m, self.lang))
            if m.phase < phase:
                lines.append(self.tpl.render("private_late", text=text, origin=str(m.phase)))
            else:
                lines.append(self.tpl.render("private_line", text=text))
        values = {"name": self.esc(name), "phase": str(phase), "lines": "\n".join(lines)}
        named = self.rs.phase_name(phase, rulings, self.lang)
        if named is None or not self.tpl.has("private_named"):
            return tidy(self.tpl.render("private", **values))
        return tidy(self.tpl.render("private_named", **values, phase_name=self.esc(named)))


_BLANKS = re.compile(r"\n{3,}")


def tidy(text: str) -> str:
    """No trailing spaces, at most one blank line in a row (empty sections vanish)."""
    text = "\n".join(line.rstrip() for line in text.splitlines())
    return _BLANKS.sub("\n\n", text).strip("\n")


# --- the API -----------------------------------------------------------------------------


def templates_for(
    ruleset: Ruleset,
    fmt: PostFormat | str = PostFormat.BBCODE,
    lang: str = "ru",
    folder: str | Path | None = None,
) -> Templates:
    return load_templates(ruleset.id, fmt, lang, folder)


def render_public_post(
    ruleset: Ruleset, facts: PublicPhase, templates: Templates, deadline: str | None = None
) -> str:
    """The post from the public facts only (see `public.py` for what they hold)."""
    return _Renderer(ruleset, templates).post(facts, deadline)


def public_post(
    ruleset: Ruleset,
    trace: PhaseTrace,
    state: GameState | None = None,
    *,
    fmt: PostFormat | str = PostFormat.BBCODE,
    lang: str = "ru",
    deadline: str | None = None,
    templates: Templates | None = None,
    folder: str | Path | None = None,
    public_roles: Mapping[str, str] | None = None,
) -> str:
    """The phase post for the thread. `state` is the game after the phase (public roles);
    `deadline` the free text of the next phase's end ("около 21:00 (МСК)"), no line if
    None; `folder` the master's template folder (default: $MMC_TEMPLATES)."""
    tpl = templates or templates_for(ruleset, fmt, lang, folder)
    facts = public_phase(
        trace,
        state,
        tuple(ruleset.factions),
        public_roles,
        tuple(ruleset.numbers.get("public_notes", ())),
        bool(ruleset.numbers.get("secret_ballots", False)),
        ruleset.columns,
    )
    return render_public_post(ruleset, facts, tpl, deadline)


def delivered(trace: PhaseTrace) -> dict[str, list[Message]]:
    """The messages each player receives now, in seating order: the phase's own and those
    held while in coma; nothing for the dead or for those in coma now."""
    out: dict[str, list[Message]] = {p.name: [] for p in trace.players}
    for m in trace.messages:
        if m.delivered:
            out.setdefault(m.to, []).append(m)
    return {name: msgs for name, msgs in out.items() if msgs}


def private_messages(
    ruleset: Ruleset,
    trace: PhaseTrace,
    *,
    fmt: PostFormat | str = PostFormat.BBCODE,
    lang: str = "ru",
    templates: Templates | None = None,
    folder: str | Path | None = None,
) -> dict[str, str]:
    """One private message per player who receives something this phase (seating order)."""
    tpl = templates or templates_for(ruleset, fmt, lang, folder)
    renderer = _Renderer(ruleset, tpl)
    return {
        name: renderer.private(name, trace.number, msgs, trace.rulings)
        for name, msgs in delivered(trace).items()
    }


def private_message(
    ruleset: Ruleset,
    trace: PhaseTrace,
    player: str,
    *,
    fmt: PostFormat | str = PostFormat.BBCODE,
    lang: str = "ru",
    templates: Templates | None = None,
    folder: str | Path | None = None,
) -> str | None:
    """`player`'s private message, or None when they receive nothing this phase."""
    return private_messages(
        ruleset, trace, fmt=fmt, lang=lang, templates=templates, folder=folder
    ).get(player)

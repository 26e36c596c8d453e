"""Texts a master or a player reads, in Russian and English, rendered from codes and data.

The trace keeps codes and data only; these templates turn them into words. A ruleset may
override any template in its `text:` section. Placeholders may name the kind of id they
hold (`{role:secret_role}`), which is then shown by its localized name.
"""

from __future__ import annotations

import string
from collections.abc import Mapping
from typing import Any

from .ruleset import Ruleset
from .trace import Message, Note, Question, Rejection

LANGS = ("ru", "en")

# key: (en, ru)
TEMPLATES: dict[str, tuple[str, str]] = {
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
    "reason.in_coma": (
        "{player} is in coma: no actions, no vote",
        "{player} в коме: никаких действий и голосования",
    ),
    "reason.in_hospital": (
        "{player} is in hospital: no night abilities ({ability:ability})",
        "{player} в больнице: ночные способности недоступны («{ability:ability}»)",
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
    "reason.bad_damage": (
        "{ability:ability}: damage {detail}",
        "«{ability:ability}»: урон {detail}",
    ),
    "reason.civilian_protected": (
        "the civilian role cannot be named while {detail} is alive",
        "нельзя называть мирного жителя, пока жив(а) {detail}",
    ),
    "reason.cannot_mask": (
        "this target cannot be masked ({detail})",
        "эту цель нельзя замаскировать ({detail})",
    ),
    "reason.victim_is_target": (
        "the victim must be someone other than the nagant's receiver",
        "жертвой должен быть не получатель нагана",
    ),
    "reason.nothing_to_switch_off": (
        "there is nothing to switch off ({detail})",
        "нечего выключать ({detail})",
    ),
    "reason.rest_too_early": (
        "rest needs at least 2 abilities used (used: {detail})",
        "отдых требует минимум 2 потраченных способности (потрачено: {detail})",
    ),
    "reason.not_spent": (
        "{detail} has not been used, nothing to recharge",
        "«{detail}» не потрачена, перезаряжать нечего",
    ),
    "reason.no_vote": (
        "extra votes need a vote of his own",
        "дополнительные голоса требуют собственного голоса",
    ),
    "reason.cannot_copy": (
        "the {detail:public_role} cannot be copied",
        "роль {detail:public_role} нельзя копировать",
    ),
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
    # --- private messages ---------------------------------------------------------------
    "msg.dossier": (
        "Dossier on {target}: {peaceful:yesno_peaceful}.",
        "Досье — {target}: {peaceful:yesno_peaceful}.",
    ),
    "msg.eavesdrop": (
        "Eavesdrop on {target}: the secret role is {role:secret_role}.",
        "Прослушка — {target}: тайная роль «{role:secret_role}».",
    ),
    "msg.surveillance": (
        "Surveillance of {target}: used abilities on {targets}.",
        "Слежка — {target}: применял способности на: {targets}.",
    ),
    "msg.shadow": (
        "Shadow on {target}: targeted {targets:or_nobody}; was targeted by {visitors:or_nobody}.",
        "Тень — {target}: применял способности на: {targets:or_nobody}; на него "
        "применяли: {visitors:or_nobody}.",
    ),
    "msg.investigation": (
        "Investigation of {target}: {count} investigation(s) so far{role:reveal}.",
        "Расследование — {target}: всего расследований {count}{role:reveal}.",
    ),
    "msg.investigation_role": (
        "Investigation of {target}: {role:role_or_unknown}.",
        "Расследование — {target}: {role:role_or_unknown}.",
    ),
    "msg.final_check": (
        "Final check of {target}: {hit:yesno_hit}.",
        "Финальная проверка — {target}: {hit:yesno_hit}.",
    ),
    "msg.observation": (
        "Observation of the {role:secret_role}: {ability:ability_or_none}.",
        "Наблюдение за ролью {role:secret_role}: {ability:ability_or_none}.",
    ),
    "msg.diagnostics": (
        "Diagnostics: {hp:hp} HP, trap: {trap:yesno}, marks: {marks}.",
        "Диагностика: хп {hp:hp}, ловушка: {trap:yesno}, меток: {marks}.",
    ),
    "msg.masochist": (
        "Masochist: {hp} HP, trap: {trap:yesno}, marks: {marks}.",
        "Мазохист: хп {hp}, ловушка: {trap:yesno}, меток: {marks}.",
    ),
    "msg.guard": ("Guard: {target} has {hp} HP.", "Охрана — {target}: {hp} хп."),
    "msg.meditation": ("Meditation: you have {hp} HP.", "Медитация: у вас {hp} хп."),
    "msg.knife": (
        "Your knife found the {found:secret_role}.",
        "Ваш нож нашёл: {found:secret_role}.",
    ),
    "msg.message": ("{text_message}", "{text_message}"),
    "msg.mind_cloud": (
        "The {faction:faction} used: {abilities:abilities}.",
        "Фракция {faction:faction} применяла: {abilities:abilities}.",
    ),
    "msg.stuntman": ("You have less than 80 HP.", "У вас меньше 80 хп."),
    "msg.hunt": (
        "The hunted {target} is the {role:secret_role}.",
        "Цель охоты {target}: {role:secret_role}.",
    ),
    "msg.afterlife": (
        "The dead {target} was the {role:secret_role}.",
        "Погибший игрок {target}: {role:secret_role}.",
    ),
    "msg.nagant_found": (
        "You find a nagant and the public role of the victim {victim}: "
        "{public_role:public_role}. Next phase you may shoot (60).",
        "Вы обнаруживаете наган. Жертва — {victim}, её явная роль: "
        "{public_role:public_role}. В следующую фазу можно выстрелить (60).",
    ),
    "msg.nagant_report": (
        "The nagant given to {target} was used on {nagant_target:or_nobody}.",
        "Наган, переданный игроку {target}, применён на: {nagant_target:or_nobody}.",
    ),
    # --- questions ------------------------------------------------------------------------
    "question.paranoid_check": (
        "{actor}'s {ability:ability} on the paranoid {target}: which result does {actor} get?",
        "{ability:ability} ({actor} → параноик {target}): какой результат получит {actor}?",
    ),
    # --- sources of HP changes that are not abilities ------------------------------------
    "source.regen": ("monk's regeneration", "восстановление монаха"),
    "source.hospital": ("hospital", "больница"),
    "source.coma": ("coma regeneration", "восстановление в коме"),
    "source.cap": ("cap to max HP", "срез до максимума"),
    "source.mark": ("sensei's mark", "метка сэнсэя"),
    "source.counterattack": ("counterattack", "контратака"),
    "source.execution": ("execution", "казнь"),
    "source.undertaker": ("undertaker", "гробовщик"),
    "source.masochist": ("masochist", "мазохист"),
    "source.stuntman": ("stuntman's sense", "чутьё каскадёра"),
    "source.afterlife": ("connections beyond", "связи на том свете"),
    "source.mortal_wound": ("mortal wound", "смертельное ранение"),
    "source.vote": ("vote", "голос"),
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
    "word.no": ("no", "нет"),
    "word.peaceful": ("peaceful", "мирный"),
    "word.not_peaceful": ("not peaceful", "не мирный"),
    "word.hit": ("positive", "положительно"),
    "word.miss": ("negative", "отрицательно"),
    "word.nobody": ("nobody", "никого"),
    "word.nothing": ("nothing", "ничего"),
    "word.many": ("many", "много"),
    "word.role_revealed": (": the role is {role}", ": роль — {role}"),
}


def template(ruleset: Ruleset | None, key: str, lang: str) -> str:
    if ruleset is not None and key in ruleset.text:
        return ruleset.template(key, lang)
    pair = TEMPLATES.get(key)
    if pair is None:
        return key
    return pair[1] if lang == "ru" else pair[0]


class _Formatter(string.Formatter):
    def __init__(self, ruleset: Ruleset | None, lang: str) -> None:
        self.ruleset = ruleset
        self.lang = lang

    def get_value(self, key: int | str, args: Any, kwargs: Mapping[str, Any]) -> Any:
        if isinstance(key, str):
            return kwargs.get(key, "?")
        return super().get_value(key, args, kwargs)

    def word(self, key: str) -> str:
        return template(self.ruleset, f"word.{key}", self.lang)

    def name(self, kind: str, value: Any) -> str:
        if value is None:
            return "—"
        if kind == "ability":
            return ability_name(self.ruleset, str(value), self.lang)
        if self.ruleset is None:
            return str(value)
        return self.ruleset.name(kind, str(value), self.lang)

    def format_field(self, value: Any, spec: str) -> str:
        if spec in (
            "secret_role",
            "public_role",
            "faction",
            "ability",
            "status",
            "phase_kind",
            "location",
        ):
            return self.name(spec, value)
        if spec == "yesno":
            return self.word("yes" if value else "no")
        if spec == "yesno_peaceful":
            return self.word("peaceful" if value else "not_peaceful")
        if spec == "yesno_hit":
            return self.word("hit" if value else "miss")
        if spec == "or_nobody":
            items = value if isinstance(value, (list, tuple)) else ([value] if value else [])
            return ", ".join(map(str, items)) or self.word("nobody")
        if spec == "role_or_unknown":
            return self.name("secret_role", value) if value else self.word("nothing")
        if spec == "ability_or_none":
            return self.name("ability", value) if value else self.word("nothing")
        if spec == "abilities":
            return ", ".join(self.name("ability", v) for v in value) or self.word("nothing")
        if spec == "hp":
            return self.word("many") if value == "many" else str(value)
        if spec == "word":  # an id the ruleset words (`text: word.<id>`), else the id itself
            if value is None:
                return self.word("nothing")
            has = self.ruleset is not None and f"word.{value}" in self.ruleset.text
            return self.word(str(value)) if has else str(value)
        if spec == "reveal":
            if not value:
                return ""
            return self.word("role_revealed").format(role=self.name("secret_role", value))
        if isinstance(value, (list, tuple)):
            return ", ".join(str(v) for v in value)
        return str(super().format_field(value, spec))


def ability_name(ruleset: Ruleset | None, ability_id: str, lang: str) -> str:
    """An ability's localized name, or of another source of HP changes (hospital, mark...)."""
    if ruleset is not None and ruleset.abilities_by_id(ability_id):
        return ruleset.name("ability", ability_id, lang)
    if f"source.{ability_id}" in TEMPLATES:
        return template(ruleset, f"source.{ability_id}", lang)
    return ability_id


_PLACE_CODES = (
    ("reason.in_", "reason.in_place"),
    ("note.was_in_", "note.was_in_place"),
    ("note.vote_voter_in_", "note.vote_voter_in_place"),
)


def render(ruleset: Ruleset | None, key: str, data: Mapping[str, Any], lang: str) -> str:
    text = template(ruleset, key, lang)
    if text == key:  # a code naming a ruleset's place (in_jail): the generic text
        for prefix, generic in _PLACE_CODES:
            if key.startswith(prefix):
                data = {**data, "place": key[len(prefix) :]}
                text = template(ruleset, generic, lang)
                break
    try:
        return _Formatter(ruleset, lang).vformat(text, (), dict(data))
    except (ValueError, KeyError, IndexError, AttributeError, TypeError):
        return f"{key} {dict(data)}"


def render_note(ruleset: Ruleset | None, note: Note, lang: str) -> str:
    return render(ruleset, f"note.{note.code}", note.data, lang)


def render_reason(ruleset: Ruleset | None, rejection: Rejection, lang: str) -> str:
    data = dict(rejection.data)
    data.setdefault("player", rejection.order.actor)
    data.setdefault("ability", rejection.order.ability)
    return render(ruleset, f"reason.{rejection.code}", data, lang)


def render_question(ruleset: Ruleset | None, question: Question, lang: str) -> str:
    return render(ruleset, f"question.{question.kind}", question.data, lang)


def render_message(ruleset: Ruleset | None, message: Message, lang: str) -> str:
    data: dict[str, Any] = {"target": message.target, **dict(message.result)}
    key = f"msg.{message.ability}"
    if message.ability == "message":
        key = "msg.nagant_report" if "nagant_target" in data else "msg.nagant_found"
    elif message.ability == "investigation" and "count" not in data:
        key = "msg.investigation_role"
    elif message.ability == "knife" and "found" not in data:
        key = "msg.hunt"
    return render(ruleset, key, data, lang)


def renderers(ruleset: Ruleset | None, lang: str) -> dict[str, Any]:
    """The four renderers `PhaseTrace.to_json` takes, for one language."""
    return {
        "render_note": lambda n: render_note(ruleset, n, lang),
        "render_message": lambda m: render_message(ruleset, m, lang),
        "render_reason": lambda r: render_reason(ruleset, r, lang),
        "render_question": lambda q: render_question(ruleset, q, lang),
    }

"""The parser's parts as a master would check them: every ability of the ruleset named in
any case, nicknames accepted, asked about or left unread by their distance, nothing lost
or invented from any text, and the ruleset's `order_words` checked when it loads."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine import RulesetError, builtin_ruleset, load_ruleset, load_scenario
from engine.orders_text import ACCEPT, ASK, Certainty, OrderReader, Unread
from engine.orders_text.lexicon import lexicon
from engine.orders_text.morph import analyzer, fold
from engine.orders_text.names import PlayerMatcher
from engine.orders_text.tokens import tokenize
from engine.ruleset.load import RULESETS_DIR

GAME = Path(__file__).resolve().parents[1] / "gui" / "data" / "console.yaml"
RS = builtin_ruleset("am15")
SCENARIO = load_scenario(GAME)
READER = OrderReader(SCENARIO.ruleset, SCENARIO.start())
NAMES = [p.name for p in SCENARIO.start().players]


def _cases(word: str) -> set[str]:
    """The singular cases pymorphy3 gives a noun: what a player may write."""
    parse = next((p for p in analyzer().parse(word) if p.tag.POS == "NOUN"), None)
    if parse is None:
        return {word}
    out = {word}
    for case in ("gent", "datv", "accs", "ablt", "loct"):
        form = parse.inflect({case, "sing"}) or parse.inflect({case})
        if form is not None:
            out.add(form.word)
    return out


@pytest.mark.parametrize("key", sorted(RS.abilities))
def test_every_ability_is_named_in_every_case_by_the_rulesets_own_names(key: str) -> None:
    ability = RS.abilities[key]
    words = fold(ability.names.ru).split()
    lex = lexicon(RS)
    head = max(words, key=len) if len(words) == 1 else None
    spellings = _cases(head) if head else {fold(ability.names.ru)}
    for spelling in spellings:
        tokens = tokenize(spelling, [])
        hit = lex.match(tokens, 0)
        assert hit is not None and ability.id in hit.ids, (key, spelling)
        assert hit.confidence == 1.0


@pytest.mark.parametrize(
    ("written", "meant", "certainty"),
    [
        ("Льва", "Лев", Certainty.ACCEPT),  # a case pymorphy3 knows
        ("Лёву", "Лев", Certainty.ACCEPT),  # the diminutive's case, by its lemma
        ("Мирку", "Мира", Certainty.ACCEPT),  # the nickname's stem and an ending
        ("Глбеа", "Глеб", Certainty.ACCEPT),  # a typo
        ("Gleb", "Глеб", Certainty.ACCEPT),  # transliterated
        ("Пашу", "Павел", Certainty.ACCEPT),  # a pet form of the name (the table)
        ("Диму", "Дина", Certainty.ASK),  # one letter away, another name: asked
    ],
)
def test_nicknames_by_distance(written: str, meant: str, certainty: Certainty) -> None:
    match = PlayerMatcher(NAMES).match(tokenize(written, []), 0)
    assert match is not None and match.name == meant
    assert match.certainty is certainty
    assert (match.score >= ACCEPT) == (certainty is Certainty.ACCEPT) or match.others


@pytest.mark.parametrize("written", ["Васю", "мастер", "Привет", "в", "и"])
def test_words_far_from_every_nickname_name_nobody(written: str) -> None:
    match = PlayerMatcher(NAMES).match(tokenize(written, []), 0)
    assert match is None or match.score < ASK


def test_a_nickname_of_two_words() -> None:
    matcher = PlayerMatcher([*NAMES, "Тёмный Рыцарь"])
    match = matcher.match(tokenize("темный рыцарь", []), 0)
    assert match is not None and match.name == "Тёмный Рыцарь" and match.last == 1


def test_unsure_proposals_say_which_field_to_check() -> None:
    parsed = READER.read("нож в Диму", "Лев")
    (order,) = parsed.orders
    assert order.order.targets == ("Дина",)
    assert order.confidence["targets"] < ACCEPT / 100 <= order.confidence["ability"]


def test_unread_parts_say_why() -> None:
    parsed = READER.read("> Ваша роль: Ниндзя\nПривет! Ловушку не ставлю. Катана на Васю", "Борис")
    why = {u.text: u.why for u in parsed.unparsed}
    assert why["> Ваша роль: Ниндзя"] is Unread.QUOTE
    assert why["Привет"] is Unread.CHATTER
    assert why["Ловушку не ставлю"] is Unread.NEGATED
    assert why["на Васю"] is Unread.UNSURE_NAME
    assert [o.order.ability for o in parsed.orders] == ["katana"]


def test_a_phase_with_orders_already_in_says_which_one_a_proposal_replaces() -> None:
    from engine import Order, PhaseInput

    inputs = PhaseInput(orders=(Order("Борис", "katana", ("Игорь",), ref="1.1"),))
    reader = OrderReader(SCENARIO.ruleset, SCENARIO.start(), inputs)
    (order,) = reader.read("Ловушку на Зою", "Борис").orders
    assert order.verdict.rejection is None  # the trap replaces the katana: it is valid


@settings(max_examples=200, deadline=None)
@given(
    st.text(
        alphabet=st.sampled_from(
            list("абвгдеёжзийклмнопрстуфхцчшщьыэюя АБВГЛМКРabcxyz.,:;!?-—>\n0123456789🙂")
        ),
        max_size=80,
    )
    | st.text(max_size=60)
)
def test_any_text_is_read_without_an_error_and_every_span_is_in_it(text: str) -> None:
    parsed = READER.read(text, "Борис")
    for o in parsed.orders:
        assert 0 <= o.span.start <= o.span.end <= len(text)
        assert all(p.span.start >= 0 and p.span.end <= len(text) for p in o.pieces)
    for u in parsed.unparsed:
        assert u.text == text[u.span.start : u.span.end]
    assert parsed.to_json(RS, "ru")["sender"] == "Борис"


def test_order_words_name_only_abilities_or_the_vote(tmp_path: Path) -> None:
    text = (RULESETS_DIR / "am15.yaml").read_text(encoding="utf-8")
    broken = tmp_path / "broken.yaml"
    broken.write_text(
        text.replace("  rest: {ru: [отдыхать", "  nap: {ru: [отдыхать"), encoding="utf-8"
    )
    with pytest.raises(RulesetError, match="'nap' is neither 'vote' nor an ability id") as info:
        load_ruleset(broken)
    line = next(
        i
        for i, row in enumerate(broken.read_text(encoding="utf-8").splitlines(), 1)
        if row.startswith("  nap:")
    )
    assert info.value.line == line

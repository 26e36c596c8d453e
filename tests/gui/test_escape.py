"""The console's own HTML escaping (`mastergui.text.escape`, kept off the start's path) gives
exactly what the standard library's `html.escape` gives: the phase summary shows names and
warnings a master typed, and `<b>` in a player's name must stay text."""

from __future__ import annotations

import html

from hypothesis import given
from hypothesis import strategies as st

from mastergui.text import escape


@given(st.text())
def test_the_same_text_as_html_escape(text: str) -> None:
    assert escape(text) == html.escape(text)


def test_markup_in_a_name_stays_text() -> None:
    assert escape("<b>Кир</b> & «Ко» 'x' \"y\"") == (
        "&lt;b&gt;Кир&lt;/b&gt; &amp; «Ко» &#x27;x&#x27; &quot;y&quot;"
    )

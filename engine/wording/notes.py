"""Words for the core's notes on trace events (`note.<code>`): a ruleset's effects word
their own notes in its `text:` section."""

# key: (en, ru)
NOTES: dict[str, tuple[str, str]] = {
    "note.executed": ("executed by the vote", "казнён голосованием"),
    "note.cap": ("cut to max {max_hp}", "срезано до максимума {max_hp}"),
}

"""Words for the private messages sent to players (`msg.<ability>`)."""

# key: (en, ru)
MESSAGES: dict[str, tuple[str, str]] = {
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
        "Surveillance of {target}: used abilities on {targets:or_nobody}.",
        "Слежка — {target}: применял способности на: {targets:or_nobody}.",
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
}

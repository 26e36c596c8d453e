<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>About</name>
    <message>
        <source>Mafia Master Console</source>
        <translation>Пульт мастера мафии</translation>
    </message>
    <message>
        <source>Orders in, an immutable resolution trace out: every HP number explained by the step and the ability that made it.</source>
        <translation>На входе приказы, на выходе неизменяемый просчёт: каждое значение хп объяснено шагом и способностью.</translation>
    </message>
    <message>
        <source>Rulesets:</source>
        <translation>Правила:</translation>
    </message>
    <message>
        <source>your own</source>
        <translation>ваши</translation>
    </message>
    <message>
        <source>cannot be used</source>
        <translation>не читаются</translation>
    </message>
    <message>
        <source>Your own rulesets go in: %1</source>
        <translation>Ваши правила кладите в папку: %1</translation>
    </message>
    <message>
        <source>Games are kept in: %1</source>
        <translation>Игры хранятся в папке: %1</translation>
    </message>
    <message>
        <source>Keyboard: F5 resolve, Ctrl+Return commit, Alt+→/Alt+← next/previous step, Alt+↓/Alt+↑ next/previous event, Ctrl+Z/Ctrl+Shift+Z undo/redo.</source>
        <translation>Клавиши: F5 — просчитать, Ctrl+Return — зафиксировать, Alt+→/Alt+← — следующий/предыдущий шаг, Alt+↓/Alt+↑ — следующее/предыдущее событие, Ctrl+Z/Ctrl+Shift+Z — отменить/повторить.</translation>
    </message>
</context>
<context>
    <name>BalancePanel</name>
    <message>
        <source>greedy (simple heuristics)</source>
        <translation>жадная (простые эвристики)</translation>
    </message>
    <message>
        <source>random</source>
        <translation>случайная</translation>
    </message>
    <message>
        <source>Worker processes (the result does not depend on it)</source>
        <translation>Рабочие процессы (результат от их числа не зависит)</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Запустить</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отменить</translation>
    </message>
    <message>
        <source>Set up a run: the engine plays whole games with simple policies and counts who wins.</source>
        <translation>Настройте прогон: движок сыграет целые партии по простым стратегиям и посчитает, кто побеждает.</translation>
    </message>
    <message>
        <source>Win rates appear here after a run</source>
        <translation>Здесь появятся доли побед после прогона</translation>
    </message>
    <message>
        <source>The lengths of the games appear here</source>
        <translation>Здесь появятся длины партий</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Партий</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Экспорт CSV…</translation>
    </message>
    <message>
        <source>Export PNG…</source>
        <translation>Экспорт PNG…</translation>
    </message>
    <message>
        <source>Ruleset</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Игроков</translation>
    </message>
    <message>
        <source>Policy</source>
        <translation>Стратегия</translation>
    </message>
    <message>
        <source>Workers</source>
        <translation>Процессов</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Зерно</translation>
    </message>
    <message>
        <source>Compare with the ruling</source>
        <translation>Сравнить с решением</translation>
    </message>
    <message>
        <source>— no comparison —</source>
        <translation>— без сравнения —</translation>
    </message>
    <message numerus="yes">
        <source>Running %n game(s)…</source>
        <translation>
            <numerusform>Идёт %n партия…</numerusform>
            <numerusform>Идут %n партии…</numerusform>
            <numerusform>Идут %n партий…</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Отмена…</translation>
    </message>
    <message>
        <source> · about %1 left</source>
        <translation> · осталось около %1</translation>
    </message>
    <message>
        <source>%1 of %2 games</source>
        <translation>%1 из %2 партий</translation>
    </message>
    <message numerus="yes">
        <source>Done: %n game(s) per run.</source>
        <translation>
            <numerusform>Готово: %n партия на прогон.</numerusform>
            <numerusform>Готово: %n партии на прогон.</numerusform>
            <numerusform>Готово: %n партий на прогон.</numerusform>
        </translation>
    </message>
    <message>
        <source>A: the game&apos;s rulings; B: %1.</source>
        <translation>A: решения этой игры; B: %1.</translation>
    </message>
    <message>
        <source>The run failed: %1</source>
        <translation>Прогон не удался: %1</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Отменено.</translation>
    </message>
    <message>
        <source>Win rate (95% interval)</source>
        <translation>Доля побед (95% интервал)</translation>
    </message>
    <message>
        <source>Game length, phases</source>
        <translation>Длина партии, фаз</translation>
    </message>
    <message>
        <source>Length, phases</source>
        <translation>Длина, фаз</translation>
    </message>
    <message>
        <source>Export CSV</source>
        <translation>Экспорт CSV</translation>
    </message>
    <message>
        <source>Export PNG</source>
        <translation>Экспорт PNG</translation>
    </message>
    <message>
        <source>Could not write %1</source>
        <translation>Не удалось записать %1</translation>
    </message>
</context>
<context>
    <name>BalanceTable</name>
    <message>
        <source>Outcome</source>
        <translation>Исход</translation>
    </message>
    <message>
        <source>Rate</source>
        <translation>Доля</translation>
    </message>
    <message>
        <source>95% interval</source>
        <translation>95% интервал</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Партий</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Ничья</translation>
    </message>
    <message>
        <source>Unfinished</source>
        <translation>Не окончена</translation>
    </message>
    <message>
        <source>Length, phases: mean</source>
        <translation>Длина, фаз: среднее</translation>
    </message>
    <message>
        <source>sd %1</source>
        <translation>ст. откл. %1</translation>
    </message>
    <message>
        <source>Deaths: %1</source>
        <translation>Смерти: %1</translation>
    </message>
    <message>
        <source>Survival: %1</source>
        <translation>Выживание: %1</translation>
    </message>
    <message>
        <source>95% interval of A − B</source>
        <translation>95% интервал A − B</translation>
    </message>
</context>
<context>
    <name>BatchOrdersDialog</name>
    <message>
        <source>Orders from many messages</source>
        <translation>Заявки из многих сообщений</translation>
    </message>
    <message>
        <source>Paste the messages, each with its sender:
=== Алиса
лечу Бориса
or as copied from Telegram (Алиса, [02.12.2026 0:15]), WhatsApp, or a forum&apos;s private messages (От: Алиса)</source>
        <translation>Вставьте сообщения, каждое со своим отправителем:
=== Алиса
лечу Бориса
или как скопировано из Telegram (Алиса, [02.12.2026 0:15]), WhatsApp или личных сообщений форума (От: Алиса)</translation>
    </message>
    <message>
        <source>Read</source>
        <translation>Прочитать</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Действие</translation>
    </message>
    <message>
        <source>From</source>
        <translation>От кого</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Вид</translation>
    </message>
    <message>
        <source>Actor</source>
        <translation>Кто</translation>
    </message>
    <message>
        <source>Ability</source>
        <translation>Способность</translation>
    </message>
    <message>
        <source>Targets</source>
        <translation>Цели</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Параметры</translation>
    </message>
    <message>
        <source>Words</source>
        <translation>Слова</translation>
    </message>
    <message>
        <source>Sure</source>
        <translation>Уверенность</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Вердикт</translation>
    </message>
    <message>
        <source>Copy the questions</source>
        <translation>Скопировать вопросы</translation>
    </message>
    <message>
        <source>Add accepted</source>
        <translation>Добавить принятые</translation>
    </message>
    <message>
        <source>no sender: text before the first message</source>
        <translation>нет отправителя: текст до первого сообщения</translation>
    </message>
    <message>
        <source>no player has this name</source>
        <translation>игрока с таким именем нет</translation>
    </message>
    <message>
        <source>too long for one message: paste only the orders</source>
        <translation>слишком длинно для одного сообщения: вставьте только заявки</translation>
    </message>
    <message>
        <source>valid</source>
        <translation>принят</translation>
    </message>
    <message>
        <source>for phase %1: judged then</source>
        <translation>на фазу %1: проверится тогда</translation>
    </message>
    <message>
        <source>(abstains)</source>
        <translation>(воздерживается)</translation>
    </message>
    <message>
        <source>Accept</source>
        <translation>Принять</translation>
    </message>
    <message>
        <source>Ask the player</source>
        <translation>Спросить игрока</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>Пропустить</translation>
    </message>
    <message>
        <source>order</source>
        <translation>заявка</translation>
    </message>
    <message>
        <source>vote</source>
        <translation>голос</translation>
    </message>
    <message>
        <source>ask: alternatives</source>
        <translation>спросить: варианты</translation>
    </message>
    <message>
        <source>not read</source>
        <translation>не прочитано</translation>
    </message>
    <message>
        <source>sure</source>
        <translation>уверенно</translation>
    </message>
    <message>
        <source>the teammate</source>
        <translation>союзник</translation>
    </message>
    <message>
        <source>the ability</source>
        <translation>способность</translation>
    </message>
    <message>
        <source>the target&apos;s name</source>
        <translation>имя цели</translation>
    </message>
    <message>
        <source>a parameter</source>
        <translation>параметр</translation>
    </message>
    <message>
        <source>the phase</source>
        <translation>фаза</translation>
    </message>
    <message>
        <source>no target named</source>
        <translation>цель не названа</translation>
    </message>
    <message>
        <source>another ability named</source>
        <translation>названа другая способность</translation>
    </message>
    <message>
        <source>a name nobody matches</source>
        <translation>имя, которого нет в игре</translation>
    </message>
    <message>
        <source>a player described, not named</source>
        <translation>игрок описан, а не назван</translation>
    </message>
    <message>
        <source>%1 message(s), %2 read sure; %3 to add, %4 to ask the player</source>
        <translation>Сообщений: %1, прочитано уверенно: %2; добавить: %3, спросить игрока: %4</translation>
    </message>
    <message>
        <source>Add accepted (%1)</source>
        <translation>Добавить принятые (%1)</translation>
    </message>
</context>
<context>
    <name>Deaths</name>
    <message>
        <source>nobody</source>
        <translation>никто</translation>
    </message>
    <message>
        <source>step %1</source>
        <translation>шаг %1</translation>
    </message>
    <message>
        <source>frag: %1</source>
        <translation>фраг: %1</translation>
    </message>
    <message>
        <source>executed</source>
        <translation>казнён</translation>
    </message>
    <message>
        <source>HP at or below zero</source>
        <translation>хп на нуле или ниже</translation>
    </message>
    <message>
        <source>killed outright</source>
        <translation>убит сразу</translation>
    </message>
    <message>
        <source>fell at step %1 of phase %2; died at the end of phase %3</source>
        <translation>хп упали на шаге %1 фазы %2; смерть в конце фазы %3</translation>
    </message>
    <message>
        <source>fell in phase %2; died at the end of phase %3</source>
        <translation>хп упали в фазе %2; смерть в конце фазы %3</translation>
    </message>
</context>
<context>
    <name>DeathsModel</name>
    <message>
        <source>Died</source>
        <translation>Погиб</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Шаг</translation>
    </message>
    <message>
        <source>Frag to</source>
        <translation>Фраг</translation>
    </message>
    <message>
        <source>Cause</source>
        <translation>Причина</translation>
    </message>
    <message>
        <source>Rulings</source>
        <translation>Решения</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>никто</translation>
    </message>
</context>
<context>
    <name>Events</name>
    <message>
        <source>HP fell: frag candidate</source>
        <translation>хп упали: кандидат на фраг</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>отменён</translation>
    </message>
    <message>
        <source>damage</source>
        <translation>урон</translation>
    </message>
    <message>
        <source>heal</source>
        <translation>лечение</translation>
    </message>
    <message>
        <source>kill</source>
        <translation>убийство</translation>
    </message>
    <message>
        <source>drain</source>
        <translation>отъём хп</translation>
    </message>
</context>
<context>
    <name>ForumVotesDialog</name>
    <message>
        <source>Votes from the thread</source>
        <translation>Голоса из темы</translation>
    </message>
    <message>
        <source>Paste the day&apos;s posts, each after a line &apos;=== Author&apos; (&apos;=== Author | #123&apos; gives the post&apos;s number), or a thread page copied from the browser. [vote] tags and bold VOTE: count; quotes do not. Nothing is applied until you press Apply.</source>
        <translation>Вставьте сообщения дня, каждое после строки «=== Автор» («=== Автор | #123» — номер поста), или страницу темы, скопированную из браузера. Считаются теги [vote] и жирное VOTE:, цитаты — нет. Ничего не применяется, пока вы не нажмёте «Применить».</translation>
    </message>
    <message>
        <source>#</source>
        <translation>№</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Автор</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Вердикт</translation>
    </message>
    <message>
        <source>Marks read</source>
        <translation>Что прочитано</translation>
    </message>
    <message>
        <source>The standing votes (at the hammer, if any) become the phase&apos;s votes</source>
        <translation>Голоса, стоящие на момент решающего голоса (или сейчас), становятся голосами фазы</translation>
    </message>
    <message>
        <source>pasted text</source>
        <translation>вставленный текст</translation>
    </message>
    <message>
        <source>vote</source>
        <translation>голос</translation>
    </message>
    <message>
        <source>unvote</source>
        <translation>снятие голоса</translation>
    </message>
    <message>
        <source>tag</source>
        <translation>тег</translation>
    </message>
    <message>
        <source>bold</source>
        <translation>жирным</translation>
    </message>
    <message>
        <source>plain</source>
        <translation>простым текстом</translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <source>The game was changed by another program: the view shows it now (the undo history was cleared).</source>
        <translation>Игру изменила другая программа: на экране уже новое состояние (история отмены очищена).</translation>
    </message>
    <message>
        <source>Phase %1 was committed meanwhile by another program: nothing was saved. The console shows the game as it is now.</source>
        <translation>Фазу %1 тем временем зафиксировала другая программа: ничего не сохранено. Консоль показывает игру такой, какая она сейчас.</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>Add the order being typed (in the order editor)</source>
        <translation>Добавить набираемый приказ (в редакторе приказов)</translation>
    </message>
    <message>
        <source>Add the order (in the order editor)</source>
        <translation>Добавить приказ (в редакторе приказов; в русской раскладке Alt+Д)</translation>
    </message>
    <message>
        <source>Withdraw the selected order (in the inbox)</source>
        <translation>Отозвать выбранный приказ (в списке приказов)</translation>
    </message>
    <message>
        <source>in force</source>
        <translation>действует</translation>
    </message>
    <message>
        <source>default</source>
        <translation>по умолчанию</translation>
    </message>
</context>
<context>
    <name>HpMatrixModel</name>
    <message>
        <source>Start</source>
        <translation>Начало</translation>
    </message>
    <message>
        <source>Frag</source>
        <translation>Фраг</translation>
    </message>
    <message>
        <source>Dead before this phase</source>
        <translation>Погиб до этой фазы</translation>
    </message>
    <message>
        <source>dead before this phase</source>
        <translation>погиб до этой фазы</translation>
    </message>
</context>
<context>
    <name>Inbox</name>
    <message>
        <source>valid</source>
        <translation>принят</translation>
    </message>
    <message>
        <source>rejected</source>
        <translation>отклонён</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>отменён</translation>
    </message>
    <message>
        <source>replaced</source>
        <translation>заменён</translation>
    </message>
    <message>
        <source>withdrawn</source>
        <translation>отозван</translation>
    </message>
    <message>
        <source>not resolved</source>
        <translation>не просчитан</translation>
    </message>
    <message>
        <source>step %1: </source>
        <translation>шаг %1: </translation>
    </message>
    <message>
        <source>Withdraw</source>
        <translation>Отозвать</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Вернуть</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>Изменить</translation>
    </message>
    <message>
        <source>From a message…</source>
        <translation>Из сообщения…</translation>
    </message>
    <message>
        <source>Paste a player&apos;s message: the orders it names are proposed for you to accept</source>
        <translation>Вставьте сообщение игрока: названные в нём заявки будут предложены вам на подтверждение</translation>
    </message>
    <message>
        <source>Batch…</source>
        <translation>Пакетом…</translation>
    </message>
    <message>
        <source>Paste many players&apos; messages at once and review every proposal in one table</source>
        <translation>Вставьте сообщения многих игроков сразу и проверьте все предложения в одной таблице</translation>
    </message>
    <message>
        <source>Withdraw order</source>
        <translation>Отозвать приказ</translation>
    </message>
    <message>
        <source>No order yet: %1</source>
        <translation>Ещё не прислали приказ: %1</translation>
    </message>
    <message>
        <source>everyone has sent one</source>
        <translation>прислали все</translation>
    </message>
    <message>
        <source>Orders: %1</source>
        <translation>Приказов: %1</translation>
    </message>
    <message>
        <source>Phase %1.</source>
        <translation>Фаза %1.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Новая игра…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Открыть…</translation>
    </message>
    <message>
        <source>&amp;Import scenario…</source>
        <translation>&amp;Импорт сценария…</translation>
    </message>
    <message>
        <source>&amp;Export scenario…</source>
        <translation>&amp;Экспорт сценария…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>В&amp;ыход</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Повторить</translation>
    </message>
    <message>
        <source>&amp;Resolve</source>
        <translation>&amp;Просчитать</translation>
    </message>
    <message>
        <source>Resolve the phase and keep the result as its draft (F5)</source>
        <translation>Просчитать фазу и сохранить результат как черновик (F5)</translation>
    </message>
    <message>
        <source>&amp;Commit phase…</source>
        <translation>&amp;Зафиксировать фазу…</translation>
    </message>
    <message>
        <source>Undo last co&amp;mmit…</source>
        <translation>Отменить последнюю &amp;фиксацию…</translation>
    </message>
    <message>
        <source>Re-resolve &amp;stale phases</source>
        <translation>Пересчитать &amp;устаревшие фазы</translation>
    </message>
    <message>
        <source>&amp;Previous phase</source>
        <translation>&amp;Предыдущая фаза</translation>
    </message>
    <message>
        <source>Ne&amp;xt phase</source>
        <translation>&amp;Следующая фаза</translation>
    </message>
    <message>
        <source>&amp;Hide secrets</source>
        <translation>&amp;Скрыть тайное</translation>
    </message>
    <message>
        <source>For screen sharing: hide secret roles, HP and orders</source>
        <translation>Для показа экрана: скрыть тайные роли, хп и приказы</translation>
    </message>
    <message>
        <source>&amp;Orders and votes</source>
        <translation>&amp;Приказы и голоса</translation>
    </message>
    <message>
        <source>Resolution &amp;viewer</source>
        <translation>&amp;Просчёт</translation>
    </message>
    <message>
        <source>&amp;Post and messages</source>
        <translation>&amp;Пост и сообщения</translation>
    </message>
    <message>
        <source>&amp;What-if</source>
        <translation>&amp;Что если</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>&amp;О программе</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Недавние &amp;игры</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Правка</translation>
    </message>
    <message>
        <source>&amp;Phase</source>
        <translation>&amp;Фаза</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Настройки</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Язык</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>Фаза</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(нет)</translation>
    </message>
    <message>
        <source>Clear list</source>
        <translation>Очистить список</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>Не удаётся открыть %1: %2</translation>
    </message>
    <message>
        <source>This game is open in another console too (%1): changes made there show here, and a commit stops if the phase changed since you looked at it.</source>
        <translation>Эта игра открыта и в другой консоли (%1): её изменения видны здесь, а фиксация фазы остановится, если фаза изменилась с тех пор, как вы её смотрели.</translation>
    </message>
    <message>
        <source>Integrity check: %1</source>
        <translation>Проверка целостности: %1</translation>
    </message>
    <message>
        <source>Phases in %1: %2. Commit the first (the rest stay open for orders):</source>
        <translation>Фаз в %1: %2. Зафиксировать первые (остальные останутся открытыми для приказов):</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <source>Opening the game…</source>
        <translation>Открываю игру…</translation>
    </message>
    <message>
        <source>Mafia Master Console</source>
        <translation>Пульт мастера мафии</translation>
    </message>
    <message>
        <source>Open a game (Ctrl+O), start a new one (Ctrl+N), or drop a scenario file here.</source>
        <translation>Откройте игру (Ctrl+O), начните новую (Ctrl+N) или перетащите сюда файл сценария.</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Отменить: %1</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Повторить: %1</translation>
    </message>
    <message>
        <source>%3 (phase %1) — %2</source>
        <translation>%3 (фаза %1) — %2</translation>
    </message>
    <message>
        <source>Phase %1 — %2</source>
        <translation>Фаза %1 — %2</translation>
    </message>
    <message>
        <source>open</source>
        <translation>открыта</translation>
    </message>
    <message>
        <source>draft</source>
        <translation>черновик</translation>
    </message>
    <message>
        <source>committed</source>
        <translation>зафиксирована</translation>
    </message>
    <message>
        <source>stale</source>
        <translation>устарела</translation>
    </message>
    <message>
        <source>Phase %1 resolved; the draft is kept.</source>
        <translation>Фаза %1 просчитана; черновик сохранён.</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>никто</translation>
    </message>
    <message>
        <source>Commit phase</source>
        <translation>Фиксация фазы</translation>
    </message>
    <message>
        <source>Phase %1 committed; phase %2 is open.</source>
        <translation>Фаза %1 зафиксирована; открыта фаза %2.</translation>
    </message>
    <message>
        <source>Undo last commit</source>
        <translation>Отмена фиксации</translation>
    </message>
    <message>
        <source>Stale phases: %1. They were committed before their inputs or their start changed. Phase ▸ Re-resolve stale phases shows what changes before it replaces them.</source>
        <translation>Устарели фазы: %1 — их данные или начальное состояние изменились после фиксации. «Фаза ▸ Пересчитать устаревшие фазы» покажет, что изменится, прежде чем заменить просчёт.</translation>
    </message>
    <message>
        <source>Reopen phase %1? Its orders, votes and decisions stay; its trace becomes the draft again.</source>
        <translation>Открыть фазу %1 заново? Приказы, голоса и решения сохранятся; просчёт снова станет черновиком.</translation>
    </message>
    <message>
        <source>Save the new game as</source>
        <translation>Сохранить новую игру как</translation>
    </message>
    <message>
        <source>Open a game</source>
        <translation>Открыть игру</translation>
    </message>
    <message>
        <source>Import a scenario</source>
        <translation>Импорт сценария</translation>
    </message>
    <message>
        <source>Cannot import %1: %2</source>
        <translation>Не удаётся импортировать %1: %2</translation>
    </message>
    <message>
        <source>Opening %1…</source>
        <translation>Открываю %1…</translation>
    </message>
    <message>
        <source>Imported %1 as %2</source>
        <translation>%1 импортирован как %2</translation>
    </message>
    <message>
        <source>Export the game as a scenario</source>
        <translation>Экспорт игры в сценарий</translation>
    </message>
    <message>
        <source>Exported to %1</source>
        <translation>Экспортировано в %1</translation>
    </message>
    <message>
        <source>About</source>
        <translation>О программе</translation>
    </message>
    <message>
        <source>&amp;Balance</source>
        <translation>&amp;Баланс</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Клавиши</translation>
    </message>
    <message>
        <source>&amp;Rulings of the ruleset</source>
        <translation>&amp;Решения по правилам</translation>
    </message>
    <message>
        <source>Copy the HP &amp;matrix</source>
        <translation>Копировать &amp;таблицу хп</translation>
    </message>
    <message>
        <source>Copy the &amp;player table</source>
        <translation>Копировать таблицу &amp;игроков</translation>
    </message>
    <message>
        <source>Export the HP matrix as CSV…</source>
        <translation>Экспорт таблицы хп в CSV…</translation>
    </message>
    <message>
        <source>Export the player table as CSV…</source>
        <translation>Экспорт таблицы игроков в CSV…</translation>
    </message>
    <message>
        <source>Commit phase %1?

Executed: %2
Died: %3</source>
        <translation>Зафиксировать фазу %1?

Казнён: %2
Погибли: %3</translation>
    </message>
    <message>
        <source>Questions not answered: %1. Their seeded defaults will be committed.</source>
        <translation>Вопросов без ответа: %1 — будут зафиксированы значения по умолчанию (по зерну).</translation>
    </message>
    <message>
        <source>Re-resolve the stale phases (%1)? Each committed trace is replaced by the engine&apos;s resolution of the current inputs (the old one stays in the history).</source>
        <translation>Пересчитать устаревшие фазы (%1)? Зафиксированный просчёт каждой заменится просчётом движка по текущим данным (старый останется в истории).</translation>
    </message>
    <message>
        <source>Re-resolve stale phases</source>
        <translation>Пересчитать устаревшие фазы</translation>
    </message>
    <message>
        <source>Private messages of phase %1 were already marked sent to: %2. If the phase resolves differently, they must be corrected by hand.</source>
        <translation>Личные сообщения фазы %1 уже отмечены как отправленные: %2. Если фаза просчитается иначе, их придётся исправить вручную.</translation>
    </message>
    <message>
        <source>Cannot open: %1</source>
        <translation>Не удалось открыть: %1</translation>
    </message>
    <message>
        <source>Cannot import: %1</source>
        <translation>Не удалось импортировать: %1</translation>
    </message>
    <message>
        <source>Import scenario</source>
        <translation>Импорт сценария</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Клавиши</translation>
    </message>
    <message>
        <source>Rulings of the ruleset</source>
        <translation>Решения по правилам</translation>
    </message>
    <message>
        <source>Rows copied as tab-separated text: %1.</source>
        <translation>Скопировано строк: %1 (через табуляцию).</translation>
    </message>
    <message>
        <source>Export as CSV</source>
        <translation>Экспорт в CSV</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>Не удалось записать %1: %2</translation>
    </message>
    <message>
        <source>Rows exported: %1, to %2.</source>
        <translation>Строк выгружено: %1, файл %2.</translation>
    </message>
</context>
<context>
    <name>MessagesList</name>
    <message>
        <source>yes</source>
        <translation>да</translation>
    </message>
    <message>
        <source>no</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Кому</translation>
    </message>
    <message>
        <source>Delivered</source>
        <translation>Доставлено</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Текст</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Новая игра</translation>
    </message>
    <message>
        <source>e.g. Mafia Arena, autumn</source>
        <translation>напр. Мафия-арена, осень</translation>
    </message>
    <message>
        <source>Deal secret roles (seeded)</source>
        <translation>Раздать тайные роли (по зерну)</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Название</translation>
    </message>
    <message>
        <source>Ruleset</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Зерно</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <source>Public role</source>
        <translation>Явная роль</translation>
    </message>
    <message>
        <source>Secret role</source>
        <translation>Тайная роль</translation>
    </message>
    <message>
        <source>Setup choice</source>
        <translation>Выбор при раздаче</translation>
    </message>
    <message>
        <source>Items, level, traits</source>
        <translation>Товары, уровень, свойства</translation>
    </message>
    <message>
        <source>As in a scenario: level: 2, traits: [pierce], items: {armor: 1}</source>
        <translation>Как в сценарии: level: 2, traits: [pierce], items: {armor: 1}</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Игрок %1</translation>
    </message>
    <message>
        <source>Distribution for %1 players (%2): %3.</source>
        <translation>Раздача на %1 игроков (%2): %3.</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) pasted.</source>
        <translation>
            <numerusform>Вставлен %n игрок.</numerusform>
            <numerusform>Вставлены %n игрока.</numerusform>
            <numerusform>Вставлено %n игроков.</numerusform>
        </translation>
    </message>
    <message>
        <source>Read: %1.</source>
        <translation>Прочитаны: %1.</translation>
    </message>
    <message>
        <source>a heading</source>
        <translation>заголовок</translation>
    </message>
    <message>
        <source>not numbered</source>
        <translation>без номера</translation>
    </message>
    <message>
        <source>a sentence</source>
        <translation>фраза</translation>
    </message>
    <message>
        <source>a link</source>
        <translation>ссылка</translation>
    </message>
    <message>
        <source>decoration</source>
        <translation>оформление</translation>
    </message>
    <message>
        <source>Skipped: %1.</source>
        <translation>Пропущены: %1.</translation>
    </message>
    <message>
        <source>every player needs a name</source>
        <translation>у каждого игрока должно быть имя</translation>
    </message>
    <message>
        <source>two players have the same name</source>
        <translation>у двух игроков одинаковое имя</translation>
    </message>
    <message>
        <source>Paste roster</source>
        <translation>Вставить список</translation>
    </message>
    <message>
        <source>One player a line from the clipboard: a name, or a name and a public role (“Алиса — Монах”)</source>
        <translation>Игроки из буфера обмена, по одному на строку: имя или имя и явная роль («Алиса — Монах»)</translation>
    </message>
    <message>
        <source>(chooses in play)</source>
        <translation>(выберет в игре)</translation>
    </message>
    <message>
        <source>The clipboard has no roster (one player a line).</source>
        <translation>В буфере обмена нет списка игроков (по одному на строку).</translation>
    </message>
    <message>
        <source>Public role not recognised, pick it: %1</source>
        <translation>Явная роль не распознана, выберите её: %1</translation>
    </message>
    <message>
        <source>The deal matches the distribution table and the setup rulings.</source>
        <translation>Раздача соответствует таблице распределения и решениям по подготовке игры.</translation>
    </message>
</context>
<context>
    <name>OrderEditor</name>
    <message>
        <source>nothing to order in this phase</source>
        <translation>в этой фазе приказывать нечего</translation>
    </message>
    <message>
        <source>Other abilities…</source>
        <translation>Другие способности…</translation>
    </message>
    <message>
        <source>Also offer the abilities the actor cannot order in this phase (an order on another&apos;s behalf, a master&apos;s correction)</source>
        <translation>Показать и способности, которые актёр не может применить в этой фазе (приказ за другого, поправка мастера)</translation>
    </message>
    <message>
        <source>The player&apos;s message, if pasted (kept with the order)</source>
        <translation>Сообщение игрока, если вставлено (хранится с приказом)</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Новый</translation>
    </message>
    <message>
        <source>Actor</source>
        <translation>Кто</translation>
    </message>
    <message>
        <source>Ability</source>
        <translation>Способность</translation>
    </message>
    <message>
        <source>Targets</source>
        <translation>Цели</translation>
    </message>
    <message>
        <source>Submitted by</source>
        <translation>Прислал</translation>
    </message>
    <message>
        <source>Source text</source>
        <translation>Исходный текст</translation>
    </message>
    <message>
        <source>New order for phase %1</source>
        <translation>Новый приказ на фазу %1</translation>
    </message>
    <message>
        <source>Edit order %1</source>
        <translation>Изменение приказа %1</translation>
    </message>
    <message>
        <source>Save changes</source>
        <translation>Сохранить</translation>
    </message>
    <message>
        <source>the actor</source>
        <translation>сам исполнитель</translation>
    </message>
    <message>
        <source>(%1 left)</source>
        <translation>(осталось %1)</translation>
    </message>
    <message>
        <source>(not in this phase)</source>
        <translation>(не в этой фазе)</translation>
    </message>
    <message>
        <source>The engine rejects this target</source>
        <translation>Движок отклоняет эту цель</translation>
    </message>
    <message>
        <source>Choose the target.</source>
        <translation>Выберите цель.</translation>
    </message>
    <message>
        <source>The engine judges this order once the phases before it are committed.</source>
        <translation>Движок оценит этот приказ, когда предыдущие фазы будут зафиксированы.</translation>
    </message>
    <message>
        <source>The engine accepts this order.</source>
        <translation>Движок принимает этот приказ.</translation>
    </message>
    <message>
        <source>Accepted, but cancelled at step %1: %2</source>
        <translation>Принят, но отменён на шаге %1: %2</translation>
    </message>
    <message>
        <source>Rejected: %1</source>
        <translation>Отклонён: %1</translation>
    </message>
    <message>
        <source>&amp;Add order</source>
        <translation>&amp;Добавить приказ</translation>
    </message>
    <message>
        <source>Ctrl+Return in the editor, or Alt+A</source>
        <translation>Ctrl+Return в редакторе или Alt+Д</translation>
    </message>
    <message>
        <source>* not among the actor&apos;s abilities: the engine rejects it, the order is kept with the reason</source>
        <translation>* не из способностей персонажа: движок отклонит приказ, он сохранится с причиной</translation>
    </message>
    <message>
        <source>Adding it replaces order %1.</source>
        <translation>Этот приказ заменит приказ %1.</translation>
    </message>
</context>
<context>
    <name>OrdersModel</name>
    <message>
        <source>#</source>
        <translation>№</translation>
    </message>
    <message>
        <source>Actor</source>
        <translation>Кто</translation>
    </message>
    <message>
        <source>Ability</source>
        <translation>Способность</translation>
    </message>
    <message>
        <source>Targets</source>
        <translation>Цели</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Параметры</translation>
    </message>
    <message>
        <source>Submitted by</source>
        <translation>Прислал</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Причина</translation>
    </message>
    <message>
        <source>Edits</source>
        <translation>Правки</translation>
    </message>
    <message numerus="yes">
        <source>%n edit(s)</source>
        <translation>
            <numerusform>%n правка</numerusform>
            <numerusform>%n правки</numerusform>
            <numerusform>%n правок</numerusform>
        </translation>
    </message>
    <message>
        <source>Earlier versions:</source>
        <translation>Прежние версии:</translation>
    </message>
    <message>
        <source>Last edit: %1</source>
        <translation>Последняя правка: %1</translation>
    </message>
</context>
<context>
    <name>Outcomes</name>
    <message>
        <source>protected</source>
        <translation>защита</translation>
    </message>
    <message>
        <source>applied</source>
        <translation>применено</translation>
    </message>
    <message>
        <source>no effect</source>
        <translation>без эффекта</translation>
    </message>
    <message>
        <source>result chosen by the master</source>
        <translation>результат выбирает мастер</translation>
    </message>
    <message>
        <source>missed</source>
        <translation>промах</translation>
    </message>
    <message>
        <source>no damage</source>
        <translation>без урона</translation>
    </message>
</context>
<context>
    <name>Params</name>
    <message>
        <source>role</source>
        <translation>роль</translation>
    </message>
    <message>
        <source>victim</source>
        <translation>жертва</translation>
    </message>
    <message>
        <source>card</source>
        <translation>карта</translation>
    </message>
    <message>
        <source>cards</source>
        <translation>карты</translation>
    </message>
    <message>
        <source>damage</source>
        <translation>урон</translation>
    </message>
    <message>
        <source>choice</source>
        <translation>выбор</translation>
    </message>
    <message>
        <source>ability</source>
        <translation>способность</translation>
    </message>
    <message>
        <source>faction</source>
        <translation>фракция</translation>
    </message>
    <message>
        <source>target</source>
        <translation>цель</translation>
    </message>
    <message>
        <source>item</source>
        <translation>предмет</translation>
    </message>
    <message>
        <source>amount</source>
        <translation>количество</translation>
    </message>
    <message>
        <source>HP</source>
        <translation>хп</translation>
    </message>
    <message>
        <source>count</source>
        <translation>количество</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>да</translation>
    </message>
    <message>
        <source>no</source>
        <translation>нет</translation>
    </message>
</context>
<context>
    <name>ParamsForm</name>
    <message>
        <source>names, separated by commas</source>
        <translation>имена через запятую</translation>
    </message>
</context>
<context>
    <name>PasteOrdersDialog</name>
    <message>
        <source>Orders from a message</source>
        <translation>Заявки из сообщения</translation>
    </message>
    <message>
        <source>Paste the player&apos;s private message here</source>
        <translation>Вставьте сюда личное сообщение игрока</translation>
    </message>
    <message>
        <source>Read</source>
        <translation>Прочитать</translation>
    </message>
    <message>
        <source>Read the message (Ctrl+Return)</source>
        <translation>Прочитать сообщение (Ctrl+Return)</translation>
    </message>
    <message>
        <source>Accept</source>
        <translation>Принять</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Что</translation>
    </message>
    <message>
        <source>Actor</source>
        <translation>Кто</translation>
    </message>
    <message>
        <source>Ability</source>
        <translation>Способность</translation>
    </message>
    <message>
        <source>Targets</source>
        <translation>Цели</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Параметры</translation>
    </message>
    <message>
        <source>Words</source>
        <translation>Слова</translation>
    </message>
    <message>
        <source>Sure</source>
        <translation>Уверенность</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Вердикт</translation>
    </message>
    <message>
        <source>Drop</source>
        <translation>Убрать</translation>
    </message>
    <message>
        <source>Add accepted</source>
        <translation>Добавить принятые</translation>
    </message>
    <message>
        <source>From</source>
        <translation>От</translation>
    </message>
    <message>
        <source>Read as:</source>
        <translation>Прочитано так:</translation>
    </message>
    <message>
        <source>valid</source>
        <translation>принят</translation>
    </message>
    <message>
        <source>for phase %1: judged then</source>
        <translation>на фазу %1: проверка тогда</translation>
    </message>
    <message>
        <source>vote</source>
        <translation>голос</translation>
    </message>
    <message>
        <source>order</source>
        <translation>заявка</translation>
    </message>
    <message>
        <source>(phase %1)</source>
        <translation>(фаза %1)</translation>
    </message>
    <message>
        <source>Add accepted (%1)</source>
        <translation>Добавить принятые (%1)</translation>
    </message>
    <message numerus="yes">
        <source>%n proposal(s)</source>
        <translation>
            <numerusform>%n предложение</numerusform>
            <numerusform>%n предложения</numerusform>
            <numerusform>%n предложений</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n part(s) of the message not read (grey).</source>
        <translation>
            <numerusform>не прочитана %n часть сообщения (серым).</numerusform>
            <numerusform>не прочитаны %n части сообщения (серым).</numerusform>
            <numerusform>не прочитано %n частей сообщения (серым).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PhaseSummary</name>
    <message>
        <source>Phase %1</source>
        <translation>Фаза %1</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>никто</translation>
    </message>
    <message>
        <source>Executed: %1</source>
        <translation>Казнён: %1</translation>
    </message>
    <message>
        <source>frag: %1</source>
        <translation>фраг: %1</translation>
    </message>
    <message>
        <source>Died: %1</source>
        <translation>Погибли: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) for the master</source>
        <translation>
            <numerusform>%n вопрос мастеру</numerusform>
            <numerusform>%n вопроса мастеру</numerusform>
            <numerusform>%n вопросов мастеру</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayerTable</name>
    <message>
        <source>(since phase %1)</source>
        <translation>(с фазы %1)</translation>
    </message>
    <message>
        <source>Location</source>
        <translation>Где лежит</translation>
    </message>
    <message>
        <source>Filter players, roles, statuses…</source>
        <translation>Фильтр: игроки, роли, статусы…</translation>
    </message>
    <message>
        <source>Living only</source>
        <translation>Только живые</translation>
    </message>
    <message>
        <source>Hide secrets</source>
        <translation>Скрыть тайное</translation>
    </message>
    <message>
        <source>For screen sharing: show only what the town knows</source>
        <translation>Для показа экрана: только то, что знает город</translation>
    </message>
</context>
<context>
    <name>PlayerTableModel</name>
    <message>
        <source>#</source>
        <translation>№</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Public role</source>
        <translation>Явная роль</translation>
    </message>
    <message>
        <source>Secret role</source>
        <translation>Тайная роль</translation>
    </message>
    <message>
        <source>Faction</source>
        <translation>Фракция</translation>
    </message>
    <message>
        <source>HP</source>
        <translation>Хп</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Статус</translation>
    </message>
    <message>
        <source>Location</source>
        <translation>Где лежит</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>Отметки</translation>
    </message>
    <message>
        <source>Charges left</source>
        <translation>Осталось зарядов</translation>
    </message>
    <message>
        <source>Orders this phase</source>
        <translation>Приказы в фазу</translation>
    </message>
    <message>
        <source>%1 (town sees: %2)</source>
        <translation>%1 (город видит: %2)</translation>
    </message>
    <message>
        <source>True status: %1. The town sees: %2.</source>
        <translation>Настоящий статус: %1. Город видит: %2.</translation>
    </message>
    <message>
        <source>%1 of %2 HP</source>
        <translation>%1 из %2 хп</translation>
    </message>
</context>
<context>
    <name>PostPanel</name>
    <message>
        <source>BBCode (forum)</source>
        <translation>BBCode (форум)</translation>
    </message>
    <message>
        <source>Markdown (Discord)</source>
        <translation>Markdown (Discord)</translation>
    </message>
    <message>
        <source>when the next phase ends, e.g. “around 21:00 UTC”</source>
        <translation>когда закончится следующая фаза, например «около 21:00 (МСК)»</translation>
    </message>
    <message>
        <source>The deadline line at the end of the post (none when empty)</source>
        <translation>Строка о сроке в конце поста (пусто — без неё)</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Копировать</translation>
    </message>
    <message>
        <source>Copy the post to the clipboard, ready to paste</source>
        <translation>Скопировать пост в буфер обмена, готовый к вставке</translation>
    </message>
    <message>
        <source>Save to file…</source>
        <translation>Сохранить в файл…</translation>
    </message>
    <message>
        <source>Render anew</source>
        <translation>Сформировать заново</translation>
    </message>
    <message>
        <source>Show the post rendered now from the phase&apos;s trace instead of the version stored with it</source>
        <translation>Показать пост, сформированный сейчас по просчёту фазы, а не версию, сохранённую с ней</translation>
    </message>
    <message>
        <source>Copy next</source>
        <translation>Копировать следующее</translation>
    </message>
    <message>
        <source>Copy the next message not sent yet and mark it sent</source>
        <translation>Скопировать следующее неотправленное сообщение и отметить его отправленным</translation>
    </message>
    <message>
        <source>Copy the selected player&apos;s message and mark it sent</source>
        <translation>Скопировать сообщение выбранного игрока и отметить его отправленным</translation>
    </message>
    <message>
        <source>Checked: sent. Double-click to copy.</source>
        <translation>Галочка — отправлено. Двойной щелчок — скопировать.</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Формат</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Язык</translation>
    </message>
    <message>
        <source>Deadline</source>
        <translation>Срок</translation>
    </message>
    <message>
        <source>Public post</source>
        <translation>Публичный пост</translation>
    </message>
    <message>
        <source>Private messages</source>
        <translation>Личные сообщения</translation>
    </message>
    <message>
        <source>The post cannot be rendered: %1</source>
        <translation>Пост не сформировать: %1</translation>
    </message>
    <message>
        <source>Phase %1 has no resolution to post: %2</source>
        <translation>У фазы %1 нет просчёта для поста: %2</translation>
    </message>
    <message>
        <source>The post stored with phase %1 on %2.</source>
        <translation>Пост, сохранённый с фазой %1 (%2).</translation>
    </message>
    <message>
        <source>Rendered now it would differ (Render anew shows how).</source>
        <translation>Сформированный сейчас, он был бы другим («Сформировать заново» покажет).</translation>
    </message>
    <message>
        <source>Phase %1 is committed; this post is rendered now and is stored with the phase when you copy or save it.</source>
        <translation>Фаза %1 зафиксирована; пост сформирован сейчас и сохранится с фазой, когда вы его скопируете или сохраните в файл.</translation>
    </message>
    <message>
        <source>Phase %1 is not committed: a preview of its current resolution. Committing the phase stores its posts in this format and language.</source>
        <translation>Фаза %1 не зафиксирована: это предпросмотр её текущего просчёта. При фиксации фазы её посты сохраняются в этом формате и на этом языке.</translation>
    </message>
    <message>
        <source>%1 characters.</source>
        <translation>Символов: %1.</translation>
    </message>
    <message>
        <source>Discord takes %1 characters per message: Copy gives the post part by part.</source>
        <translation>Discord принимает %1 символов в сообщении: «Копировать» отдаст пост по частям.</translation>
    </message>
    <message>
        <source>Spoiler</source>
        <translation>Спойлер</translation>
    </message>
    <message>
        <source>sent</source>
        <translation>отправлено</translation>
    </message>
    <message>
        <source>not sent yet</source>
        <translation>ещё не отправлено</translation>
    </message>
    <message>
        <source>%1 of %2 sent</source>
        <translation>отправлено %1 из %2</translation>
    </message>
    <message>
        <source>nobody receives a message this phase</source>
        <translation>в этой фазе сообщений нет</translation>
    </message>
    <message>
        <source>Held until the player can receive them: %1</source>
        <translation>Ждут, пока игрок сможет их получить: %1</translation>
    </message>
    <message>
        <source>%1&apos;s message copied (%2 of %3 sent).</source>
        <translation>Сообщение для %1 скопировано (отправлено %2 из %3).</translation>
    </message>
    <message>
        <source>Copy part %1 of %2</source>
        <translation>Копировать часть %1 из %2</translation>
    </message>
    <message>
        <source>Copied to the clipboard (%1 characters).</source>
        <translation>Скопировано в буфер обмена (символов: %1).</translation>
    </message>
    <message>
        <source>Part %2 of %3 copied (%1 characters): paste it, then copy the next.</source>
        <translation>Часть %2 из %3 скопирована (символов: %1): вставьте её, затем копируйте следующую.</translation>
    </message>
    <message>
        <source>Save the post</source>
        <translation>Сохранить пост</translation>
    </message>
    <message>
        <source>Text (*.txt *.md);;All files (*)</source>
        <translation>Текст (*.txt *.md);;Все файлы (*)</translation>
    </message>
    <message>
        <source>Could not save the post to %1: %2</source>
        <translation>Не удалось сохранить пост в %1: %2</translation>
    </message>
    <message>
        <source>Saved to %1.</source>
        <translation>Сохранено в %1.</translation>
    </message>
    <message>
        <source>Phase %1 was just committed: its post is the one to publish (phase %2 is open; pick a phase above to see another).</source>
        <translation>Фаза %1 только что зафиксирована: публиковать нужно её пост (открыта фаза %2; другую фазу можно выбрать вверху).</translation>
    </message>
</context>
<context>
    <name>QuestionCard</name>
    <message>
        <source>Answered: %1</source>
        <translation>Ответ: %1</translation>
    </message>
    <message>
        <source>Not answered: the seeded default is used (%1)</source>
        <translation>Без ответа: используется значение по зерну (%1)</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Ответить</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Сбросить</translation>
    </message>
</context>
<context>
    <name>QuestionsPanel</name>
    <message>
        <source>The engine has no question for the master in this phase.</source>
        <translation>В этой фазе у движка нет вопросов мастеру.</translation>
    </message>
</context>
<context>
    <name>RejectedList</name>
    <message>
        <source>step %1: </source>
        <translation>шаг %1: </translation>
    </message>
    <message>
        <source>Order</source>
        <translation>Приказ</translation>
    </message>
    <message>
        <source>Actor</source>
        <translation>Кто</translation>
    </message>
    <message>
        <source>Ability</source>
        <translation>Способность</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Причина</translation>
    </message>
</context>
<context>
    <name>ResolutionViewer</name>
    <message>
        <source>All steps in the matrix</source>
        <translation>Все шаги в таблице</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Почему</translation>
    </message>
    <message>
        <source>Deaths</source>
        <translation>Смерти</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>Вопросы</translation>
    </message>
    <message>
        <source>Messages</source>
        <translation>Сообщения</translation>
    </message>
    <message>
        <source>Rejected</source>
        <translation>Отклонённые</translation>
    </message>
    <message>
        <source>HP after each step</source>
        <translation>Хп после каждого шага</translation>
    </message>
    <message>
        <source>Next step</source>
        <translation>Следующий шаг</translation>
    </message>
    <message>
        <source>Previous step</source>
        <translation>Предыдущий шаг</translation>
    </message>
    <message>
        <source>Next event</source>
        <translation>Следующее событие</translation>
    </message>
    <message>
        <source>Previous event</source>
        <translation>Предыдущее событие</translation>
    </message>
    <message>
        <source>Phase %1 cannot be resolved: %2</source>
        <translation>Фазу %1 нельзя просчитать: %2</translation>
    </message>
    <message>
        <source>Phase %1 — committed. This is the trace that was committed.</source>
        <translation>Фаза %1 — зафиксирована. Показан зафиксированный просчёт.</translation>
    </message>
    <message>
        <source>Phase %1 — committed, but STALE: its inputs or its start changed since. Re-resolve stale phases to bring it up to date.</source>
        <translation>Фаза %1 — зафиксирована, но УСТАРЕЛА: с тех пор изменились её приказы или начальное состояние. Пересчитайте устаревшие фазы.</translation>
    </message>
    <message>
        <source>Phase %1 — draft resolved and kept; commit it when you agree.</source>
        <translation>Фаза %1 — черновик просчитан и сохранён; зафиксируйте, когда согласны.</translation>
    </message>
    <message>
        <source>Phase %1 — live preview of the current orders (Resolve keeps it as a draft).</source>
        <translation>Фаза %1 — предварительный просчёт текущих приказов (кнопка «Просчитать» сохранит черновик).</translation>
    </message>
    <message>
        <source>Pick a player to see why they have their HP.</source>
        <translation>Выберите игрока, чтобы увидеть, откуда его хп.</translation>
    </message>
    <message>
        <source>%1: %2 HP after phase %3. Why:</source>
        <translation>%1: %2 хп после фазы %3. Почему:</translation>
    </message>
    <message>
        <source>Alive or out after each step</source>
        <translation>Жив или выбыл после каждого шага</translation>
    </message>
    <message>
        <source>alive</source>
        <translation>жив</translation>
    </message>
    <message>
        <source>out</source>
        <translation>выбыл</translation>
    </message>
    <message>
        <source>%1 is %2 after phase %3:</source>
        <translation>%1 после фазы %3: %2</translation>
    </message>
</context>
<context>
    <name>Resolving</name>
    <message>
        <source>resolving…</source>
        <translation>просчитывается…</translation>
    </message>
    <message>
        <source>Phase %1: resolving…</source>
        <translation>Фаза %1: просчитывается…</translation>
    </message>
</context>
<context>
    <name>Stale</name>
    <message>
        <source>nobody</source>
        <translation>никто</translation>
    </message>
    <message>
        <source>executed: %1 → %2</source>
        <translation>казнён: %1 → %2</translation>
    </message>
    <message>
        <source>%1: %2 → %3</source>
        <translation>%1: %2 → %3</translation>
    </message>
    <message>
        <source>%1: %2 → %3 HP</source>
        <translation>%1: %2 → %3 хп</translation>
    </message>
    <message>
        <source>alive</source>
        <translation>в игре</translation>
    </message>
    <message>
        <source>dead (frag: %1)</source>
        <translation>выбывает (фраг: %1)</translation>
    </message>
    <message>
        <source>Phase %1</source>
        <translation>Фаза %1</translation>
    </message>
    <message>
        <source>the same outcome</source>
        <translation>итог тот же</translation>
    </message>
</context>
<context>
    <name>StepEventsModel</name>
    <message>
        <source>Actor → target</source>
        <translation>Кто → кому</translation>
    </message>
    <message>
        <source>Ability</source>
        <translation>Способность</translation>
    </message>
    <message>
        <source>HP / result</source>
        <translation>Хп / итог</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Итог</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Примечания</translation>
    </message>
    <message>
        <source>Rulings</source>
        <translation>Решения</translation>
    </message>
</context>
<context>
    <name>StepListModel</name>
    <message>
        <source>Step</source>
        <translation>Шаг</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>События</translation>
    </message>
    <message numerus="yes">
        <source>%n HP change(s)</source>
        <translation>
            <numerusform>%n изменение хп</numerusform>
            <numerusform>%n изменения хп</numerusform>
            <numerusform>%n изменений хп</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n other action(s)</source>
        <translation>
            <numerusform>%n другое действие</numerusform>
            <numerusform>%n других действия</numerusform>
            <numerusform>%n других действий</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n order(s) cancelled</source>
        <translation>
            <numerusform>%n приказ отменён</numerusform>
            <numerusform>%n приказа отменено</numerusform>
            <numerusform>%n приказов отменено</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Steps</name>
    <message>
        <source>End</source>
        <translation>Конец</translation>
    </message>
    <message>
        <source>End of phase</source>
        <translation>Конец фазы</translation>
    </message>
</context>
<context>
    <name>ThreadPageDialog</name>
    <message>
        <source>Votes from a thread page</source>
        <translation>Голоса со страницы темы</translation>
    </message>
    <message>
        <source>Paste the day&apos;s thread page as copied from the browser (phpBB, Invision, vBulletin, XenForo, SMF, or quoted BBCode), or posts after &apos;=== Author&apos; lines. Nothing is applied until you press Apply.</source>
        <translation>Вставьте страницу темы дня, как она скопирована из браузера (phpBB, Invision, vBulletin, XenForo, SMF или цитаты BBCode), или посты после строк «=== Автор». Ничего не применяется, пока вы не нажмёте «Применить».</translation>
    </message>
    <message>
        <source>Edit as text</source>
        <translation>Править как текст</translation>
    </message>
    <message>
        <source>Write the posts found as &apos;=== Author | time&apos; lines, to fix a boundary</source>
        <translation>Записать найденные посты строками «=== Автор | время», чтобы поправить границу</translation>
    </message>
    <message>
        <source>Deadline</source>
        <translation>Дедлайн</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Автор</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Время</translation>
    </message>
    <message>
        <source>Votes read</source>
        <translation>Прочитанные голоса</translation>
    </message>
    <message>
        <source>Counted</source>
        <translation>Засчитан</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Текст</translation>
    </message>
    <message>
        <source>pasted text</source>
        <translation>вставленный текст</translation>
    </message>
    <message>
        <source>(abstains)</source>
        <translation>(воздерживается)</translation>
    </message>
    <message>
        <source>not a player</source>
        <translation>не игрок</translation>
    </message>
    <message>
        <source>after the deadline</source>
        <translation>после дедлайна</translation>
    </message>
    <message>
        <source>%1 post(s) found, %2 after the deadline. Tally: %3</source>
        <translation>Найдено постов: %1, после дедлайна: %2. Итог: %3</translation>
    </message>
</context>
<context>
    <name>ThreadVotesDialog</name>
    <message>
        <source>Votes from the thread</source>
        <translation>Голоса из темы</translation>
    </message>
    <message>
        <source>Paste the day&apos;s posts, each after a line &apos;=== Author&apos; (anything after a &apos;|&apos; on that line is a note, e.g. the time). Nothing is applied until you press Apply.</source>
        <translation>Вставьте сообщения дня, каждое после строки «=== Автор» (всё после «|» в этой строке — пометка, например время). Ничего не применяется, пока вы не нажмёте «Применить».</translation>
    </message>
    <message>
        <source>The day&apos;s vote</source>
        <translation>Голосование дня</translation>
    </message>
    <message>
        <source>The revote (after a tie)</source>
        <translation>Переголосование (после ничьей)</translation>
    </message>
    <message>
        <source>#</source>
        <translation>№</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Автор</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Вердикт</translation>
    </message>
    <message>
        <source>Text it matched</source>
        <translation>Распознанный текст</translation>
    </message>
    <message>
        <source>pasted text</source>
        <translation>вставленный текст</translation>
    </message>
    <message>
        <source>tie: a revote</source>
        <translation>ничья: переголосование</translation>
    </message>
    <message>
        <source>Tally</source>
        <translation>Итог</translation>
    </message>
</context>
<context>
    <name>UndoLabels</name>
    <message>
        <source>Add order</source>
        <translation>Добавить заявку</translation>
    </message>
    <message>
        <source>Edit order</source>
        <translation>Изменить заявку</translation>
    </message>
    <message>
        <source>Withdraw order</source>
        <translation>Отозвать заявку</translation>
    </message>
    <message>
        <source>Restore order</source>
        <translation>Вернуть заявку</translation>
    </message>
    <message>
        <source>Add order (%1: %2)</source>
        <translation>Добавить заявку (%1: %2)</translation>
    </message>
    <message>
        <source>Edit order (%1: %2)</source>
        <translation>Изменить заявку (%1: %2)</translation>
    </message>
    <message>
        <source>Withdraw order (%1: %2)</source>
        <translation>Отозвать заявку (%1: %2)</translation>
    </message>
    <message>
        <source>Restore order (%1: %2)</source>
        <translation>Вернуть заявку (%1: %2)</translation>
    </message>
    <message>
        <source>Vote (%1 → %2)</source>
        <translation>Голос (%1 → %2)</translation>
    </message>
    <message>
        <source>Remove vote (%1)</source>
        <translation>Убрать голос (%1)</translation>
    </message>
    <message>
        <source>Master&apos;s decision</source>
        <translation>Решение мастера</translation>
    </message>
    <message>
        <source>Answers to questions: %1</source>
        <translation>Ответы на вопросы: %1</translation>
    </message>
    <message>
        <source>Ruling (%1)</source>
        <translation>Решение по правилам (%1)</translation>
    </message>
    <message>
        <source>Change the players</source>
        <translation>Изменить игроков</translation>
    </message>
    <message>
        <source>Rename the game</source>
        <translation>Переименовать игру</translation>
    </message>
    <message>
        <source>Messages marked sent: %1</source>
        <translation>Отмечено отправленными: %1</translation>
    </message>
    <message>
        <source>Messages marked not sent: %1</source>
        <translation>Снята отметка «отправлено»: %1</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>Правка</translation>
    </message>
</context>
<context>
    <name>VoteLine</name>
    <message>
        <source>Vote: «Алиса Лев» + Enter</source>
        <translation>Голос: «Алиса Лев» + Enter</translation>
    </message>
    <message>
        <source>The voter and the candidate, a name&apos;s beginning is enough; «-» after the voter: abstains</source>
        <translation>Кто голосует и за кого, достаточно начала имени; «-» после голосующего — воздерживается</translation>
    </message>
    <message>
        <source>Vote: «%1 %2» + Enter</source>
        <translation>Голос: «%1 %2» + Enter</translation>
    </message>
</context>
<context>
    <name>VotesModel</name>
    <message>
        <source>Voter</source>
        <translation>Голосующий</translation>
    </message>
    <message>
        <source>Candidate</source>
        <translation>За кого</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>Вес</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Примечания</translation>
    </message>
</context>
<context>
    <name>VotesPanel</name>
    <message>
        <source>Votes</source>
        <translation>Голоса</translation>
    </message>
    <message>
        <source>Set vote</source>
        <translation>Записать голос</translation>
    </message>
    <message>
        <source>Sold</source>
        <translation>Продан</translation>
    </message>
    <message>
        <source>The vote paid for a purchase: it is not counted</source>
        <translation>Голос потрачен на покупку: он не учитывается</translation>
    </message>
    <message>
        <source>Tally: %1</source>
        <translation>Итог: %1</translation>
    </message>
    <message>
        <source>No resolution: the tally is unknown.</source>
        <translation>Нет просчёта: итог голосования неизвестен.</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>никто</translation>
    </message>
    <message>
        <source>Tally: %1. Cast: %2. Executed: %3.</source>
        <translation>Итог: %1. Всего голосов: %2. Казнён: %3.</translation>
    </message>
    <message>
        <source>With %1 alive, it takes %2 to lynch.</source>
        <translation>Живых %1: для линча нужно %2.</translation>
    </message>
    <message>
        <source>(abstains)</source>
        <translation>(воздерживается)</translation>
    </message>
    <message>
        <source>Not a vote: %1</source>
        <translation>Не голос: %1</translation>
    </message>
    <message>
        <source>From the thread…</source>
        <translation>Из темы…</translation>
    </message>
    <message>
        <source>Paste the day&apos;s posts and read the votes</source>
        <translation>Вставить сообщения дня и прочитать голоса</translation>
    </message>
</context>
<context>
    <name>WhatIf</name>
    <message>
        <source>Compare</source>
        <translation>Сравнить</translation>
    </message>
    <message>
        <source>Adopt for this game</source>
        <translation>Принять для игры</translation>
    </message>
    <message>
        <source>Make this option the game&apos;s ruling (committed phases become stale until re-resolved)</source>
        <translation>Сделать этот вариант решением для всей игры (зафиксированные фазы устареют до пересчёта)</translation>
    </message>
    <message>
        <source>Ruling</source>
        <translation>Решение</translation>
    </message>
    <message>
        <source>what if</source>
        <translation>что если</translation>
    </message>
    <message>
        <source>In force: %1</source>
        <translation>Действует: %1</translation>
    </message>
    <message>
        <source>No difference in this phase: every HP and frag is the same.</source>
        <translation>В этой фазе разницы нет: все хп и фраги совпадают.</translation>
    </message>
    <message>
        <source>No difference in this phase: every death and frag is the same.</source>
        <translation>В этой фазе разницы нет: все смерти и фраги совпадают.</translation>
    </message>
    <message>
        <source>Deaths: %1</source>
        <translation>Смерти: %1</translation>
    </message>
    <message>
        <source>Adopt ruling</source>
        <translation>Принять решение</translation>
    </message>
    <message>
        <source>Checking which rulings change this phase…</source>
        <translation>Проверяю, какие решения меняют эту фазу…</translation>
    </message>
    <message>
        <source>As ruled: %1</source>
        <translation>Как решено: %1</translation>
    </message>
    <message>
        <source>What if: %1</source>
        <translation>Что если: %1</translation>
    </message>
    <message>
        <source>Cells that differ: %1 (players: %2).</source>
        <translation>Различаются ячеек: %1 (игроки: %2).</translation>
    </message>
    <message>
        <source>Use “%1” for the whole game? Committed phases become stale until they are re-resolved.</source>
        <translation>Принять «%1» для всей игры? Зафиксированные фазы устареют, пока их не пересчитают.</translation>
    </message>
</context>
<context>
    <name>Why</name>
    <message>
        <source>start of the phase</source>
        <translation>начало фазы</translation>
    </message>
    <message>
        <source>rulings: %1</source>
        <translation>решения: %1</translation>
    </message>
</context>
<context>
    <name>WhyModel</name>
    <message>
        <source>Step</source>
        <translation>Шаг</translation>
    </message>
    <message>
        <source>HP</source>
        <translation>Хп</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Итог</translation>
    </message>
    <message>
        <source>Who, what, notes</source>
        <translation>Кто, что, примечания</translation>
    </message>
</context>
<context>
    <name>Workspace</name>
    <message>
        <source>Orders and votes</source>
        <translation>Приказы и голоса</translation>
    </message>
    <message>
        <source>Resolution</source>
        <translation>Просчёт</translation>
    </message>
    <message>
        <source>Post</source>
        <translation>Пост</translation>
    </message>
    <message>
        <source>What-if</source>
        <translation>Что если</translation>
    </message>
    <message>
        <source>Secrets are hidden for screen sharing.
Turn off “Hide secrets” (Ctrl+Shift+H) to see orders and the resolution.</source>
        <translation>Тайное скрыто для показа экрана.
Отключите «Скрыть тайное» (Ctrl+Shift+H), чтобы увидеть приказы и просчёт.</translation>
    </message>
    <message>
        <source>Balance</source>
        <translation>Баланс</translation>
    </message>
</context>
</TS>

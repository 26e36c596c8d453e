<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>BalancePanel</name>
    <message numerus="yes">
        <source>Running %n game(s)…</source>
        <translation>
            <numerusform>Running %n game…</numerusform>
            <numerusform>Running %n games…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Done: %n game(s) per run.</source>
        <translation>
            <numerusform>Done: %n game per run.</numerusform>
            <numerusform>Done: %n games per run.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message numerus="yes">
        <source>%n player(s) pasted.</source>
        <translation>
            <numerusform>%n player pasted.</numerusform>
            <numerusform>%n players pasted.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OrdersModel</name>
    <message numerus="yes">
        <source>%n edit(s)</source>
        <translation>
            <numerusform>%n edit</numerusform>
            <numerusform>%n edits</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PasteOrdersDialog</name>
    <message numerus="yes">
        <source>%n proposal(s)</source>
        <translation>
            <numerusform>%n proposal</numerusform>
            <numerusform>%n proposals</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n part(s) of the message not read (grey).</source>
        <translation>
            <numerusform>%n part of the message not read (grey).</numerusform>
            <numerusform>%n parts of the message not read (grey).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PhaseSummary</name>
    <message numerus="yes">
        <source>%n question(s) for the master</source>
        <translation>
            <numerusform>%n question for the master</numerusform>
            <numerusform>%n questions for the master</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StepListModel</name>
    <message numerus="yes">
        <source>%n HP change(s)</source>
        <translation>
            <numerusform>%n HP change</numerusform>
            <numerusform>%n HP changes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n other action(s)</source>
        <translation>
            <numerusform>%n other action</numerusform>
            <numerusform>%n other actions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n order(s) cancelled</source>
        <translation>
            <numerusform>%n order cancelled</numerusform>
            <numerusform>%n orders cancelled</numerusform>
        </translation>
    </message>
</context>
</TS>

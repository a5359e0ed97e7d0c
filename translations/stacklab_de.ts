<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>Cli</name>
    <message>
        <source>Usage: stacklab-cli COMMAND [OPTIONS]</source>
        <translation>Aufruf: stacklab-cli BEFEHL [OPTIONEN]</translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation>Befehle:</translation>
    </message>
    <message>
        <source>Run stacklab-cli COMMAND --help for the options of a command.</source>
        <translation>stacklab-cli BEFEHL --help zeigt die Optionen eines Befehls.</translation>
    </message>
    <message>
        <source>stacklab-cli: unknown command &apos;%1&apos;.</source>
        <translation>stacklab-cli: unbekannter Befehl „%1“.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>StackLab</source>
        <translation>StackLab</translation>
    </message>
</context>
</TS>

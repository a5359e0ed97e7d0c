<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AboutCommand</name>
    <message>
        <source>Usage: stacklab-cli about [--json]</source>
        <translation>Aufruf: stacklab-cli about [--json]</translation>
    </message>
    <message>
        <source>Prints StackLab&apos;s version, where each file it loads at run time was looked for (the helper, the translations, the virtual lab&apos;s scripts, the fio job files) and whether it is there, and the published sources the lab follows.</source>
        <translation>Gibt die Version von StackLab aus, wo jede Datei gesucht wurde, die es zur Laufzeit lädt (der Helfer, die Übersetzungen, die Skripte des virtuellen Labs, die fio-Jobdateien), ob sie vorhanden ist, und die veröffentlichten Quellen, denen das Lab folgt.</translation>
    </message>
    <message>
        <source>print the same as one JSON object</source>
        <translation>dasselbe als ein JSON-Objekt ausgeben</translation>
    </message>
    <message>
        <source>Exit codes: 0 every file was found, 1 a file is missing.</source>
        <translation>Exit-Codes: 0 jede Datei wurde gefunden, 1 eine Datei fehlt.</translation>
    </message>
    <message>
        <source>about: unknown option &apos;%1&apos;.</source>
        <translation>about: unbekannte Option &apos;%1&apos;.</translation>
    </message>
</context>
<context>
    <name>AboutDialog</name>
    <message>
        <source>About StackLab</source>
        <translation>Über StackLab</translation>
    </message>
    <message>
        <source>StackLab %1</source>
        <translation>StackLab %1</translation>
    </message>
    <message>
        <source>Installed in %1</source>
        <translation>Installiert in %1</translation>
    </message>
    <message>
        <source>Running from the build tree %1</source>
        <translation>Läuft aus dem Build-Verzeichnis %1</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>fehlt</translation>
    </message>
    <message>
        <source>The lab follows these published sources</source>
        <translation>Das Lab folgt diesen veröffentlichten Quellen</translation>
    </message>
</context>
<context>
    <name>AboutInfo</name>
    <message>
        <source>A lab bench for Linux storage: build mdadm, LVM, ZFS and btrfs stacks on the same disks, pull a disk, time the rebuild and compare.</source>
        <translation>Eine Laborbank für Linux-Speicher: mdadm-, LVM-, ZFS- und btrfs-Stacks auf denselben Datenträgern bauen, einen Datenträger ziehen, den Rebuild messen und vergleichen.</translation>
    </message>
    <message>
        <source>StackLab %1</source>
        <translation>StackLab %1</translation>
    </message>
    <message>
        <source>Installed in %1</source>
        <translation>Installiert in %1</translation>
    </message>
    <message>
        <source>Running from the build tree %1</source>
        <translation>Läuft aus dem Build-Verzeichnis %1</translation>
    </message>
    <message>
        <source>(missing)</source>
        <translation>(fehlt)</translation>
    </message>
    <message>
        <source>The lab follows these published sources:</source>
        <translation>Das Lab folgt diesen veröffentlichten Quellen:</translation>
    </message>
</context>
<context>
    <name>AdviseCommand</name>
    <message>
        <source>what matters most, comma-separated: space, rebuild, risk, snapshots, growth</source>
        <translation>was am meisten zählt, durch Kommas getrennt: space, rebuild, risk, snapshots, growth</translation>
    </message>
    <message>
        <source>show this help</source>
        <translation>diese Hilfe anzeigen</translation>
    </message>
    <message>
        <source>Usage: stacklab-cli advise (--disks ID,… | --disk-sizes 4x8TB) [--care space,rebuild,risk,snapshots,growth] [--fill 50%] [--json]</source>
        <translation>Aufruf: stacklab-cli advise (--disks ID,… | --disk-sizes 4x8TB) [--care space,rebuild,risk,snapshots,growth] [--fill 50%] [--json]</translation>
    </message>
    <message>
        <source>advise: unexpected argument &apos;%1&apos; (advise ranks every stack; use predict for one)</source>
        <translation>advise: unerwartetes Argument &apos;%1&apos; (advise bewertet jeden Stack; für einen einzelnen predict verwenden)</translation>
    </message>
    <message numerus="yes">
        <source>advise: no stack fits %n disk(s): most need at least 2, ZFS raidz1 3.</source>
        <translation>
            <numerusform>advise: kein Stack passt auf %n Platte: die meisten brauchen mindestens 2, ZFS raidz1 3.</numerusform>
            <numerusform>advise: kein Stack passt auf %n Platten: die meisten brauchen mindestens 2, ZFS raidz1 3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n disk(s), %1 raw. Ranked by space %2, rebuild %3, risk %4, snapshots %5, growth %6.</source>
        <translation>
            <numerusform>%n Platte, %1 roh. Gewichtet nach Platz %2, Rebuild %3, Risiko %4, Snapshots %5, Wachstum %6.</numerusform>
            <numerusform>%n Platten, %1 roh. Gewichtet nach Platz %2, Rebuild %3, Risiko %4, Snapshots %5, Wachstum %6.</numerusform>
        </translation>
    </message>
    <message>
        <source>score %1, usable %2</source>
        <translation>Wertung %1, nutzbar %2</translation>
    </message>
</context>
<context>
    <name>BenchCommand</name>
    <message>
        <source>Usage: stacklab-cli bench JOBFILE [--env K=V]... [--output-format=normal|json] [--ignore-unsupported]</source>
        <translation>Aufruf: stacklab-cli bench JOBDATEI [--env K=V]... [--output-format=normal|json] [--ignore-unsupported]</translation>
    </message>
    <message>
        <source>Runs a fio job file on StackLab&apos;s io_uring engine and prints fio-compatible results.</source>
        <translation>Führt eine fio-Jobdatei auf der io_uring-Engine von StackLab aus und gibt fio-kompatible Ergebnisse aus.</translation>
    </message>
    <message>
        <source>  --env K=V               set ${K} for the job file (overrides the environment)</source>
        <translation>  --env K=V               setzt ${K} für die Jobdatei (hat Vorrang vor der Umgebung)</translation>
    </message>
    <message>
        <source>  --output-format=FORMAT  normal (fio&apos;s summary) or json (fio&apos;s JSON field names)</source>
        <translation>  --output-format=FORMAT  normal (Zusammenfassung von fio) oder json (JSON-Feldnamen von fio)</translation>
    </message>
    <message>
        <source>  --ignore-unsupported    skip unsupported options with a warning instead of failing</source>
        <translation>  --ignore-unsupported    überspringt nicht unterstützte Optionen mit Warnung, statt abzubrechen</translation>
    </message>
    <message>
        <source>Exit codes: 0 all jobs ran, 1 a job failed or the run was cancelled, 2 bad arguments or job file.</source>
        <translation>Exit-Codes: 0 alle Jobs liefen, 1 ein Job schlug fehl oder der Lauf wurde abgebrochen, 2 ungültige Argumente oder Jobdatei.</translation>
    </message>
    <message>
        <source>stacklab-cli bench: unknown output format &apos;%1&apos;: use normal or json</source>
        <translation>stacklab-cli bench: unbekanntes Ausgabeformat &apos;%1&apos;: Verwenden Sie normal oder json</translation>
    </message>
    <message>
        <source>stacklab-cli bench: --env needs K=V</source>
        <translation>stacklab-cli bench: --env erwartet K=V</translation>
    </message>
    <message>
        <source>stacklab-cli bench: --env &apos;%1&apos; is not K=V</source>
        <translation>stacklab-cli bench: --env &apos;%1&apos; hat nicht die Form K=V</translation>
    </message>
    <message>
        <source>stacklab-cli bench: unknown option &apos;%1&apos;</source>
        <translation>stacklab-cli bench: unbekannte Option &apos;%1&apos;</translation>
    </message>
    <message>
        <source>stacklab-cli bench: one job file only (&apos;%1&apos; is extra)</source>
        <translation>stacklab-cli bench: nur eine Jobdatei erlaubt (&apos;%1&apos; ist überzählig)</translation>
    </message>
    <message>
        <source>stacklab-cli bench: cannot read %1: %2</source>
        <translation>stacklab-cli bench: %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>notice: %1</source>
        <translation>Hinweis: %1</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>Warnung: %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>stacklab-cli bench: cancelled</source>
        <translation>stacklab-cli bench: abgebrochen</translation>
    </message>
    <message>
        <source>%1: %2 more verify failures not listed</source>
        <translation>%1: %2 weitere Prüffehler nicht aufgeführt</translation>
    </message>
</context>
<context>
    <name>BlkidProbe</name>
    <message>
        <source>signatures unknown: run as root to read %1</source>
        <translation>Signaturen unbekannt: zum Lesen von %1 als root ausführen</translation>
    </message>
    <message>
        <source>signatures unknown: the system refuses to open %1 even to root (device access is restricted here, as in a container)</source>
        <translation>Signaturen unbekannt: Das System verweigert das Öffnen von %1 selbst für root (Gerätezugriff ist hier eingeschränkt, wie in einem Container)</translation>
    </message>
    <message>
        <source>no medium in %1</source>
        <translation>kein Medium in %1</translation>
    </message>
    <message>
        <source>signatures unknown: cannot open %1: %2</source>
        <translation>Signaturen unbekannt: %1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>signatures unknown: libblkid could not probe %1</source>
        <translation>Signaturen unbekannt: libblkid konnte %1 nicht prüfen</translation>
    </message>
</context>
<context>
    <name>BlockStack</name>
    <message>
        <source>the active swap file %1</source>
        <translation>die aktive Swap-Datei %1</translation>
    </message>
    <message>
        <source>the imported ZFS pool %1</source>
        <translation>der importierte ZFS-Pool %1</translation>
    </message>
    <message>
        <source>%1, the backing file of %2, which holds the system</source>
        <translation>%1, die Backing-Datei von %2 (enthält das System)</translation>
    </message>
</context>
<context>
    <name>BtrfsRecipe</name>
    <message>
        <source>btrfs raid1 (data and metadata mirrored)</source>
        <translation>btrfs raid1 (Daten und Metadaten gespiegelt)</translation>
    </message>
    <message>
        <source>btrfs raid10 (data and metadata)</source>
        <translation>btrfs raid10 (Daten und Metadaten)</translation>
    </message>
    <message>
        <source>btrfs raid5 data with raid1 metadata (discouraged upstream)</source>
        <translation>btrfs raid5 für Daten mit raid1 für Metadaten (von Upstream nicht empfohlen)</translation>
    </message>
    <message>
        <source>degraded-mount must be yes or no, got &apos;%1&apos;</source>
        <translation>degraded-mount muss yes oder no sein, erhalten: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>devid must be a btrfs device id (1, 2, …), got &apos;%1&apos;</source>
        <translation>devid muss eine btrfs-Geräte-ID sein (1, 2, …), erhalten: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>Make a btrfs filesystem: data %1, metadata %2</source>
        <translation>btrfs-Dateisystem anlegen: Daten %1, Metadaten %2</translation>
    </message>
    <message>
        <source>all data on %1</source>
        <translation>alle Daten auf %1</translation>
    </message>
    <message>
        <source>No initial sync: btrfs writes both copies as data arrives.</source>
        <translation>Keine Erstsynchronisation: btrfs schreibt beide Kopien, sobald Daten eintreffen.</translation>
    </message>
    <message>
        <source>Register the member devices with the kernel</source>
        <translation>Mitgliedsgeräte beim Kernel registrieren</translation>
    </message>
    <message>
        <source>Without udev the kernel does not know the other members until they are scanned (FACTS).</source>
        <translation>Ohne udev kennt der Kernel die anderen Mitglieder erst nach einem Scan (FACTS).</translation>
    </message>
    <message>
        <source>Take a read-only snapshot of %1</source>
        <translation>Schreibgeschützten Snapshot von %1 erstellen</translation>
    </message>
    <message>
        <source>List the subvolumes</source>
        <translation>Subvolumes auflisten</translation>
    </message>
    <message>
        <source>Show the error counters per device</source>
        <translation>Fehlerzähler pro Gerät anzeigen</translation>
    </message>
    <message>
        <source>No spare disk was chosen: choose one to replace onto.</source>
        <translation>Kein Ersatzlaufwerk gewählt: Wählen Sie eines als Ersatzziel.</translation>
    </message>
    <message>
        <source>Register the surviving members with the kernel</source>
        <translation>Verbliebene Mitglieder beim Kernel registrieren</translation>
    </message>
    <message>
        <source>A degraded mount finds the other members only after they are scanned (FACTS).</source>
        <translation>Ein degradierter Mount findet die anderen Mitglieder erst nach einem Scan (FACTS).</translation>
    </message>
    <message>
        <source>Mount the survivors degraded</source>
        <translation>Verbliebene Geräte degradiert einhängen</translation>
    </message>
    <message>
        <source>Replace device %1 (%2) with %3 and wait</source>
        <translation>Gerät %1 (%2) durch %3 ersetzen und warten</translation>
    </message>
    <message>
        <source>Convert any single chunks back to %1</source>
        <translation>Verbliebene single-Chunks zurück in %1 umwandeln</translation>
    </message>
    <message>
        <source>After a degraded read-write mount (mount -o degraded, after btrfs device scan of the survivors) a 2-device raid1 writes single chunks; soft converts only those.</source>
        <translation>Nach einem degradierten Read-Write-Mount (mount -o degraded, nach btrfs device scan der verbliebenen Geräte) schreibt ein raid1 aus 2 Geräten single-Chunks; soft wandelt nur diese um.</translation>
    </message>
    <message>
        <source>Show the devices of the filesystem</source>
        <translation>Geräte des Dateisystems anzeigen</translation>
    </message>
    <message>
        <source>Scrub %1 and wait for it</source>
        <translation>Scrub von %1 ausführen und abwarten</translation>
    </message>
    <message>
        <source>Remove the btrfs signature from %1</source>
        <translation>btrfs-Signatur von %1 entfernen</translation>
    </message>
    <message>
        <source>the btrfs filesystem on %1</source>
        <translation>das btrfs-Dateisystem auf %1</translation>
    </message>
    <message>
        <source>Show the data the filesystem holds</source>
        <translation>Die Daten zeigen, die das Dateisystem hält</translation>
    </message>
    <message>
        <source>Show the per-device error counters</source>
        <translation>Die Fehlerzähler je Gerät zeigen</translation>
    </message>
    <message>
        <source>Show what the scrub found and corrected</source>
        <translation>Zeigen, was der Scrub fand und korrigierte</translation>
    </message>
    <message>
        <source>Register the devices with the kernel</source>
        <translation>Die Geräte beim Kernel anmelden</translation>
    </message>
    <message>
        <source>Mount %1, degraded if a member is missing</source>
        <translation>%1 einhängen, degradiert, falls ein Mitglied fehlt</translation>
    </message>
    <message>
        <source>-o degraded only allows a missing member, it changes nothing when all are there; an interrupted replace resumes at the mount.</source>
        <translation>-o degraded erlaubt nur ein fehlendes Mitglied und ändert nichts, wenn alle da sind; ein unterbrochenes replace läuft beim Einhängen weiter.</translation>
    </message>
    <message>
        <source>Wait for an interrupted replace to finish</source>
        <translation>Warten, bis ein unterbrochenes replace fertig ist</translation>
    </message>
    <message>
        <source>Start the replace onto %1 again</source>
        <translation>Das Ersetzen auf %1 noch einmal starten</translation>
    </message>
    <message>
        <source>Give %1&apos;s half-empty data block groups back to unallocated space</source>
        <translation>Die halb leeren Daten-Blockgruppen von %1 an den unbelegten Platz zurückgeben</translation>
    </message>
    <message>
        <source>Only after the first replace failed: a replace that found no room to set a block group read-only (ENOSPC: data block groups allocated far ahead of the data) is started once more after the balance gave the unused space back. Any other failure fails again here, in the tool&apos;s own words.</source>
        <translation>Nur wenn der erste Replace scheiterte: ein Replace, der keinen Platz fand, um eine Blockgruppe schreibgeschützt zu setzen (ENOSPC: Daten-Blockgruppen weit vor den Daten belegt), startet erneut, nachdem der Balance den ungenutzten Platz zurückgegeben hat. Jeder andere Fehler scheitert hier noch einmal, in den Worten des Werkzeugs.</translation>
    </message>
</context>
<context>
    <name>BtrfsStatusParser</name>
    <message>
        <source>not a btrfs replace status line</source>
        <translation>keine Statuszeile von btrfs replace</translation>
    </message>
    <message>
        <source>empty input: no btrfs replace status line</source>
        <translation>leere Eingabe: keine Statuszeile von btrfs replace</translation>
    </message>
    <message>
        <source>expected &quot;Key: value&quot;</source>
        <translation>&quot;Schlüssel: Wert&quot; erwartet</translation>
    </message>
    <message>
        <source>unreadable value</source>
        <translation>unlesbarer Wert</translation>
    </message>
    <message>
        <source>no UUID line: not btrfs scrub status output</source>
        <translation>keine UUID-Zeile: keine Ausgabe von btrfs scrub status</translation>
    </message>
</context>
<context>
    <name>BuildPage</name>
    <message>
        <source>Copy as script</source>
        <translation>Als Skript kopieren</translation>
    </message>
    <message>
        <source>Save script…</source>
        <translation>Skript speichern…</translation>
    </message>
    <message>
        <source>Run step</source>
        <translation>Schritt ausführen</translation>
    </message>
    <message>
        <source>Run phase</source>
        <translation>Phase ausführen</translation>
    </message>
    <message>
        <source>Copied the %1 plan as a shell script</source>
        <translation>Plan für %1 als Shell-Skript kopiert</translation>
    </message>
    <message>
        <source>Member disks (in the order checked):</source>
        <translation>Mitgliedslaufwerke (in Auswahlreihenfolge):</translation>
    </message>
    <message>
        <source>Spare:</source>
        <translation>Ersatzlaufwerk:</translation>
    </message>
    <message>
        <source>Red steps destroy data; ★ marks the commands a person types.</source>
        <translation>Rote Schritte zerstören Daten; ★ kennzeichnet die Befehle, die man von Hand eingibt.</translation>
    </message>
    <message>
        <source>Build</source>
        <translation>Aufbauen</translation>
    </message>
    <message>
        <source>Check the member disks in the list on the left to see the plan.</source>
        <translation>Markieren Sie die Mitgliedslaufwerke in der Liste links, um den Plan zu sehen.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n step(s)</source>
        <translation>
            <numerusform>%1: %n Schritt</numerusform>
            <numerusform>%1: %n Schritte</numerusform>
        </translation>
    </message>
    <message>
        <source>Save the plan as a script</source>
        <translation>Plan als Skript speichern</translation>
    </message>
    <message>
        <source>Cannot write %1: %2. Choose another place.</source>
        <translation>%1 kann nicht geschrieben werden: %2. Wählen Sie einen anderen Ort.</translation>
    </message>
    <message>
        <source>Saved the plan as %1</source>
        <translation>Plan als %1 gespeichert</translation>
    </message>
    <message>
        <source>Steps finished</source>
        <translation>Schritte abgeschlossen</translation>
    </message>
    <message>
        <source>The plan stopped</source>
        <translation>Der Plan wurde angehalten</translation>
    </message>
    <message>
        <source>%1 / %2 failed: %3</source>
        <translation>%1 / %2 fehlgeschlagen: %3</translation>
    </message>
    <message>
        <source>Leave this walk</source>
        <translation>Diesen Durchgang verlassen</translation>
    </message>
    <message>
        <source>Forget this stack&apos;s walk without tearing it down (its disks stay as they are).</source>
        <translation>Den Durchgang dieses Stacks vergessen, ohne ihn abzubauen (seine Laufwerke bleiben, wie sie sind).</translation>
    </message>
    <message>
        <source>left on the Build page without a teardown</source>
        <translation>auf der Seite „Aufbauen“ ohne Abbau verlassen</translation>
    </message>
    <message>
        <source>Torn down</source>
        <translation>Abgebaut</translation>
    </message>
    <message>
        <source>Run next: %1</source>
        <translation>Als Nächstes: %1</translation>
    </message>
    <message numerus="yes">
        <source>This lab&apos;s stack: %1 on %n disk(s), recorded in %2. Its phases are offered in order; teardown runs from any state.</source>
        <translation>
            <numerusform>Stack dieses Labs: %1 auf %n Laufwerk, aufgezeichnet in %2. Seine Phasen werden der Reihe nach angeboten; der Abbau läuft aus jedem Zustand.</numerusform>
            <numerusform>Stack dieses Labs: %1 auf %n Laufwerken, aufgezeichnet in %2. Seine Phasen werden der Reihe nach angeboten; der Abbau läuft aus jedem Zustand.</numerusform>
        </translation>
    </message>
    <message>
        <source>What exists on the target…</source>
        <translation>Was es auf dem Ziel gibt…</translation>
    </message>
    <message>
        <source>Arrays, volumes, pools, filesystems, mounts and loop labs on the target, which of them StackLab made, and the way back to each: continue, tear down, clean up.</source>
        <translation>Arrays, Volumes, Pools, Dateisysteme, Einhängepunkte und Loop-Labs auf dem Ziel, welche davon StackLab angelegt hat, und der Weg zurück zu jedem: fortsetzen, abbauen, aufräumen.</translation>
    </message>
    <message>
        <source>No plan yet: choose a stack and check its member disks.</source>
        <translation>Noch kein Plan: Wählen Sie einen Stack und haken Sie seine Mitgliedsplatten an.</translation>
    </message>
    <message>
        <source>A step is running: wait for it, or cancel it.</source>
        <translation>Ein Schritt läuft: Warten Sie auf ihn oder brechen Sie ihn ab.</translation>
    </message>
    <message>
        <source>Nothing in this plan can run now.</source>
        <translation>Nichts in diesem Plan kann jetzt laufen.</translation>
    </message>
    <message>
        <source>Phases run in order: select a step or phase of %1.</source>
        <translation>Phasen laufen der Reihe nach: Wählen Sie einen Schritt oder eine Phase von %1.</translation>
    </message>
    <message>
        <source> or </source>
        <translation> oder </translation>
    </message>
    <message>
        <source>Select a step in the plan, not a phase.</source>
        <translation>Wählen Sie einen Schritt im Plan, keine Phase.</translation>
    </message>
    <message>
        <source>Run the selected step through the privileged helper.</source>
        <translation>Den gewählten Schritt über den privilegierten Helfer ausführen.</translation>
    </message>
    <message>
        <source>Run every step of the selected phase.</source>
        <translation>Jeden Schritt der gewählten Phase ausführen.</translation>
    </message>
    <message>
        <source>The stack is torn down: every phase has run. Choose a stack and disks for a new walk.</source>
        <translation>Der Stack ist abgebaut: Jede Phase ist gelaufen. Wählen Sie einen Stack und Platten für einen neuen Durchgang.</translation>
    </message>
    <message>
        <source>Run the %1 phase, the next one in order.</source>
        <translation>Die Phase %1 ausführen, die nächste in der Reihe.</translation>
    </message>
    <message>
        <source>The %1 phase was not started: its confirmation was cancelled. None of its commands ran; run it again when you are ready.</source>
        <translation>Die Phase %1 wurde nicht gestartet: ihre Bestätigung wurde abgebrochen. Keiner ihrer Befehle lief; starten Sie sie erneut, wenn Sie bereit sind.</translation>
    </message>
    <message>
        <source>The Lab page&apos;s scenario runs %1 on these disks: the choice stays as it is until the scenario ends (Cancel on the Lab page ends it).</source>
        <translation>Das Szenario der Seite Labor führt %1 auf diesen Platten aus: die Auswahl bleibt, bis das Szenario endet (Abbrechen auf der Seite Labor beendet es).</translation>
    </message>
    <message>
        <source>The Lab page&apos;s scenario runs on these disks: its stages run there, not here.</source>
        <translation>Das Szenario der Seite Labor läuft auf diesen Platten: seine Stufen laufen dort, nicht hier.</translation>
    </message>
</context>
<context>
    <name>ByteSize</name>
    <message>
        <source>%1: &apos;%2&apos; is too large</source>
        <translation>%1: &apos;%2&apos; ist zu groß</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is zero: a disk needs a size</source>
        <translation>%1: &apos;%2&apos; ist null: eine Platte braucht eine Größe</translation>
    </message>
    <message>
        <source>%1: unknown unit &apos;%2&apos; in &apos;%3&apos; (use B, KiB, MiB, GiB, TiB, PiB, kB, MB, GB, TB, PB)</source>
        <translation>%1: unbekannte Einheit &apos;%2&apos; in &apos;%3&apos; (B, KiB, MiB, GiB, TiB, PiB, kB, MB, GB, TB, PB verwenden)</translation>
    </message>
    <message>
        <source>%1: no disk sizes given (e.g. 4x8TB or 8GiB,10GiB,12GiB)</source>
        <translation>%1: keine Plattengrößen angegeben (z. B. 4x8TB oder 8GiB,10GiB,12GiB)</translation>
    </message>
    <message>
        <source>%1 (item %2)</source>
        <translation>%1 (Eintrag %2)</translation>
    </message>
    <message>
        <source>%1: a count of %2 disks is out of range (1 to 1000)</source>
        <translation>%1: eine Anzahl von %2 Platten liegt außerhalb des Bereichs (1 bis 1000)</translation>
    </message>
    <message>
        <source>%1: more than 1000 disks</source>
        <translation>%1: mehr als 1000 Platten</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a size here: use a point as the decimal separator, e.g. %2.</source>
        <translation>„%1“ ist hier keine Größe: verwenden Sie einen Punkt als Dezimaltrennzeichen, z. B. %2.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a size. Enter a number with a unit, e.g. %2.</source>
        <translation>„%1“ ist keine Größe. Geben Sie eine Zahl mit Einheit ein, z. B. %2.</translation>
    </message>
    <message>
        <source>%1: %2 A comma separates the disks.</source>
        <translation>%1: %2 Ein Komma trennt die Platten.</translation>
    </message>
</context>
<context>
    <name>CapacityPlanner</name>
    <message>
        <source>df size</source>
        <translation>df-Größe</translation>
    </message>
    <message>
        <source>df available</source>
        <translation>df verfügbar</translation>
    </message>
    <message>
        <source>XFS: end of the device past the last block or AG</source>
        <translation>XFS: Geräteende hinter dem letzten Block oder der letzten AG</translation>
    </message>
    <message>
        <source>XFS: internal log</source>
        <translation>XFS: internes Log</translation>
    </message>
    <message>
        <source>XFS: AG headers, btree roots, first inodes</source>
        <translation>XFS: AG-Header, B-Baum-Wurzeln, erste Inodes</translation>
    </message>
    <message>
        <source>XFS: reserved pool and per-AG btree reservations</source>
        <translation>XFS: Reservepool und B-Baum-Reservierungen je AG</translation>
    </message>
    <message>
        <source>md array size</source>
        <translation>Größe des md-Arrays</translation>
    </message>
    <message>
        <source>data per member (Used Dev Size)</source>
        <translation>Daten je Mitglied (Used Dev Size)</translation>
    </message>
    <message>
        <source>md: superblock, bitmap and reshape room (data offset %1)</source>
        <translation>md: Superblock, Bitmap und Platz für Reshape (Data Offset %1)</translation>
    </message>
    <message>
        <source>md: member size rounded to the chunk</source>
        <translation>md: Mitgliedsgröße auf den Chunk abgerundet</translation>
    </message>
    <message>
        <source>larger disks used only up to the smallest</source>
        <translation>größere Platten nur bis zur Größe der kleinsten genutzt</translation>
    </message>
    <message>
        <source>mirror copies</source>
        <translation>Spiegelkopien</translation>
    </message>
    <message>
        <source>parity</source>
        <translation>Parität</translation>
    </message>
    <message>
        <source>logical volume size</source>
        <translation>Größe des logischen Volumes</translation>
    </message>
    <message>
        <source>LVM: label, metadata area and alignment before the first extent</source>
        <translation>LVM: Label, Metadatenbereich und Ausrichtung vor dem ersten Extent</translation>
    </message>
    <message>
        <source>LVM: one rmeta extent per image</source>
        <translation>LVM: ein rmeta-Extent je Image</translation>
    </message>
    <message>
        <source>thin pool data size</source>
        <translation>Datengröße des Thin-Pools</translation>
    </message>
    <message>
        <source>thin pool metadata size</source>
        <translation>Metadatengröße des Thin-Pools</translation>
    </message>
    <message>
        <source>thin pool chunk size</source>
        <translation>Chunk-Größe des Thin-Pools</translation>
    </message>
    <message>
        <source>thin volume size</source>
        <translation>Größe des Thin-Volumes</translation>
    </message>
    <message>
        <source>LVM: extents the recipe leaves free (-l 90%FREE)</source>
        <translation>LVM: Extents, die das Rezept frei lässt (-l 90%FREE)</translation>
    </message>
    <message>
        <source>thin pool metadata and its spare</source>
        <translation>Metadaten des Thin-Pools und ihre Reserve</translation>
    </message>
    <message>
        <source>thin volume larger than its pool (overcommitted)</source>
        <translation>Thin-Volume größer als sein Pool (überbucht)</translation>
    </message>
    <message>
        <source>pool space the thin volume does not cover</source>
        <translation>Pool-Platz, den das Thin-Volume nicht abdeckt</translation>
    </message>
    <message>
        <source>df shows the thin volume&apos;s %1, but the pool holds only %2: writes beyond it fail once the pool is full.</source>
        <translation>df zeigt die %1 des Thin-Volumes, der Pool fasst aber nur %2: Schreibzugriffe darüber hinaus scheitern, sobald der Pool voll ist.</translation>
    </message>
    <message>
        <source>a disk is too small for ZFS (at least 64 MiB after partitioning)</source>
        <translation>eine Platte ist zu klein für ZFS (mindestens 64 MiB nach der Partitionierung)</translation>
    </message>
    <message>
        <source>pool size (zpool list SIZE)</source>
        <translation>Poolgröße (zpool list SIZE)</translation>
    </message>
    <message>
        <source>available (zfs list AVAIL)</source>
        <translation>verfügbar (zfs list AVAIL)</translation>
    </message>
    <message>
        <source>df size of tank/data</source>
        <translation>df-Größe von tank/data</translation>
    </message>
    <message>
        <source>df available on tank/data</source>
        <translation>df verfügbar auf tank/data</translation>
    </message>
    <message>
        <source>GPT partitioning of whole disks (1 MiB start, 8 MiB partition 9)</source>
        <translation>GPT-Partitionierung ganzer Platten (1 MiB am Anfang, 8 MiB Partition 9)</translation>
    </message>
    <message>
        <source>ZFS labels and boot area (4.5 MiB per disk)</source>
        <translation>ZFS-Labels und Bootbereich (4,5 MiB je Platte)</translation>
    </message>
    <message>
        <source>dRAID: distributed spares, reflow reserve, row and group rounding</source>
        <translation>dRAID: verteilte Spares, Reflow-Reserve, Rundung auf Zeilen und Gruppen</translation>
    </message>
    <message numerus="yes">
        <source>end of each vdev that fills no whole metaslab (%n metaslabs)</source>
        <translation>
            <numerusform>Ende jedes vdevs, das keinen ganzen Metaslab füllt (%n Metaslab)</numerusform>
            <numerusform>Ende jedes vdevs, das keinen ganzen Metaslab füllt (%n Metaslabs)</numerusform>
        </translation>
    </message>
    <message>
        <source>metaslab kept for the ZIL (embedded log)</source>
        <translation>für das ZIL reservierter Metaslab (Embedded Log)</translation>
    </message>
    <message>
        <source>parity and allocation padding</source>
        <translation>Parität und Allokations-Padding</translation>
    </message>
    <message>
        <source>slop space ZFS keeps back (1/32, 128 MiB to 128 GiB)</source>
        <translation>Slop-Space, den ZFS zurückhält (1/32, 128 MiB bis 128 GiB)</translation>
    </message>
    <message>
        <source>pool and dataset metadata at creation</source>
        <translation>Pool- und Dataset-Metadaten beim Anlegen</translation>
    </message>
    <message>
        <source>special vdev size</source>
        <translation>Größe des Special-vdevs</translation>
    </message>
    <message>
        <source>zfs list AVAIL leaves out the special vdev: it holds metadata and small blocks, and losing it loses the pool.</source>
        <translation>zfs list AVAIL lässt das Special-vdev aus: es hält Metadaten und kleine Blöcke, und sein Verlust kostet den Pool.</translation>
    </message>
    <message>
        <source>Free (estimated)</source>
        <translation>Free (estimated)</translation>
    </message>
    <message>
        <source>Free (estimated) min</source>
        <translation>Free (estimated) min</translation>
    </message>
    <message>
        <source>Device size</source>
        <translation>Gerätegröße</translation>
    </message>
    <message>
        <source>data the chunks can really hold</source>
        <translation>Daten, die die Chunks wirklich fassen</translation>
    </message>
    <message>
        <source>device ends past the last 4 KiB</source>
        <translation>Geräteenden hinter den letzten 4 KiB</translation>
    </message>
    <message>
        <source>metadata and system chunks</source>
        <translation>Metadaten- und System-Chunks</translation>
    </message>
    <message>
        <source>btrfs filesystem usage says %1 free, but chunks can take only %2: it counts space on the largest disk that nothing can mirror or stripe.</source>
        <translation>btrfs filesystem usage meldet %1 frei, Chunks fassen aber nur %2: es zählt Platz auf der größten Platte mit, den nichts spiegeln oder striped belegen kann.</translation>
    </message>
    <message>
        <source>the disks are too small for dm-integrity: each needs room for its image, its rmeta and its imeta LV</source>
        <translation>die Platten sind zu klein für dm-integrity: jede braucht Platz für ihr Image, ihr rmeta- und ihr imeta-LV</translation>
    </message>
    <message>
        <source>dm-integrity: one imeta LV per image (checksums and journal)</source>
        <translation>dm-integrity: ein imeta-LV je Image (Prüfsummen und Journal)</translation>
    </message>
    <message>
        <source>LVM: extents the %PVS size leaves free on the members</source>
        <translation>LVM: Extents, die die %PVS-Größe auf den Mitgliedern frei lässt</translation>
    </message>
</context>
<context>
    <name>ClaimStage</name>
    <message>
        <source>Claim the disks</source>
        <translation>Datenträger reservieren</translation>
    </message>
    <message>
        <source>%1: the helper refused the disks (%2): %3</source>
        <translation>%1: Der Helper hat die Datenträger abgelehnt (%2): %3</translation>
    </message>
    <message>
        <source>The session could not record the tool versions: %1</source>
        <translation>Die Sitzung konnte die Werkzeugversionen nicht speichern: %1</translation>
    </message>
    <message>
        <source>The helper did not report its tool versions (%1): %2</source>
        <translation>Der Helfer hat seine Werkzeugversionen nicht gemeldet (%1): %2</translation>
    </message>
    <message>
        <source>The session could not record the disk profile: %1</source>
        <translation>Die Sitzung konnte das Datenträgerprofil nicht aufzeichnen: %1</translation>
    </message>
</context>
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
    <message>
        <source>List the disks and whether the lab may use them</source>
        <translation>Datenträger auflisten und anzeigen, ob das Labor sie nutzen darf</translation>
    </message>
    <message>
        <source>Run a fio job file on StackLab&apos;s io_uring engine</source>
        <translation>fio-Jobdatei auf der io_uring-Engine von StackLab ausführen</translation>
    </message>
    <message>
        <source>List the stacks StackLab can build</source>
        <translation>Stacks auflisten, die StackLab aufbauen kann</translation>
    </message>
    <message>
        <source>Print the exact commands of a stack, phase by phase</source>
        <translation>Die exakten Befehle eines Stacks ausgeben, Phase für Phase</translation>
    </message>
    <message>
        <source>Print a parser&apos;s reading of captured output as JSON</source>
        <translation>Die Auswertung erfasster Ausgabe durch einen Parser als JSON ausgeben</translation>
    </message>
    <message>
        <source>Show the version, where the installed files are, and the sources</source>
        <translation>Version, Ort der installierten Dateien und die Quellen anzeigen</translation>
    </message>
    <message>
        <source>Forecast a stack before building it: usable space, tolerance, rebuild, risk</source>
        <translation>Einen Stack vor dem Bau vorhersagen: nutzbarer Platz, Ausfalltoleranz, Rebuild, Risiko</translation>
    </message>
    <message>
        <source>Rank every layout for a set of disks, with the reasons</source>
        <translation>Alle Layouts für eine Plattenauswahl bewerten, mit Begründung</translation>
    </message>
    <message>
        <source>Run the lab scenario on stacks and compare them (lab run), or the resilver sweep over layouts (lab sweep)</source>
        <translation>Das Lab-Szenario auf Stacks ausführen und sie vergleichen (lab run) oder die Resilver-Reihe über Layouts (lab sweep)</translation>
    </message>
    <message>
        <source>Merge the cell reports of a sweep into one table (report merge)</source>
        <translation>Die Zellberichte eines Sweeps zu einer Tabelle zusammenführen (report merge)</translation>
    </message>
</context>
<context>
    <name>ComparisonReport</name>
    <message>
        <source>Usable space</source>
        <translation>Nutzbarer Speicher</translation>
    </message>
    <message>
        <source>Initial sync before full redundancy</source>
        <translation>Erstsynchronisation bis zur vollen Redundanz</translation>
    </message>
    <message>
        <source>Seq write 1M</source>
        <translation>Sequenziell schreiben 1M</translation>
    </message>
    <message>
        <source>Seq read 1M</source>
        <translation>Sequenziell lesen 1M</translation>
    </message>
    <message>
        <source>Random read 4k</source>
        <translation>Zufällig lesen 4k</translation>
    </message>
    <message>
        <source>Copy the dataset</source>
        <translation>Datensatz kopieren</translation>
    </message>
    <message>
        <source>Rebuild after pulling one disk</source>
        <translation>Rebuild nach Ziehen eines Datenträgers</translation>
    </message>
    <message>
        <source>Bytes rebuilt</source>
        <translation>Wiederhergestellte Bytes</translation>
    </message>
    <message>
        <source>Snapshot create time</source>
        <translation>Dauer der Snapshot-Erstellung</translation>
    </message>
    <message>
        <source>Snapshot space up front</source>
        <translation>Im Voraus reservierter Snapshot-Speicher</translation>
    </message>
    <message>
        <source>Space after overwriting under a snapshot</source>
        <translation>Belegung nach Überschreiben unter einem Snapshot</translation>
    </message>
    <message>
        <source>Overwrite, no snapshot</source>
        <translation>Überschreiben, ohne Snapshot</translation>
    </message>
    <message>
        <source>Overwrite, snapshot held</source>
        <translation>Überschreiben, mit gehaltenem Snapshot</translation>
    </message>
    <message>
        <source>Commands from blank disks to a mounted filesystem</source>
        <translation>Befehle von leeren Datenträgern bis zum eingehängten Dateisystem</translation>
    </message>
    <message>
        <source>Commands to replace the failed disk</source>
        <translation>Befehle zum Ersetzen des ausgefallenen Datenträgers</translation>
    </message>
    <message>
        <source>Scrub errors</source>
        <translation>Scrub-Fehler</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>entfällt</translation>
    </message>
    <message>
        <source>n/a: %1</source>
        <translation>entfällt: %1</translation>
    </message>
    <message>
        <source>not measured</source>
        <translation>nicht gemessen</translation>
    </message>
    <message>
        <source>no (failed in some rounds)</source>
        <translation>nein (in einigen Runden fehlgeschlagen)</translation>
    </message>
    <message>
        <source>%1 (%2 to %3)</source>
        <extracomment>median (min to max) of repeated rounds, as &quot;793 (532 to 837)&quot;</extracomment>
        <translation>%1 (%2 bis %3)</translation>
    </message>
    <message>
        <source>Comparison report</source>
        <translation>Vergleichsbericht</translation>
    </message>
    <message>
        <source>Measurement</source>
        <translation>Messung</translation>
    </message>
    <message>
        <source>Measured on %1</source>
        <translation>Gemessen auf %1</translation>
    </message>
    <message>
        <source>Repeated runs show the median and the range (min to max) in brackets.</source>
        <translation>Bei wiederholten Läufen stehen der Median und in Klammern der Bereich (Minimum bis Maximum).</translation>
    </message>
    <message>
        <source>Versions</source>
        <translation>Versionen</translation>
    </message>
    <message>
        <source>Command log</source>
        <translation>Befehlsprotokoll</translation>
    </message>
    <message>
        <source>Stack</source>
        <translation>Stack</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Befehl</translation>
    </message>
    <message>
        <source>Exit code</source>
        <translation>Exit-Code</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <source>Tool</source>
        <translation>Werkzeug</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Version</translation>
    </message>
    <message>
        <source>The lab procedure and this table follow published sources, cited by title:</source>
        <translation>Der Ablauf des Labs und diese Tabelle folgen veröffentlichten Quellen, zitiert nach Titel:</translation>
    </message>
    <message>
        <source>measured by StackLab: %1</source>
        <translation>von StackLab gemessen: %1</translation>
    </message>
    <message>
        <source>source not recorded</source>
        <translation>Quelle nicht aufgezeichnet</translation>
    </message>
    <message>
        <source>round %1: %2</source>
        <translation>Durchlauf %1: %2</translation>
    </message>
    <message>
        <source>failed check: %1</source>
        <translation>Prüfung fehlgeschlagen: %1</translation>
    </message>
    <message numerus="yes">
        <source>All %n check(s) passed.</source>
        <translation>
            <numerusform>Alle %n Prüfungen bestanden.</numerusform>
            <numerusform>Alle %n Prüfungen bestanden.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n check(s) passed.</source>
        <translation>
            <numerusform>%1 von %n Prüfungen bestanden.</numerusform>
            <numerusform>%1 von %n Prüfungen bestanden.</numerusform>
        </translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>Quellen</translation>
    </message>
    <message>
        <source>Checks</source>
        <translation>Prüfungen</translation>
    </message>
    <message>
        <source>Failed check</source>
        <translation>Fehlgeschlagene Prüfung</translation>
    </message>
    <message>
        <source>FAILED</source>
        <translation>FEHLGESCHLAGEN</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>cancelled, incomplete</source>
        <translation>abgebrochen, unvollständig</translation>
    </message>
    <message>
        <source>interrupted, incomplete</source>
        <translation>unterbrochen, unvollständig</translation>
    </message>
    <message>
        <source>running, incomplete</source>
        <translation>läuft noch, unvollständig</translation>
    </message>
    <message>
        <source>not run</source>
        <translation>nicht gelaufen</translation>
    </message>
    <message>
        <source>±%1 or %2</source>
        <extracomment>the planner&apos;s goal for one figure: &quot;±0.1 % or 1.0 MiB&quot;</extracomment>
        <translation>±%1 oder %2</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Kennzahl</translation>
    </message>
    <message>
        <source>Predicted</source>
        <translation>Vorhergesagt</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>Gemessen</translation>
    </message>
    <message>
        <source>Error (measured − predicted)</source>
        <translation>Abweichung (gemessen − vorhergesagt)</translation>
    </message>
    <message>
        <source>Within the goal</source>
        <translation>Innerhalb des Ziels</translation>
    </message>
    <message>
        <source>The forecast rests on</source>
        <translation>Die Vorhersage beruht auf</translation>
    </message>
    <message>
        <source>Predicted and measured</source>
        <translation>Vorhergesagt und gemessen</translation>
    </message>
    <message>
        <source>The planner&apos;s forecast for each stack, recorded before the lab built it, against what the lab then measured on the same disks.</source>
        <translation>Die Vorhersage des Planers für jeden Stack, aufgezeichnet bevor das Labor ihn aufbaute, neben dem, was das Labor danach auf denselben Datenträgern gemessen hat.</translation>
    </message>
    <message>
        <source>Rebuild until verified (plus a clean scrub)</source>
        <translation>Rebuild bis verifiziert (plus ein fehlerfreier Scrub)</translation>
    </message>
    <message>
        <source>Second failure: rebuild progress when the second disk went</source>
        <translation>Zweiter Ausfall: Fortschritt des Rebuilds, als die zweite Platte ausfiel</translation>
    </message>
    <message>
        <source>Second failure: data lost</source>
        <translation>Zweiter Ausfall: Daten verloren</translation>
    </message>
    <message>
        <source>Silent corruption: 4 KiB blocks overwritten on one member</source>
        <translation>Stille Korruption: auf einem Mitglied überschriebene 4-KiB-Blöcke</translation>
    </message>
    <message>
        <source>Silent corruption: files read back wrong (first read)</source>
        <translation>Stille Korruption: falsch zurückgelesene Dateien (erstes Lesen)</translation>
    </message>
    <message>
        <source>Silent corruption: errors the stack reported on read</source>
        <translation>Stille Korruption: Fehler, die der Stack beim Lesen meldete</translation>
    </message>
    <message>
        <source>Silent corruption: errors found by the scrub or check</source>
        <translation>Stille Korruption: vom Scrub oder Check gefundene Fehler</translation>
    </message>
    <message>
        <source>Silent corruption: repaired</source>
        <translation>Stille Korruption: repariert</translation>
    </message>
    <message>
        <source>Silent corruption: files read back wrong after the scrub</source>
        <translation>Stille Korruption: nach dem Scrub falsch zurückgelesene Dateien</translation>
    </message>
    <message>
        <source>Rebuild under load: the rebuild without the foreground job</source>
        <translation>Rebuild unter Last: der Rebuild ohne den Vordergrund-Job</translation>
    </message>
    <message>
        <source>Rebuild under load: the rebuild with the foreground job</source>
        <translation>Rebuild unter Last: der Rebuild mit dem Vordergrund-Job</translation>
    </message>
    <message>
        <source>Rebuild under load: IOPS before the pull</source>
        <translation>Rebuild unter Last: IOPS vor dem Ziehen</translation>
    </message>
    <message>
        <source>Rebuild under load: IOPS degraded</source>
        <translation>Rebuild unter Last: IOPS degradiert</translation>
    </message>
    <message>
        <source>Rebuild under load: IOPS during the rebuild</source>
        <translation>Rebuild unter Last: IOPS während des Rebuilds</translation>
    </message>
    <message>
        <source>Rebuild under load: IOPS after the rebuild</source>
        <translation>Rebuild unter Last: IOPS nach dem Rebuild</translation>
    </message>
    <message>
        <source>Rebuild under load: p50 latency before the pull</source>
        <translation>Rebuild unter Last: p50-Latenz vor dem Ziehen</translation>
    </message>
    <message>
        <source>Rebuild under load: p50 latency during the rebuild</source>
        <translation>Rebuild unter Last: p50-Latenz während des Rebuilds</translation>
    </message>
    <message>
        <source>Rebuild under load: p99 latency before the pull</source>
        <translation>Rebuild unter Last: p99-Latenz vor dem Ziehen</translation>
    </message>
    <message>
        <source>Rebuild under load: p99 latency degraded</source>
        <translation>Rebuild unter Last: p99-Latenz degradiert</translation>
    </message>
    <message>
        <source>Rebuild under load: p99 latency during the rebuild</source>
        <translation>Rebuild unter Last: p99-Latenz während des Rebuilds</translation>
    </message>
    <message>
        <source>Rebuild under load: p99 latency after the rebuild</source>
        <translation>Rebuild unter Last: p99-Latenz nach dem Rebuild</translation>
    </message>
    <message>
        <source>Rebuild under load: p99.9 latency before the pull</source>
        <translation>Rebuild unter Last: p99,9-Latenz vor dem Ziehen</translation>
    </message>
    <message>
        <source>Rebuild under load: p99.9 latency during the rebuild</source>
        <translation>Rebuild unter Last: p99,9-Latenz während des Rebuilds</translation>
    </message>
    <message>
        <source>Drills</source>
        <translation>Übungen</translation>
    </message>
    <message>
        <source>Drill figure</source>
        <translation>Übungswert</translation>
    </message>
    <message>
        <source>Power cut: rebuild progress when the power went</source>
        <translation>Stromausfall: Fortschritt des Rebuilds, als der Strom ausfiel</translation>
    </message>
    <message>
        <source>Power cut: from power-on until the helper answered</source>
        <translation>Stromausfall: vom Einschalten, bis der Helfer antwortete</translation>
    </message>
    <message>
        <source>Power cut: from power-on until the stack was back and mounted</source>
        <translation>Stromausfall: vom Einschalten, bis der Stack wieder da und eingehängt war</translation>
    </message>
    <message>
        <source>Power cut: from power-on until redundant again</source>
        <translation>Stromausfall: vom Einschalten, bis er wieder redundant war</translation>
    </message>
    <message>
        <source>Power cut: data lost</source>
        <translation>Stromausfall: Daten verloren</translation>
    </message>
    <message>
        <source>Rebuild under load: p50 latency degraded</source>
        <translation>Rebuild unter Last: p50-Latenz degradiert</translation>
    </message>
    <message>
        <source>Rebuild under load: p50 latency after the rebuild</source>
        <translation>Rebuild unter Last: p50-Latenz nach dem Rebuild</translation>
    </message>
    <message>
        <source>Rebuild under load: p99.9 latency degraded</source>
        <translation>Rebuild unter Last: p99,9-Latenz degradiert</translation>
    </message>
    <message>
        <source>Rebuild under load: p99.9 latency after the rebuild</source>
        <translation>Rebuild unter Last: p99,9-Latenz nach dem Rebuild</translation>
    </message>
    <message>
        <source>Failed: %1.</source>
        <translation>Fehlgeschlagen: %1.</translation>
    </message>
    <message>
        <source>Interrupted: %1.</source>
        <translation>Unterbrochen: %1.</translation>
    </message>
    <message>
        <source>FAILED run, its figures so far: %1</source>
        <translation>FEHLGESCHLAGENER Lauf, seine bisherigen Werte: %1</translation>
    </message>
    <message>
        <source>INTERRUPTED run, its figures so far: %1</source>
        <translation>UNTERBROCHENER Lauf, seine bisherigen Werte: %1</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 h</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>initial sync</source>
        <translation>Erstsynchronisation</translation>
    </message>
    <message>
        <source>dataset copy</source>
        <translation>Kopie des Datensatzes</translation>
    </message>
    <message>
        <source>rebuild</source>
        <translation>Wiederaufbau</translation>
    </message>
    <message>
        <source>verify</source>
        <translation>Prüfung</translation>
    </message>
    <message>
        <source>scrub</source>
        <translation>Scrub</translation>
    </message>
    <message>
        <source>emulator-bound (unthrottled)</source>
        <translation>vom Emulator begrenzt (ungedrosselt)</translation>
    </message>
    <message>
        <source>disk-bound (%1 % of the cap)</source>
        <translation>von den Datenträgern begrenzt (%1 % der Obergrenze)</translation>
    </message>
    <message>
        <source>emulator-bound (%1 % of the cap)</source>
        <translation>vom Emulator begrenzt (%1 % der Obergrenze)</translation>
    </message>
    <message>
        <source>not scaled: no modelled disk</source>
        <translation>nicht skaliert: kein nachgebildeter Datenträger</translation>
    </message>
    <message>
        <source>not scaled: the emulator set the pace</source>
        <translation>nicht skaliert: der Emulator gab das Tempo vor</translation>
    </message>
    <message>
        <source>not scaled: no time row</source>
        <translation>nicht skaliert: keine Zeitzeile</translation>
    </message>
    <message>
        <source>Scale model: a %1 lab disk at the profile&apos;s rate stands for a %2 disk at its real rate, so a phase that moves a share of each disk takes %3 times as long on the real disks (the size ratio divided by the rate factor %4).</source>
        <translation>Maßstabsmodell: Ein Lab-Datenträger von %1 mit der Rate des Profils steht für einen Datenträger von %2 mit seiner echten Rate; eine Phase, die einen Anteil jedes Datenträgers bewegt, dauert auf den echten Datenträgern %3-mal so lange (das Größenverhältnis geteilt durch den Ratenfaktor %4).</translation>
    </message>
    <message>
        <source>The profile models no real disk: times are shown as measured on the capped lab disks.</source>
        <translation>Das Profil bildet keinen echten Datenträger nach: Die Zeiten stehen so da, wie sie auf den begrenzten Lab-Datenträgern gemessen wurden.</translation>
    </message>
    <message>
        <source>Unthrottled: every time below is the emulator&apos;s (the guest&apos;s CPU under TCG), not a disk&apos;s. Choose --disk-profile hdd or ssd for times that measure storage.</source>
        <translation>Ungedrosselt: Jede Zeit unten ist die des Emulators (der CPU des Gasts unter TCG), nicht die eines Datenträgers. Wählen Sie --disk-profile hdd oder ssd für Zeiten, die Speicher messen.</translation>
    </message>
    <message>
        <source>Rows that scale: the initial sync, the dataset copy and the rebuild move bytes in proportion to the disks, so their time is shown as measured and scaled to the modelled disk, but only where the busiest lab disk ran at 80 % of its cap or more. A phase below that was paced by the emulated CPU: its time is shown, not scaled, and not used to compare stacks.</source>
        <translation>Zeilen, die skalieren: Erstsynchronisation, Kopie des Datensatzes und Wiederaufbau bewegen Bytes im Verhältnis zu den Datenträgern; ihre Zeit steht gemessen und auf den nachgebildeten Datenträger skaliert da, aber nur, wo der meistbelastete Lab-Datenträger mit 80 % seiner Obergrenze oder mehr lief. Eine Phase darunter gab die emulierte CPU vor: Ihre Zeit wird gezeigt, nicht skaliert und nicht zum Vergleich der Stacks verwendet.</translation>
    </message>
    <message>
        <source>Not scaled: command counts and snapshot times (fixed costs of the tools, whatever the disk size), the storage-bench and overwrite rates (the lab disks&apos; own MiB/s), and the verify and scrub phases, which have no time row of their own.</source>
        <translation>Nicht skaliert: Befehlszahlen und Snapshot-Zeiten (feste Kosten der Werkzeuge, unabhängig von der Datenträgergröße), die Raten von storage-bench und Überschreiben (die eigenen MiB/s der Lab-Datenträger) sowie Prüfung und Scrub, die keine eigene Zeitzeile haben.</translation>
    </message>
    <message>
        <source>What the model cannot show: seeks. QEMU charges every request alike wherever it lands, so random reads (a resilver on a full or fragmented pool, a wide raidz reading many disks per block) cost no more here than a stream, while a real hard disk slows down; and the lab disk has no slower inner tracks. The IOPS cap (--disk-iops) is the knob that approximates seek-bound work.</source>
        <translation>Was das Modell nicht zeigen kann: Kopfbewegungen. QEMU berechnet jede Anfrage gleich, wo auch immer sie landet; zufällige Lesezugriffe (ein Resilver auf einem vollen oder fragmentierten Pool, ein breites raidz, das viele Datenträger pro Block liest) kosten hier nicht mehr als ein Strom, während eine echte Festplatte langsamer wird; und der Lab-Datenträger hat keine langsameren inneren Spuren. Die IOPS-Obergrenze (--disk-iops) ist der Regler, der suchgebundene Arbeit annähert.</translation>
    </message>
    <message>
        <source>Disk model</source>
        <translation>Datenträgermodell</translation>
    </message>
    <message>
        <source>Disk profile: %1</source>
        <translation>Datenträgerprofil: %1</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>Phase</translation>
    </message>
    <message>
        <source>Disks</source>
        <translation>Datenträger</translation>
    </message>
    <message>
        <source>Busiest disk</source>
        <translation>Meistbelasteter Datenträger</translation>
    </message>
    <message>
        <source>On the modelled disks</source>
        <translation>Auf den nachgebildeten Datenträgern</translation>
    </message>
    <message>
        <source>Power cut: the stack refused to start and was forced</source>
        <translation>Stromausfall: der Stack verweigerte den Start und wurde erzwungen</translation>
    </message>
    <message>
        <source>yes in some rounds, no in others</source>
        <translation>in manchen Runden ja, in anderen nein</translation>
    </message>
    <message>
        <source>Data verified (checksums)</source>
        <translation>Daten geprüft (Prüfsummen)</translation>
    </message>
    <message>
        <source>Power cut: from power-on until the checksum verify matched</source>
        <translation>Stromausfall: vom Einschalten, bis die Prüfsummen wieder stimmten</translation>
    </message>
</context>
<context>
    <name>CorruptAction</name>
    <message>
        <source>%1 failed (exit %2): %3</source>
        <translation>%1 ist fehlgeschlagen (Exit %2): %3</translation>
    </message>
    <message>
        <source>The size of %1 is not readable in sysfs.</source>
        <translation>Die Größe von %1 ist in sysfs nicht lesbar.</translation>
    </message>
    <message>
        <source>The helper knows no data area for stack &apos;%1&apos;.</source>
        <translation>Der Helfer kennt keinen Datenbereich für den Stack &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>Cannot open %1 as the claimed block device %2: %3.</source>
        <translation>%1 lässt sich nicht als das beanspruchte Blockgerät %2 öffnen: %3.</translation>
    </message>
    <message>
        <source>Out of memory for one aligned block.</source>
        <translation>Kein Speicher für einen ausgerichteten Block.</translation>
    </message>
    <message>
        <source>Writing 4 KiB at byte %1 of %2 failed: %3.</source>
        <translation>Das Schreiben von 4 KiB an Byte %1 von %2 ist fehlgeschlagen: %3.</translation>
    </message>
    <message>
        <source>%1 of %2 blocks written to %3</source>
        <translation>%1 von %2 Blöcken auf %3 geschrieben</translation>
    </message>
    <message>
        <source>Flushing %1 failed: %2.</source>
        <translation>Das Leeren der Puffer von %1 ist fehlgeschlagen: %2.</translation>
    </message>
</context>
<context>
    <name>CorruptionOutcome</name>
    <message>
        <source>not run</source>
        <translation>nicht ausgeführt</translation>
    </message>
    <message>
        <source>detected on read and repaired: no bad data reached the application</source>
        <translation>beim Lesen erkannt und repariert: keine falschen Daten haben die Anwendung erreicht</translation>
    </message>
    <message>
        <source>detected and repaired: every file reads back right</source>
        <translation>erkannt und repariert: jede Datei liest sich wieder richtig</translation>
    </message>
    <message>
        <source>detected, but bad data remains after the repair</source>
        <translation>erkannt, aber nach der Reparatur bleiben falsche Daten</translation>
    </message>
    <message>
        <source>silent: bad data reached the application and the stack reported nothing</source>
        <translation>still: falsche Daten haben die Anwendung erreicht, und der Stack hat nichts gemeldet</translation>
    </message>
    <message>
        <source>nothing detected and every file reads back right (the blocks hit unused space)</source>
        <translation>nichts erkannt, und jede Datei liest sich richtig (die Blöcke trafen ungenutzten Platz)</translation>
    </message>
    <message>
        <source>the stack keeps no checksums: nothing is reported on read</source>
        <translation>der Stack führt keine Prüfsummen: beim Lesen wird nichts gemeldet</translation>
    </message>
    <message>
        <source>the stack&apos;s error counters after the read</source>
        <translation>die Fehlerzähler des Stacks nach dem Lesen</translation>
    </message>
    <message>
        <source>what the scrub or check found (%1)</source>
        <translation>was der Scrub oder Check fand (%1)</translation>
    </message>
    <message>
        <source>what the stack repaired (%1)</source>
        <translation>was der Stack reparierte (%1)</translation>
    </message>
</context>
<context>
    <name>CorruptionPlan</name>
    <message>
        <source>mdadm --examine printed no &quot;Data Offset&quot; and &quot;Avail Dev Size&quot; in sectors: the member carries no md 1.x superblock.</source>
        <translation>mdadm --examine hat kein &quot;Data Offset&quot; und kein &quot;Avail Dev Size&quot; in Sektoren ausgegeben: das Mitglied trägt keinen md-1.x-Superblock.</translation>
    </message>
    <message>
        <source>pvs printed no pe_start for the member: it is not an LVM physical volume.</source>
        <translation>pvs hat für das Mitglied kein pe_start ausgegeben: es ist kein LVM Physical Volume.</translation>
    </message>
    <message>
        <source>pvs shows no RAID image data (rimage) on the member: the stack does not use it.</source>
        <translation>pvs zeigt auf dem Mitglied keine RAID-Image-Daten (rimage): der Stack nutzt es nicht.</translation>
    </message>
    <message>
        <source>The member&apos;s data area holds %1 blocks of 4 KiB: too few to spread %2 over it.</source>
        <translation>Der Datenbereich des Mitglieds fasst %1 Blöcke zu 4 KiB: zu wenige, um %2 darüber zu verteilen.</translation>
    </message>
</context>
<context>
    <name>CorruptionStage</name>
    <message>
        <source>%1: the corruption drill reads the dataset back: run the dataset stage before it.</source>
        <translation>%1: die Korruptionsübung liest den Datensatz zurück: vorher die Datensatz-Stufe ausführen.</translation>
    </message>
    <message>
        <source>Overwrite %1 blocks of 4 KiB on %2 behind the stack&apos;s back</source>
        <translation>%1 Blöcke zu 4 KiB auf %2 am Stack vorbei überschreiben</translation>
    </message>
    <message>
        <source>%1: the dataset could not be read back.</source>
        <translation>%1: der Datensatz konnte nicht zurückgelesen werden.</translation>
    </message>
    <message>
        <source>%1: the tools did not state %2.</source>
        <translation>%1: die Werkzeuge nannten %2 nicht.</translation>
    </message>
    <message>
        <source>on %1, seed %2</source>
        <translation>auf %1, Seed %2</translation>
    </message>
    <message>
        <source>%1 of %2 files</source>
        <translation>%1 von %2 Dateien</translation>
    </message>
    <message>
        <source>%1 of %2 files; %3</source>
        <translation>%1 von %2 Dateien; %3</translation>
    </message>
    <message>
        <source>%1: silent corruption: %2</source>
        <translation>%1: stille Korruption: %2</translation>
    </message>
    <message>
        <source>%1: the overwrite behind the stack&apos;s back named no block it wrote.</source>
        <translation>%1: Das Überschreiben am Stack vorbei nannte keinen Block, den es geschrieben hat.</translation>
    </message>
    <message>
        <source>blocks of 4 KiB overwritten with random data on one member disk behind the stack&apos;s back, written straight to the disk and spread over its data area</source>
        <translation>Blöcke zu 4 KiB auf einer Mitgliedsplatte am Stack vorbei mit Zufallsdaten überschrieben, direkt auf die Platte geschrieben und über ihren Datenbereich verteilt</translation>
    </message>
    <message>
        <source>every file read back again after the scrub and the repair, the cache emptied again</source>
        <translation>jede Datei nach dem Scrub und der Reparatur erneut zurückgelesen, der Cache wieder geleert</translation>
    </message>
    <message>
        <source>Read the dataset back (checksums)</source>
        <translation>Den Datensatz zurücklesen (Prüfsummen)</translation>
    </message>
    <message>
        <source>every file of the dataset read back after the corruption, the cache emptied first: the files whose checksum no longer matched</source>
        <translation>jede Datei des Datensatzes nach der Beschädigung zurückgelesen, der Cache zuvor geleert: die Dateien, deren Prüfsumme nicht mehr stimmte</translation>
    </message>
</context>
<context>
    <name>DatasetManifest</name>
    <message>
        <source>Cannot create the manifest directory %1.</source>
        <translation>Das Manifest-Verzeichnis %1 kann nicht angelegt werden.</translation>
    </message>
    <message>
        <source>Cannot write the manifest %1: %2.</source>
        <translation>Das Manifest %1 kann nicht geschrieben werden: %2.</translation>
    </message>
    <message>
        <source>Cannot read the manifest %1: %2.</source>
        <translation>Das Manifest %1 kann nicht gelesen werden: %2.</translation>
    </message>
    <message>
        <source>Line %1 of the dataset manifest is not &apos;CHECKSUM SIZE dataset/NAME&apos;.</source>
        <translation>Zeile %1 des Datensatz-Manifests hat nicht die Form &apos;PRÜFSUMME GRÖSSE dataset/NAME&apos;.</translation>
    </message>
</context>
<context>
    <name>DatasetStage</name>
    <message>
        <source>%1: the dataset of %2 bytes does not fit in the %3 bytes available; choose a smaller --dataset-size.</source>
        <translation>%1: Die Testdaten mit %2 Bytes passen nicht in die verfügbaren %3 Bytes; wählen Sie eine kleinere --dataset-size.</translation>
    </message>
    <message>
        <source>Write the dataset</source>
        <translation>Datensatz schreiben</translation>
    </message>
    <message>
        <source>, seed %1</source>
        <translation>, seed %1</translation>
    </message>
</context>
<context>
    <name>DatasetVerifier</name>
    <message>
        <source>%1 read (%2 of %3)</source>
        <translation>%1 gelesen (%2 von %3)</translation>
    </message>
    <message>
        <source>The dataset differs from its manifest: %1 of %2 files changed, %3 missing.</source>
        <translation>Die Testdaten weichen von ihrem Manifest ab: %1 von %2 Dateien geändert, %3 fehlen.</translation>
    </message>
</context>
<context>
    <name>DatasetWriter</name>
    <message>
        <source>Cannot create %1/%2: %3.</source>
        <translation>%1/%2 kann nicht angelegt werden: %3.</translation>
    </message>
    <message>
        <source>Writing %1/%2 failed: %3.</source>
        <translation>Schreiben von %1/%2 fehlgeschlagen: %3.</translation>
    </message>
    <message>
        <source>%1 written (%2 of %3)</source>
        <translation>%1 geschrieben (%2 von %3)</translation>
    </message>
</context>
<context>
    <name>DecisionGuide</name>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 h</translation>
    </message>
    <message>
        <source>--care: unknown criterion &apos;%1&apos; (use space, rebuild, risk, snapshots, growth)</source>
        <translation>--care: unbekanntes Kriterium &apos;%1&apos; (space, rebuild, risk, snapshots, growth verwenden)</translation>
    </message>
    <message>
        <source>keeps %1 of %2 raw (%3)</source>
        <translation>behält %1 von %2 roh (%3)</translation>
    </message>
    <message>
        <source>no redundancy: one failed disk loses everything</source>
        <translation>keine Redundanz: eine ausgefallene Platte kostet alles</translation>
    </message>
    <message>
        <source>rebuild about %1 (%2 written)</source>
        <translation>Rebuild etwa %1 (%2 geschrieben)</translation>
    </message>
    <message>
        <source>data loss during that rebuild: %1 (URE %2%3, another disk %4)</source>
        <translation>Datenverlust während dieses Rebuilds: %1 (URE %2%3, weitere Platte %4)</translation>
    </message>
    <message>
        <source>, repaired</source>
        <translation>, repariert</translation>
    </message>
    <message>
        <source>copy-on-write snapshots</source>
        <translation>Copy-on-Write-Snapshots</translation>
    </message>
    <message>
        <source>only thick snapshots with a fixed reserve</source>
        <translation>nur dicke Snapshots mit fester Reserve</translation>
    </message>
    <message>
        <source>no snapshots</source>
        <translation>keine Snapshots</translation>
    </message>
    <message>
        <source>grows easily by adding disks</source>
        <translation>wächst leicht durch weitere Platten</translation>
    </message>
    <message>
        <source>cannot grow by one disk</source>
        <translation>kann nicht um eine Platte wachsen</translation>
    </message>
    <message>
        <source>btrfs RAID5/6 is not for production, as the btrfs documentation says: a crash during a write can leave a stripe&apos;s parity wrong (the write hole), and a rebuild can then restore bad data; use RAID1/RAID1C3 or another stack</source>
        <translation>btrfs RAID5/6 ist nicht für den Produktivbetrieb, so die btrfs-Dokumentation: ein Absturz während eines Schreibvorgangs kann die Parität eines Stripes falsch hinterlassen (das Write Hole), und ein Rebuild kann dann falsche Daten herstellen; RAID1/RAID1C3 oder einen anderen Stack verwenden</translation>
    </message>
    <message>
        <source>one failure can lose everything: %1</source>
        <translation>ein Ausfall kann alles kosten: %1</translation>
    </message>
    <message>
        <source>single redundancy on disks this large: an unreadable sector (URE) during the rebuild loses data with %1 probability; prefer double parity</source>
        <translation>einfache Redundanz auf so großen Platten: ein unlesbarer Sektor (URE) während des Rebuilds kostet mit %1 Wahrscheinlichkeit Daten; doppelte Parität vorziehen</translation>
    </message>
    <message>
        <source>ranked by its score %1 because space comes first; %2</source>
        <translation>nach seiner Wertung %1 eingeordnet, weil der Platz vorgeht; %2</translation>
    </message>
    <message>
        <source>score %1: survives %2, loss during a rebuild %3</source>
        <translation>Wertung %1: übersteht %2, Verlust während eines Rebuilds %3</translation>
    </message>
    <message>
        <source>any one failure</source>
        <translation>jeden einzelnen Ausfall</translation>
    </message>
    <message>
        <source>any %1 failures</source>
        <translation>beliebige %1 Ausfälle</translation>
    </message>
    <message>
        <source>below every other redundant layout: btrfs RAID5/6 is not for production (write hole)</source>
        <translation>unter jedem anderen redundanten Layout: btrfs RAID5/6 ist nicht für den Produktivbetrieb (Write Hole)</translation>
    </message>
    <message>
        <source>below every redundant layout: one failed disk loses data (it ranks by its score only when space comes first)</source>
        <translation>unter jedem redundanten Layout: eine ausgefallene Platte kostet Daten (nach seiner Wertung nur, wenn der Platz vorgeht)</translation>
    </message>
    <message>
        <source>below the layouts that rebuild safely: after one failure a rebuild loses data with %1 (ranked by that risk first)</source>
        <translation>unter den Layouts, die sicher neu aufbauen: nach einem Ausfall kostet ein Rebuild mit %1 Daten (zuerst nach diesem Risiko eingeordnet)</translation>
    </message>
    <message>
        <source>%1 keeps %2 on the same disks at the same risk (%3): these extra copies cost space and buy no safety the figures show</source>
        <translation>%1 behält %2 auf denselben Platten beim selben Risiko (%3): diese zusätzlichen Kopien kosten Platz und bringen keine Sicherheit, die die Zahlen zeigen</translation>
    </message>
    <message>
        <source>below the redundant layouts that keep about twice its space or more at the same risk: %1</source>
        <translation>unter den redundanten Layouts, die beim selben Risiko etwa doppelt so viel Platz oder mehr behalten: %1</translation>
    </message>
</context>
<context>
    <name>DestructiveConfirmation</name>
    <message>
        <source>size unknown</source>
        <translation>Größe unbekannt</translation>
    </message>
    <message>
        <source>Confirm the %1 phase</source>
        <translation>Phase %1 bestätigen</translation>
    </message>
    <message>
        <source>%1 (made by this lab)</source>
        <translation>%1 (von diesem Labor angelegt)</translation>
    </message>
    <message numerus="yes">
        <source>&lt;p&gt;The &lt;b&gt;%1&lt;/b&gt; phase runs %n destructive command(s):&lt;/p&gt;</source>
        <translation>
            <numerusform>&lt;p&gt;Die Phase &lt;b&gt;%1&lt;/b&gt; führt %n zerstörenden Befehl aus:&lt;/p&gt;</numerusform>
            <numerusform>&lt;p&gt;Die Phase &lt;b&gt;%1&lt;/b&gt; führt %n zerstörende Befehle aus:&lt;/p&gt;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;p&gt;They destroy what is on %n disk(s):&lt;/p&gt;</source>
        <translation>
            <numerusform>&lt;p&gt;Sie zerstören, was auf %n Festplatte liegt:&lt;/p&gt;</numerusform>
            <numerusform>&lt;p&gt;Sie zerstören, was auf %n Festplatten liegt:&lt;/p&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>read it off the disk list above</source>
        <translation>aus der Festplattenliste oben ablesen</translation>
    </message>
    <message>
        <source>Destroy and run the phase</source>
        <translation>Zerstören und Phase ausführen</translation>
    </message>
    <message>
        <source>&lt;p&gt;These are disks of this machine. To go on, type %1 of &lt;b&gt;disk %2 in the list&lt;/b&gt; and press Enter.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Dies sind Platten dieses Rechners. Um fortzufahren, tippen Sie %1 von &lt;b&gt;Platte %2 der Liste&lt;/b&gt; und drücken Sie die Eingabetaste.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;These are lab disks (loop devices, or the virtual lab&apos;s disks): what they hold is the lab&apos;s.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Dies sind Laborplatten (Loop-Geräte oder die Platten des virtuellen Labors): was sie enthalten, gehört dem Labor.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Cancel leaves the phase not started: none of its commands runs.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Abbrechen lässt die Phase ungestartet: keiner ihrer Befehle läuft.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>only if the command above fails: </source>
        <translation>nur wenn der Befehl darüber fehlschlägt: </translation>
    </message>
</context>
<context>
    <name>DeviceValidator</name>
    <message>
        <source>Field &apos;%1&apos; names no device.</source>
        <translation>Feld &apos;%1&apos; nennt kein Gerät.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; looks like an option, not a device: name a disk by its path, e.g. /dev/disk/by-id/…</source>
        <translation>&apos;%1&apos; sieht nach einer Option aus, nicht nach einem Gerät: Geben Sie einen Datenträger über seinen Pfad an, z. B. /dev/disk/by-id/…</translation>
    </message>
    <message>
        <source>The device name &apos;%1&apos; contains control characters.</source>
        <translation>Der Gerätename &apos;%1&apos; enthält Steuerzeichen.</translation>
    </message>
    <message>
        <source>The device name in &apos;%1&apos; is longer than 255 bytes.</source>
        <translation>Der Gerätename in &apos;%1&apos; ist länger als 255 Byte.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an absolute path: name the disk as /dev/… or /dev/disk/by-id/….</source>
        <translation>&apos;%1&apos; ist kein absoluter Pfad: Geben Sie den Datenträger als /dev/… oder /dev/disk/by-id/… an.</translation>
    </message>
    <message>
        <source>%1 does not exist: check the disk&apos;s path.</source>
        <translation>%1 existiert nicht: Prüfen Sie den Pfad des Datenträgers.</translation>
    </message>
    <message>
        <source>%1 (resolved to %2) is not a block device.</source>
        <translation>%1 (aufgelöst zu %2) ist kein Blockgerät.</translation>
    </message>
    <message>
        <source>%1 is a partition; the lab uses whole disks only: choose the disk itself.</source>
        <translation>%1 ist eine Partition; das Labor nutzt nur ganze Datenträger: Wählen Sie den Datenträger selbst.</translation>
    </message>
    <message>
        <source>%1 holds the running system (/, /boot, /usr, /var, /home or swap) and is never touched.</source>
        <translation>%1 enthält das laufende System (/, /boot, /usr, /var, /home oder Swap) und wird nie angetastet.</translation>
    </message>
    <message>
        <source>%1 is mounted at %2: unmount it before giving it to the lab.</source>
        <translation>%1 ist unter %2 eingehängt: Hängen Sie es aus, bevor Sie es dem Labor übergeben.</translation>
    </message>
    <message>
        <source>%1 is in use (active swap, array, volume group or pool member): release it first.</source>
        <translation>%1 wird verwendet (aktiver Swap, Mitglied eines Arrays, einer Volume Group oder eines Pools): Geben Sie es zuerst frei.</translation>
    </message>
    <message>
        <source>%1 is held by %2: stop that array or volume group first.</source>
        <translation>%1 wird von %2 belegt: Stoppen Sie zuerst dieses Array bzw. diese Volume Group.</translation>
    </message>
    <message>
        <source>%1 (device %2, the kernel&apos;s %3)</source>
        <translation>%1 (Gerät %2, beim Kernel %3)</translation>
    </message>
    <message>
        <source>%1 (resolved to %2) is not a node of the devtmpfs mounted at /dev itself: the helper accepts only device nodes the kernel made there, not nodes in /dev/shm, /dev/mqueue, another mount below /dev or any other directory.</source>
        <translation>%1 (aufgelöst zu %2) ist kein Knoten des devtmpfs, das direkt unter /dev eingehängt ist: Der Helfer nimmt nur Geräteknoten an, die der Kernel dort angelegt hat, keine Knoten in /dev/shm, /dev/mqueue, einem anderen Mount unter /dev oder einem anderen Verzeichnis.</translation>
    </message>
    <message>
        <source>%1 carries the device number %2, which names no block device of this kernel.</source>
        <translation>%1 trägt die Gerätenummer %2, zu der dieser Kernel kein Blockgerät hat.</translation>
    </message>
    <message>
        <source>%1 carries the device number %2 of the kernel&apos;s %3, but %4 is not that device: the helper passes on only the kernel&apos;s own node.</source>
        <translation>%1 trägt die Gerätenummer %2 von %3, aber %4 ist nicht dieses Gerät: Der Helfer gibt nur den eigenen Knoten des Kernels weiter.</translation>
    </message>
    <message>
        <source>%1 has nothing behind it (a loop device with no file bound, or a drive without a medium): a missing disk is never claimed.</source>
        <translation>Hinter %1 steht nichts (ein Loop-Gerät ohne gebundene Datei oder ein Laufwerk ohne Medium): Eine fehlende Platte wird nie beansprucht.</translation>
    </message>
</context>
<context>
    <name>DiskClassifier</name>
    <message>
        <source>mounted at %1 (bind mount of %2)</source>
        <translation>eingehängt unter %1 (Bind-Mount von %2)</translation>
    </message>
    <message>
        <source>mounted at %1</source>
        <translation>eingehängt unter %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>holds %1 (%2)</source>
        <translation>enthält %1 (%2)</translation>
    </message>
    <message>
        <source>holds active swap (%1)</source>
        <translation>enthält aktiven Swap (%1)</translation>
    </message>
    <message>
        <source>member of %1 (%2)</source>
        <translation>Mitglied von %1 (%2)</translation>
    </message>
    <message>
        <source>held by %1 (%2)</source>
        <translation>belegt von %1 (%2)</translation>
    </message>
    <message>
        <source>%1 partition table</source>
        <translation>%1-Partitionstabelle</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 auf %2</translation>
    </message>
    <message>
        <source>System disk: %1. StackLab never uses it.</source>
        <translation>Systemdatenträger: %1. StackLab verwendet ihn nie.</translation>
    </message>
    <message>
        <source>In use: %1. Unmount it or stop what holds it before StackLab can use it.</source>
        <translation>Belegt: %1. Hängen Sie ihn aus oder beenden Sie, was ihn belegt, bevor StackLab ihn nutzen kann.</translation>
    </message>
    <message>
        <source>Signatures unknown: run as root to read the disk.</source>
        <translation>Signaturen unbekannt: Führen Sie das Programm als root aus, um den Datenträger zu lesen.</translation>
    </message>
    <message>
        <source>Not blank: %1. The cleanup commands erase them and everything on the disk.</source>
        <translation>Nicht leer: %1. Die Bereinigungsbefehle löschen diese und alles auf dem Datenträger.</translation>
    </message>
    <message>
        <source>If LVM reports this physical volume as outdated in a volume group that still exists, run %1 instead of pvremove.</source>
        <translation>Meldet LVM dieses Physical Volume in einer noch bestehenden Volume Group als veraltet, führen Sie %1 statt pvremove aus.</translation>
    </message>
    <message>
        <source>Blank: libblkid found no signature.</source>
        <translation>Leer: libblkid hat keine Signatur gefunden.</translation>
    </message>
</context>
<context>
    <name>DiskDetailsView</name>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <source>Partition</source>
        <translation>Partition</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>Mount points</source>
        <translation>Einhängepunkte</translation>
    </message>
    <message>
        <source>Holders</source>
        <translation>Belegt durch</translation>
    </message>
    <message>
        <source>Swap</source>
        <translation>Swap</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Usage</source>
        <translation>Verwendung</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>Label</translation>
    </message>
    <message>
        <source>Found on</source>
        <translation>Gefunden auf</translation>
    </message>
    <message>
        <source>UUID</source>
        <translation>UUID</translation>
    </message>
    <message>
        <source>libblkid found no signature on the disk or its partitions.</source>
        <translation>libblkid hat auf dem Datenträger und seinen Partitionen keine Signatur gefunden.</translation>
    </message>
    <message>
        <source>Select a disk to see its identity, usage and signatures.</source>
        <translation>Wählen Sie einen Datenträger, um Identität, Verwendung und Signaturen zu sehen.</translation>
    </message>
    <message>
        <source>Run only the line that matches what the disk was used for, as root, after checking with readlink -f that it points at a data disk:</source>
        <translation>Führen Sie nur die Zeile aus, die zur bisherigen Verwendung des Datenträgers passt – als root und erst nachdem Sie mit readlink -f geprüft haben, dass sie auf einen Datenträger für Daten zeigt:</translation>
    </message>
    <message>
        <source>Copy the cleanup commands to the clipboard</source>
        <translation>Bereinigungsbefehle in die Zwischenablage kopieren</translation>
    </message>
    <message>
        <source>Identity</source>
        <translation>Identität</translation>
    </message>
    <message>
        <source>Signatures (libblkid)</source>
        <translation>Signaturen (libblkid)</translation>
    </message>
    <message>
        <source>%1  ·  %2  ·  %3  ·  %4</source>
        <translation>%1  ·  %2  ·  %3  ·  %4</translation>
    </message>
    <message>
        <source>unknown transport</source>
        <translation>unbekannter Transport</translation>
    </message>
    <message>
        <source>Why: %1</source>
        <translation>Grund: %1</translation>
    </message>
    <message>
        <source>not reported</source>
        <translation>nicht gemeldet</translation>
    </message>
    <message>
        <source>Stable ID:</source>
        <translation>Stabile ID:</translation>
    </message>
    <message>
        <source>Taken from:</source>
        <translation>Ermittelt aus:</translation>
    </message>
    <message>
        <source>Backing file:</source>
        <translation>Backing-Datei:</translation>
    </message>
    <message>
        <source>WWN:</source>
        <translation>WWN:</translation>
    </message>
    <message>
        <source>Serial:</source>
        <translation>Seriennummer:</translation>
    </message>
    <message>
        <source>Model:</source>
        <translation>Modell:</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>Größe:</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Sectors:</source>
        <translation>Sektoren:</translation>
    </message>
    <message>
        <source>Rotational:</source>
        <translation>Rotierend:</translation>
    </message>
    <message>
        <source>yes (spinning disk)</source>
        <translation>ja (Magnetfestplatte)</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>removable</source>
        <translation>wechselbar</translation>
    </message>
    <message>
        <source>read-only</source>
        <translation>schreibgeschützt</translation>
    </message>
    <message>
        <source>Flags:</source>
        <translation>Flags:</translation>
    </message>
    <message>
        <source>Mount points:</source>
        <translation>Einhängepunkte:</translation>
    </message>
    <message>
        <source>Holders:</source>
        <translation>Belegt durch:</translation>
    </message>
    <message>
        <source>Active swap:</source>
        <translation>Aktiver Swap:</translation>
    </message>
    <message>
        <source>Partitions:</source>
        <translation>Partitionen:</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>Signatures unknown: libblkid could not read the disk (the log says why).</source>
        <translation>Signaturen unbekannt: libblkid konnte die Platte nicht lesen (das Protokoll sagt, warum).</translation>
    </message>
</context>
<context>
    <name>DiskInventory</name>
    <message>
        <source>Signatures unknown: run as root to read the disks</source>
        <translation>Signaturen unbekannt: zum Lesen der Datenträger als root ausführen</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>signatures not probed</source>
        <translation>Signaturen nicht geprüft</translation>
    </message>
    <message>
        <source>Signatures not probed</source>
        <translation>Signaturen nicht geprüft</translation>
    </message>
    <message>
        <source>Disk identity from udev</source>
        <translation>Datenträgeridentität von udev</translation>
    </message>
    <message>
        <source>udev gave no disk identity: identity read from sysfs</source>
        <translation>udev lieferte keine Datenträgeridentität: Identität aus sysfs gelesen</translation>
    </message>
    <message>
        <source>No udev daemon: disk identity read from sysfs</source>
        <translation>Kein udev-Daemon: Datenträgeridentität aus sysfs gelesen</translation>
    </message>
</context>
<context>
    <name>DiskLoad</name>
    <message>
        <source>%1: %2 MiB/s, %3 IOPS, busy %4 %</source>
        <translation>%1: %2 MiB/s, %3 IOPS, %4 % ausgelastet</translation>
    </message>
    <message>
        <source>%1; unthrottled: emulator-bound</source>
        <translation>%1; ungedrosselt: vom Emulator begrenzt</translation>
    </message>
    <message>
        <source>%1 % of the cap</source>
        <translation>%1 % der Obergrenze</translation>
    </message>
    <message>
        <source>%1 % of the cap, %2 % over its steadiest %3 s</source>
        <translation>%1 % der Obergrenze, %2 % über die gleichmäßigsten %3 s</translation>
    </message>
    <message>
        <source>%1; %2: disk-bound</source>
        <translation>%1; %2: von den Datenträgern begrenzt</translation>
    </message>
    <message>
        <source>%1; %2: emulator-bound</source>
        <translation>%1; %2: vom Emulator begrenzt</translation>
    </message>
</context>
<context>
    <name>DiskLoadWindow</name>
    <message>
        <source>The lab disks&apos; counters could not be read (%1): %2</source>
        <translation>Die Zähler der Lab-Datenträger konnten nicht gelesen werden (%1): %2</translation>
    </message>
    <message>
        <source>The lab disks&apos; counters could not be read: %1</source>
        <translation>Die Zähler der Lab-Datenträger konnten nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>the busiest lab disk&apos;s sectors, requests and io_ticks in the guest&apos;s /sys/block/*/stat before and after the phase, against the disk profile %1</source>
        <translation>Sektoren, Anfragen und io_ticks des meistbelasteten Lab-Datenträgers in /sys/block/*/stat des Gasts vor und nach der Phase, gemessen am Datenträgerprofil %1</translation>
    </message>
    <message>
        <source>%1: %2 on the disks: %3</source>
        <translation>%1: %2 auf den Datenträgern: %3</translation>
    </message>
    <message>
        <source>%1: the %2 phase ran below %3 % of the disk cap: the guest&apos;s CPU, not the disk, set its pace. A rate this guest holds: --disk-speed %4</source>
        <translation>%1: Die Phase %2 lief unter %3 % der Datenträger-Obergrenze: Die CPU des Gasts, nicht der Datenträger, gab das Tempo vor. Eine Rate, die dieser Gast hält: --disk-speed %4</translation>
    </message>
</context>
<context>
    <name>DiskPresentation</name>
    <message>
        <source>System</source>
        <translation>System</translation>
    </message>
    <message>
        <source>In use</source>
        <translation>Belegt</translation>
    </message>
    <message>
        <source>Not blank</source>
        <translation>Nicht leer</translation>
    </message>
    <message>
        <source>Blank</source>
        <translation>Leer</translation>
    </message>
    <message>
        <source>System disk: StackLab never touches it, whatever you choose.</source>
        <translation>Systemdatenträger: StackLab rührt ihn nie an, egal was Sie wählen.</translation>
    </message>
    <message>
        <source>In use: release it first (unmount it, stop the array, volume group or pool) before the lab may take it.</source>
        <translation>Belegt: Geben Sie ihn zuerst frei (aushängen, Array, Volume Group oder Pool stoppen), bevor das Labor ihn nutzen darf.</translation>
    </message>
    <message>
        <source>Not blank: the lab may use it only after the signatures below are cleared, with your consent.</source>
        <translation>Nicht leer: Das Labor darf ihn erst nutzen, wenn die Signaturen unten mit Ihrer Zustimmung gelöscht wurden.</translation>
    </message>
    <message>
        <source>Blank: free for the lab.</source>
        <translation>Leer: frei für das Labor.</translation>
    </message>
    <message>
        <source>udev by-id link</source>
        <translation>udev-by-id-Link</translation>
    </message>
    <message>
        <source>World Wide Name (WWN)</source>
        <translation>World Wide Name (WWN)</translation>
    </message>
    <message>
        <source>serial number</source>
        <translation>Seriennummer</translation>
    </message>
    <message>
        <source>bus path (the disk reports no serial)</source>
        <translation>Buspfad (der Datenträger meldet keine Seriennummer)</translation>
    </message>
    <message>
        <source>loop backing file</source>
        <translation>Loop-Backing-Datei</translation>
    </message>
    <message>
        <source>kernel name only: not stable across reboots</source>
        <translation>nur Kernelname: nicht über Neustarts hinweg stabil</translation>
    </message>
    <message>
        <source>%1 B</source>
        <translation>%1 B</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 Byte</translation>
    </message>
    <message>
        <source>%1 B logical, %2 B physical</source>
        <translation>%1 B logisch, %2 B physisch</translation>
    </message>
</context>
<context>
    <name>DiskProfile</name>
    <message>
        <source>a 7200 rpm NAS hard disk (CMR, 8 TB)</source>
        <translation>eine NAS-Festplatte mit 7200 U/min (CMR, 8 TB)</translation>
    </message>
    <message>
        <source>a SATA SSD (2 TB)</source>
        <translation>eine SATA-SSD (2 TB)</translation>
    </message>
    <message>
        <source>the figures given (no real disk: times are not scaled)</source>
        <translation>die angegebenen Werte (kein echter Datenträger: Zeiten werden nicht skaliert)</translation>
    </message>
    <message>
        <source>%1 MiB/s</source>
        <translation>%1 MiB/s</translation>
    </message>
    <message>
        <source>%1 MB/s</source>
        <translation>%1 MB/s</translation>
    </message>
    <message>
        <source>each lab disk at %1 and %2 IOPS</source>
        <translation>jeder Lab-Datenträger mit %1 und %2 IOPS</translation>
    </message>
    <message>
        <source>each lab disk at %1</source>
        <translation>jeder Lab-Datenträger mit %1</translation>
    </message>
    <message>
        <source>each lab disk at %1 IOPS</source>
        <translation>jeder Lab-Datenträger mit %1 IOPS</translation>
    </message>
    <message>
        <source>%1: %2 (%3, %4 IOPS, %5 TB), %6; rate factor %7</source>
        <translation>%1: %2 (%3, %4 IOPS, %5 TB), %6; Ratenfaktor %7</translation>
    </message>
    <message>
        <source>A lab disk at %1 is slower than QEMU&apos;s safe minimum of 2 MB/s (the guest&apos;s commands time out): give --disk-speed 2M or more.</source>
        <translation>Ein Lab-Datenträger mit %1 ist langsamer als QEMUs sicheres Minimum von 2 MB/s (die Befehle des Gasts laufen in Zeitüberschreitungen): Geben Sie --disk-speed 2M oder mehr an.</translation>
    </message>
    <message>
        <source>A disk profile&apos;s rates cannot be negative.</source>
        <translation>Die Raten eines Datenträgerprofils können nicht negativ sein.</translation>
    </message>
    <message>
        <source>A lab disk at %1 IOPS makes every command crawl: give --disk-iops 10 or more.</source>
        <translation>Ein Lab-Datenträger mit %1 IOPS lässt jeden Befehl kriechen: Geben Sie --disk-iops 10 oder mehr an.</translation>
    </message>
    <message>
        <source>no real disk, the emulator&apos;s own speed</source>
        <translation>keine echte Platte, die eigene Geschwindigkeit des Emulators</translation>
    </message>
    <message>
        <source>every time is the emulator&apos;s, not a disk&apos;s</source>
        <translation>jede Zeit ist die des Emulators, nicht die einer Platte</translation>
    </message>
    <message>
        <source>%1: %2; %3</source>
        <translation>%1: %2; %3</translation>
    </message>
</context>
<context>
    <name>DiskProfileArguments</name>
    <message>
        <source>--disk-profile: unknown profile &apos;%1&apos; (profiles: %2).</source>
        <translation>--disk-profile: unbekanntes Profil &apos;%1&apos; (Profile: %2).</translation>
    </message>
    <message>
        <source>--disk-speed needs bytes per second such as 25M or 20MiB/s, got &apos;%1&apos;.</source>
        <translation>--disk-speed braucht Bytes pro Sekunde wie 25M oder 20MiB/s, erhalten: &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--disk-iops needs a whole number of operations per second, got &apos;%1&apos;.</source>
        <translation>--disk-iops braucht eine ganze Zahl von Operationen pro Sekunde, erhalten: &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>  --disk-profile NAME      vm: what each lab disk behaves like: hdd (a 7200 rpm NAS disk at 25 MiB/s and 400 IOPS, times scaled to 8 TB at 200 MB/s), ssd (a SATA SSD at 40 MiB/s) or unthrottled (the emulator&apos;s speed, the default)</source>
        <translation>  --disk-profile NAME      vm: wie sich jeder Lab-Datenträger verhält: hdd (eine NAS-Festplatte mit 7200 U/min bei 25 MiB/s und 400 IOPS, Zeiten skaliert auf 8 TB bei 200 MB/s), ssd (eine SATA-SSD bei 40 MiB/s) oder unthrottled (die Geschwindigkeit des Emulators, Standard)</translation>
    </message>
    <message>
        <source>  --disk-speed RATE        vm: each lab disk&apos;s bytes per second, e.g. 15M (over hdd or ssd: a slower lab, same model)</source>
        <translation>  --disk-speed RATE        vm: Bytes pro Sekunde jedes Lab-Datenträgers, z. B. 15M (mit hdd oder ssd: ein langsameres Lab, dasselbe Modell)</translation>
    </message>
    <message>
        <source>  --disk-iops N            vm: each lab disk&apos;s operations per second</source>
        <translation>  --disk-iops N            vm: Operationen pro Sekunde jedes Lab-Datenträgers</translation>
    </message>
</context>
<context>
    <name>DiskSlotSwap</name>
    <message>
        <source>Cannot reach the lab machine to replace disk %1: %2</source>
        <translation>Die Labormaschine ist nicht erreichbar, um Platte %1 zu ersetzen: %2</translation>
    </message>
    <message>
        <source>QEMU did not take disk %1 out of its slot: %2</source>
        <translation>QEMU hat Platte %1 nicht aus ihrem Schacht genommen: %2</translation>
    </message>
    <message>
        <source>QEMU did not list its drives: %1</source>
        <translation>QEMU hat seine Laufwerke nicht aufgelistet: %1</translation>
    </message>
    <message>
        <source>QEMU still holds the image of disk %1 10 s after its device left the slot</source>
        <translation>QEMU hält das Abbild von Platte %1 noch 10 s, nachdem ihr Gerät den Schacht verlassen hat</translation>
    </message>
    <message>
        <source>Cannot make a fresh image for disk %1 (%2): %3</source>
        <translation>Kein neues Abbild für Platte %1 möglich (%2): %3</translation>
    </message>
    <message>
        <source>QEMU did not take the fresh image of disk %1: %2</source>
        <translation>QEMU hat das neue Abbild von Platte %1 nicht angenommen: %2</translation>
    </message>
    <message>
        <source>QEMU did not put the fresh disk %1 in its slot: %2</source>
        <translation>QEMU hat die neue Platte %1 nicht in ihren Schacht gesteckt: %2</translation>
    </message>
</context>
<context>
    <name>DiskTableModel</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1
from the %2</source>
        <translation>%1
Quelle: %2</translation>
    </message>
    <message>
        <source>%1
%2</source>
        <translation>%1
%2</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Gerät</translation>
    </message>
    <message>
        <source>Stable ID</source>
        <translation>Stabile ID</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>Transport</source>
        <translation>Transport</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Serial</source>
        <translation>Seriennummer</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Grund</translation>
    </message>
</context>
<context>
    <name>DisksCommand</name>
    <message>
        <source>Usage: stacklab-cli disks [--json]</source>
        <translation>Aufruf: stacklab-cli disks [--json]</translation>
    </message>
    <message>
        <source>Lists the whole disks of this machine with their stable ID and what StackLab may do with them:</source>
        <translation>Listet die ganzen Datenträger dieses Rechners mit ihrer stabilen ID auf und was StackLab mit ihnen tun darf:</translation>
    </message>
    <message>
        <source>system (never), in-use (free it first), not-blank (clear the signatures first), blank (free for the lab).</source>
        <translation>system (nie), in-use (zuerst freigeben), not-blank (zuerst Signaturen löschen), blank (frei für das Labor).</translation>
    </message>
    <message>
        <source>print a JSON array (see docs/disks-json.md)</source>
        <translation>JSON-Array ausgeben (siehe docs/disks-json.md)</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>NAME</translation>
    </message>
    <message>
        <source>STABLE ID</source>
        <translation>STABILE ID</translation>
    </message>
    <message>
        <source>SIZE GiB</source>
        <translation>GRÖSSE GiB</translation>
    </message>
    <message>
        <source>TRANSPORT</source>
        <translation>TRANSPORT</translation>
    </message>
    <message>
        <source>CLASS</source>
        <translation>KLASSE</translation>
    </message>
    <message>
        <source>REASON</source>
        <translation>GRUND</translation>
    </message>
    <message>
        <source>To clear %1 (%2):</source>
        <translation>Zum Bereinigen von %1 (%2):</translation>
    </message>
    <message>
        <source>stacklab-cli disks: unknown option &apos;%1&apos;.</source>
        <translation>stacklab-cli disks: unbekannte Option &apos;%1&apos;.</translation>
    </message>
</context>
<context>
    <name>DisksPage</name>
    <message>
        <source>Filter by name, stable ID, model, state…</source>
        <translation>Nach Name, stabiler ID, Modell, Zustand filtern…</translation>
    </message>
    <message>
        <source>Copied the cleanup commands for %1</source>
        <translation>Bereinigungsbefehle für %1 kopiert</translation>
    </message>
    <message>
        <source>Disks</source>
        <translation>Datenträger</translation>
    </message>
    <message>
        <source>Disk identity from udev</source>
        <translation>Datenträgeridentität von udev</translation>
    </message>
    <message>
        <source>No udev daemon: disk identity read from sysfs</source>
        <translation>Kein udev-Daemon: Datenträgeridentität aus sysfs gelesen</translation>
    </message>
    <message>
        <source>Stable IDs are the /dev/disk/by-id links udev made.</source>
        <translation>Stabile IDs sind die von udev angelegten /dev/disk/by-id-Links.</translation>
    </message>
    <message>
        <source>No udev daemon runs: stable IDs are built from the WWN, the serial number, the bus path or, for loop devices, the backing file.</source>
        <translation>Kein udev-Daemon aktiv: Stabile IDs werden aus WWN, Seriennummer, Buspfad oder – bei Loop-Geräten – der Backing-Datei gebildet.</translation>
    </message>
    <message>
        <source>Disk inventory: %1 found. %2</source>
        <translation>Datenträgerinventar: %1 gefunden. %2</translation>
    </message>
    <message>
        <source>Disk appeared: %1, %2, %3</source>
        <translation>Datenträger hinzugekommen: %1, %2, %3</translation>
    </message>
    <message>
        <source>%1: %2 → %3 (%4)</source>
        <translation>%1: %2 → %3 (%4)</translation>
    </message>
    <message>
        <source>Disk gone: %1</source>
        <translation>Datenträger entfernt: %1</translation>
    </message>
    <message>
        <source>Reading the disk inventory…</source>
        <translation>Datenträgerinventar wird gelesen…</translation>
    </message>
    <message>
        <source>Disks: %1 (system %2, in use %3, not blank %4, blank %5)</source>
        <translation>Datenträger: %1 (System %2, belegt %3, nicht leer %4, leer %5)</translation>
    </message>
    <message>
        <source>Start a loop lab</source>
        <translation>Loop-Lab starten</translation>
    </message>
    <message>
        <source>Start the virtual lab</source>
        <translation>Virtuelles Lab starten</translation>
    </message>
</context>
<context>
    <name>DoneAlreadyStates</name>
    <message>
        <source>already unmounted</source>
        <translation>schon ausgehängt</translation>
    </message>
    <message>
        <source>array not running</source>
        <translation>Array läuft nicht</translation>
    </message>
    <message>
        <source>no md superblock on %1</source>
        <translation>kein md-Superblock auf %1</translation>
    </message>
    <message>
        <source>no LVM label on %1</source>
        <translation>kein LVM-Label auf %1</translation>
    </message>
    <message>
        <source>%1 is gone</source>
        <translation>%1 gibt es nicht mehr</translation>
    </message>
    <message>
        <source>volume group %1 already removed</source>
        <translation>Volume Group %1 bereits entfernt</translation>
    </message>
    <message>
        <source>logical volume %1 already removed</source>
        <translation>Logical Volume %1 bereits entfernt</translation>
    </message>
    <message>
        <source>pool not imported</source>
        <translation>Pool nicht importiert</translation>
    </message>
    <message>
        <source>%1 is gone with its partition table</source>
        <translation>%1 ist mit seiner Partitionstabelle verschwunden</translation>
    </message>
    <message>
        <source>no ZFS label left on %1</source>
        <translation>kein ZFS-Label mehr auf %1</translation>
    </message>
    <message>
        <source>loop device already detached</source>
        <translation>Loop-Gerät bereits gelöst</translation>
    </message>
</context>
<context>
    <name>DoomedDisk</name>
    <message numerus="yes">
        <source>the last %n characters of the stable ID</source>
        <translation>
            <numerusform>die letzten %n Zeichen der stabilen ID</numerusform>
            <numerusform>die letzten %n Zeichen der stabilen ID</numerusform>
        </translation>
    </message>
    <message>
        <source>the name of the loop device</source>
        <translation>den Namen des Loop-Geräts</translation>
    </message>
    <message>
        <source>the kernel name</source>
        <translation>den Kernelnamen</translation>
    </message>
    <message>
        <source>the last part of the path</source>
        <translation>den letzten Teil des Pfads</translation>
    </message>
</context>
<context>
    <name>DrillChoices</name>
    <message>
        <source>Fault drills (each adds to the run; none: the four-stack comparison)</source>
        <translation>Fehlerübungen (jede kommt zum Lauf hinzu; keine: der Vier-Stack-Vergleich)</translation>
    </message>
    <message>
        <source>Rebuild under load: a 4k random read/write job runs before the pull, through the rebuild and after it</source>
        <translation>Rebuild unter Last: ein 4k-Zufalls-Lese-/Schreibjob läuft vor dem Ziehen, während des Rebuilds und danach</translation>
    </message>
    <message>
        <source>Expect: single parity (mdadm RAID5, LVM raid5, raidz1) loses the data and says so; double parity (RAID6, raidz2, dRAID2) finishes, verifies and scrubs clean.</source>
        <translation>Zu erwarten: einfache Parität (mdadm RAID5, LVM raid5, raidz1) verliert die Daten und sagt es; doppelte Parität (RAID6, raidz2, dRAID2) wird fertig, verifiziert und scrubbt fehlerfrei.</translation>
    </message>
    <message>
        <source>Expect: mdadm and plain LVM return the bad data and only count mismatches; LVM with dm-integrity, ZFS and btrfs return the right data and repair the block.</source>
        <translation>Zu erwarten: mdadm und einfaches LVM liefern die falschen Daten und zählen nur Abweichungen; LVM mit dm-integrity, ZFS und btrfs liefern die richtigen Daten und reparieren den Block.</translation>
    </message>
    <message>
        <source>Expect: the job&apos;s p99 latency rises while degraded and rebuilding, most where the rebuild reads every member (md, LVM); the rebuild itself takes longer than without the job.</source>
        <translation>Zu erwarten: die p99-Latenz des Jobs steigt im degradierten Zustand und während des Rebuilds, am meisten, wo der Rebuild jedes Mitglied liest (md, LVM); der Rebuild selbst dauert länger als ohne den Job.</translation>
    </message>
    <message>
        <source>Power cut (virtual lab only): the guest loses power during the rebuild</source>
        <translation>Stromausfall (nur virtuelles Labor): der Gast verliert während des Rebuilds den Strom</translation>
    </message>
    <message>
        <source>On the command line: stacklab-cli lab run … %1</source>
        <translation>Auf der Kommandozeile: stacklab-cli lab run … %1</translation>
    </message>
    <message>
        <source>Second failure: pull a second disk when the rebuild is %1 % done</source>
        <translation>Zweiter Ausfall: eine zweite Platte ziehen, wenn der Rebuild zu %1 % fertig ist</translation>
    </message>
    <message>
        <source>Silent corruption: overwrite %1 blocks of 4 KiB on one disk behind the stack&apos;s back, read back, scrub</source>
        <translation>Stille Beschädigung: %1 Blöcke zu 4 KiB auf einer Platte am Stack vorbei überschreiben, zurücklesen, scrubben</translation>
    </message>
    <message>
        <source>Expect: the guest stops without a shutdown when the rebuild is %1 % done and boots again; each stack comes back with its own assemble, import or activate, md resumes its recovery from the checkpoint in the superblocks (if the cut caught a write, md refuses the dirty degraded array until it is forced to start, and the report says so), ZFS its resilver; the data verifies.</source>
        <translation>Erwartet: der Gast stoppt ohne Herunterfahren, wenn der Rebuild zu %1 % fertig ist, und startet neu; jeder Stack kommt mit seinem eigenen Assemble, Import oder Aktivieren zurück, md setzt seine Wiederherstellung am Prüfpunkt in den Superblöcken fort (traf der Ausfall einen Schreibvorgang, verweigert md das unsaubere, degradierte Array, bis es erzwungen gestartet wird, und der Bericht sagt es), ZFS sein Resilver; die Daten werden bestätigt.</translation>
    </message>
</context>
<context>
    <name>ExecPolicy</name>
    <message>
        <source>&apos;%1&apos; is not on the helper&apos;s list of allowed programs.</source>
        <translation>&apos;%1&apos; steht nicht auf der Liste der erlaubten Programme des Helfers.</translation>
    </message>
    <message>
        <source>%1 was found but is not owned by root or is writable by others: refusing to run it.</source>
        <translation>%1 wurde gefunden, gehört aber nicht root oder ist für andere beschreibbar: Ausführung verweigert.</translation>
    </message>
    <message>
        <source>%1 not found in /usr/sbin, /usr/bin, /sbin or /bin: install the %2 package.</source>
        <translation>%1 nicht gefunden in /usr/sbin, /usr/bin, /sbin oder /bin: Installieren Sie das Paket %2.</translation>
    </message>
</context>
<context>
    <name>ExpansionModel</name>
    <message>
        <source>Only raidz vdevs grow by one disk (zpool attach, OpenZFS 2.3 or later).</source>
        <translation>Nur raidz-vdevs wachsen um eine Platte (zpool attach, OpenZFS 2.3 oder neuer).</translation>
    </message>
</context>
<context>
    <name>FaultToleranceModel</name>
    <message>
        <source>disks %1 (neighbours hold the same chunks)</source>
        <translation>Platten %1 (Nachbarn halten dieselben Chunks)</translation>
    </message>
    <message>
        <source>any two disks (btrfs spreads chunk copies over every pair of devices)</source>
        <translation>zwei beliebige Platten (btrfs verteilt Chunk-Kopien über alle Gerätepaare)</translation>
    </message>
    <message>
        <source>disks %1 (the same mirror)</source>
        <translation>Platten %1 (derselbe Spiegel)</translation>
    </message>
    <message numerus="yes">
        <source>any %n disks of %1</source>
        <translation>
            <numerusform>%n beliebige Platte von %1</numerusform>
            <numerusform>%n beliebige Platten von %1</numerusform>
        </translation>
    </message>
    <message>
        <source>No redundancy: losing any disk loses the data.</source>
        <translation>Keine Redundanz: der Verlust irgendeiner Platte kostet die Daten.</translation>
    </message>
    <message numerus="yes">
        <source>Survives any %n failed disk(s); up to %1 if each hits a different mirror.</source>
        <translation>
            <numerusform>Übersteht %n beliebige ausgefallene Platte; bis zu %1, wenn jede einen anderen Spiegel trifft.</numerusform>
            <numerusform>Übersteht %n beliebige ausgefallene Platten; bis zu %1, wenn jede einen anderen Spiegel trifft.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Survives any %n failed disk(s) at once.</source>
        <translation>
            <numerusform>Übersteht %n beliebige gleichzeitig ausgefallene Platte.</numerusform>
            <numerusform>Übersteht %n beliebige gleichzeitig ausgefallene Platten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>With %n spare(s), %1 failures one after another, if each rebuild finishes first.</source>
        <translation>
            <numerusform>Mit %n Spare %1 Ausfälle nacheinander, wenn jeder Rebuild vorher fertig wird.</numerusform>
            <numerusform>Mit %n Spares %1 Ausfälle nacheinander, wenn jeder Rebuild vorher fertig wird.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FioJobParser</name>
    <message>
        <source>bs=%1 is not a multiple of 512 bytes, which direct=1 needs</source>
        <translation>bs=%1 ist kein Vielfaches von 512 Byte, was direct=1 erfordert</translation>
    </message>
    <message>
        <source>time_based needs runtime= (otherwise the job never ends)</source>
        <translation>time_based erfordert runtime= (sonst endet der Job nie)</translation>
    </message>
    <message>
        <source>verify=pattern needs verify_pattern= or buffer_pattern=</source>
        <translation>verify=pattern erfordert verify_pattern= oder buffer_pattern=</translation>
    </message>
    <message>
        <source>size=%1 is smaller than bs=%2</source>
        <translation>size=%1 ist kleiner als bs=%2</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
    <message>
        <source>job &apos;%1&apos;: %2</source>
        <translation>Job &apos;%1&apos;: %2</translation>
    </message>
    <message>
        <source>malformed section header &apos;%1&apos;</source>
        <translation>fehlerhafter Abschnittskopf &apos;%1&apos;</translation>
    </message>
    <message>
        <source>unsupported option &apos;include&apos;</source>
        <translation>nicht unterstützte Option &apos;include&apos;</translation>
    </message>
    <message>
        <source>option &apos;%1&apos; outside a job section (start one with [name])</source>
        <translation>Option &apos;%1&apos; außerhalb eines Job-Abschnitts (beginnen Sie einen mit [name])</translation>
    </message>
    <message>
        <source>option &apos;%1&apos; uses ${%2}, which is not set (set it in the environment or pass --env %2=...)</source>
        <translation>Option &apos;%1&apos; verwendet ${%2}, das nicht gesetzt ist (in der Umgebung setzen oder --env %2=... übergeben)</translation>
    </message>
    <message>
        <source>line %1: ioengine=%2 runs on StackLab&apos;s io_uring engine</source>
        <translation>Zeile %1: ioengine=%2 läuft auf der io_uring-Engine von StackLab</translation>
    </message>
    <message>
        <source>unsupported option &apos;%1&apos; (pass --ignore-unsupported to skip it with a warning)</source>
        <translation>nicht unterstützte Option &apos;%1&apos; (mit --ignore-unsupported wird sie mit einer Warnung übersprungen)</translation>
    </message>
    <message>
        <source>line %1: unsupported option &apos;%2&apos; ignored</source>
        <translation>Zeile %1: nicht unterstützte Option &apos;%2&apos; ignoriert</translation>
    </message>
    <message>
        <source>unsupported ioengine &apos;%1&apos; (StackLab runs %2)</source>
        <translation>nicht unterstützte ioengine &apos;%1&apos; (StackLab verwendet %2)</translation>
    </message>
    <message>
        <source>invalid value &apos;%1&apos; for option &apos;%2&apos;</source>
        <translation>ungültiger Wert &apos;%1&apos; für Option &apos;%2&apos;</translation>
    </message>
    <message>
        <source>option &apos;%1&apos; needs a value (%1=...)</source>
        <translation>Option &apos;%1&apos; benötigt einen Wert (%1=...)</translation>
    </message>
    <message>
        <source>no job section found (add one with [name])</source>
        <translation>kein Job-Abschnitt gefunden (fügen Sie einen mit [name] hinzu)</translation>
    </message>
    <message>
        <source>verify_only, verify_backlog and verify_interval need verify=crc32c</source>
        <translation>verify_only, verify_backlog und verify_interval brauchen verify=crc32c</translation>
    </message>
    <message>
        <source>verify=crc32c needs more than 44 bytes per block for its header (bs=%1)</source>
        <translation>verify=crc32c braucht mehr als 44 Bytes pro Block für seinen Header (bs=%1)</translation>
    </message>
    <message>
        <source>verify_interval=%1 must be at least 80 bytes and divide bs=%2</source>
        <translation>verify_interval=%1 muss mindestens 80 Bytes groß sein und bs=%2 ohne Rest teilen</translation>
    </message>
    <message>
        <source>verify_only and verify_backlog are for jobs that write (rw=write, randwrite, rw, randrw); a read job with verify=crc32c checks the file as it is</source>
        <translation>verify_only und verify_backlog gelten für schreibende Jobs (rw=write, randwrite, rw, randrw); ein lesender Job mit verify=crc32c prüft die Datei, wie sie ist</translation>
    </message>
    <message>
        <source>verify_only cannot replay a time_based job (fio refuses it too): drop time_based</source>
        <translation>verify_only kann einen time_based-Job nicht nachspielen (fio lehnt das ebenfalls ab): time_based entfernen</translation>
    </message>
    <message>
        <source>verify=pattern runs on read jobs only: write with one job, verify with a later rw=read job, or use verify=crc32c</source>
        <translation>verify=pattern läuft nur bei lesenden Jobs: mit einem Job schreiben, mit einem späteren rw=read-Job prüfen, oder verify=crc32c verwenden</translation>
    </message>
    <message>
        <source>unsupported verify method &apos;%1&apos; (StackLab verifies crc32c, crc32c-intel and pattern)</source>
        <translation>nicht unterstützte Prüfmethode &apos;%1&apos; (StackLab prüft crc32c, crc32c-intel und pattern)</translation>
    </message>
</context>
<context>
    <name>FioReport</name>
    <message>
        <source>  cancelled: the figures cover the work done until then</source>
        <translation>  abgebrochen: Die Werte umfassen die bis dahin geleistete Arbeit</translation>
    </message>
    <message>
        <source>  verify       : %1 blocks read back, %2 bad</source>
        <translation>  verify       : %1 Blöcke zurückgelesen, %2 fehlerhaft</translation>
    </message>
</context>
<context>
    <name>GuestDisks</name>
    <message>
        <source>The helper&apos;s disk list has an entry without a name or device node: not a disk.</source>
        <translation>Die Datenträgerliste des Helfers enthält einen Eintrag ohne Namen oder Geräteknoten: kein Datenträger.</translation>
    </message>
    <message>
        <source>The helper reports disk %1 with the unknown class &quot;%2&quot;.</source>
        <translation>Der Helper meldet Datenträger %1 mit der unbekannten Klasse &quot;%2&quot;.</translation>
    </message>
    <message>
        <source>Disks reported by the virtual lab&apos;s helper</source>
        <translation>Vom Helper des virtuellen Labs gemeldete Datenträger</translation>
    </message>
</context>
<context>
    <name>GuestOverlay</name>
    <message>
        <source>The helper for the guest, %1, is not an executable file: build the stacklab-helper target (cmake --build &lt;build dir&gt; --target stacklab-helper) or install StackLab.</source>
        <translation>Der Helfer für den Gast, %1, ist keine ausführbare Datei: Bauen Sie das Target stacklab-helper (cmake --build &lt;build dir&gt; --target stacklab-helper) oder installieren Sie StackLab.</translation>
    </message>
    <message>
        <source>ldd not found: install the libc-bin package.</source>
        <translation>ldd nicht gefunden: Installieren Sie das Paket libc-bin.</translation>
    </message>
    <message>
        <source>ldd %1 failed: %2</source>
        <translation>ldd %1 fehlgeschlagen: %2</translation>
    </message>
    <message>
        <source>ldd %1 names no x86-64 loader: the guest runs x86-64 binaries only.</source>
        <translation>ldd %1 nennt keinen x86-64-Loader: Der Gast führt nur x86-64-Binärdateien aus.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Cannot read %1 for the guest: %2</source>
        <translation>%1 kann für den Gast nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>Cannot write %1: %2. Free some space in the temporary directory.</source>
        <translation>%1 kann nicht geschrieben werden: %2. Geben Sie Speicherplatz im temporären Verzeichnis frei.</translation>
    </message>
</context>
<context>
    <name>Helper</name>
    <message>
        <source>stacklab-helper: unknown option &apos;%1&apos;; the only options are --validate and --version.</source>
        <translation>stacklab-helper: unbekannte Option &apos;%1&apos;; die einzigen Optionen sind --validate und --version.</translation>
    </message>
</context>
<context>
    <name>HelperCall</name>
    <message>
        <source>The virtual lab is switched off (power-cut drill): nothing answers.</source>
        <translation>Das virtuelle Labor ist ausgeschaltet (Stromausfall-Übung): nichts antwortet.</translation>
    </message>
    <message>
        <source>The helper stopped (exit code %1) before it answered %2.</source>
        <translation>Der Helfer wurde beendet (Exit-Code %1), bevor er %2 beantwortet hat.</translation>
    </message>
    <message>
        <source>The helper went away before it answered %1.</source>
        <translation>Der Helfer war weg, bevor er %1 beantwortet hat.</translation>
    </message>
    <message>
        <source>The helper did not answer %1 within %2 s.</source>
        <translation>Der Helfer hat %1 nicht innerhalb von %2 s beantwortet.</translation>
    </message>
</context>
<context>
    <name>HelperClient</name>
    <message>
        <source>The helper at %1 cannot be reached (%2): is the virtual lab running with its helper?</source>
        <translation>Der Helper unter %1 ist nicht erreichbar (%2): Läuft das virtuelle Lab mit seinem Helper?</translation>
    </message>
</context>
<context>
    <name>HelperProtocol</name>
    <message>
        <source>a string</source>
        <translation>eine Zeichenkette</translation>
    </message>
    <message>
        <source>Field &apos;%1&apos; is longer than %2 characters.</source>
        <translation>Feld &apos;%1&apos; ist länger als %2 Zeichen.</translation>
    </message>
    <message>
        <source>an array of strings</source>
        <translation>ein Array von Zeichenketten</translation>
    </message>
    <message>
        <source>Field &apos;%1&apos; has more than %2 entries.</source>
        <translation>Feld &apos;%1&apos; hat mehr als %2 Einträge.</translation>
    </message>
    <message>
        <source>An entry of &apos;%1&apos; is longer than %2 characters.</source>
        <translation>Ein Eintrag von &apos;%1&apos; ist länger als %2 Zeichen.</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true oder false</translation>
    </message>
    <message>
        <source>an integer</source>
        <translation>eine Ganzzahl</translation>
    </message>
    <message>
        <source>an object of strings, numbers and booleans</source>
        <translation>ein Objekt aus Zeichenketten, Zahlen und Booleans</translation>
    </message>
    <message>
        <source>a string, number or boolean</source>
        <translation>eine Zeichenkette, eine Zahl oder ein Boolean</translation>
    </message>
    <message>
        <source>Field &apos;%1&apos; is refused: the helper never accepts a program, arguments, environment or paths to run; name a recipe step instead.</source>
        <translation>Feld &apos;%1&apos; wird abgelehnt: Der Helper akzeptiert nie Programme, Argumente, Umgebungen oder auszuführende Pfade; nennen Sie stattdessen einen Rezeptschritt.</translation>
    </message>
    <message>
        <source>Field &apos;%1&apos; must be %2.</source>
        <translation>Feld &apos;%1&apos; muss %2 sein.</translation>
    </message>
    <message>
        <source>The request is %1 bytes long; a request line may have at most %2 bytes.</source>
        <translation>Die Anfrage ist %1 Byte lang; eine Anfragezeile darf höchstens %2 Byte haben.</translation>
    </message>
    <message>
        <source>The request nests %1 levels deep; at most %2 are allowed.</source>
        <translation>Die Anfrage ist %1 Ebenen tief verschachtelt; höchstens %2 sind erlaubt.</translation>
    </message>
    <message>
        <source>The request is not valid JSON (%1 at byte %2): send one JSON object per line.</source>
        <translation>Die Anfrage ist kein gültiges JSON (%1 bei Byte %2): Senden Sie ein JSON-Objekt pro Zeile.</translation>
    </message>
    <message>
        <source>The request must be a JSON object.</source>
        <translation>Die Anfrage muss ein JSON-Objekt sein.</translation>
    </message>
    <message>
        <source>Field &apos;type&apos; is missing: every request names its type.</source>
        <translation>Feld &apos;type&apos; fehlt: Jede Anfrage nennt ihren Typ.</translation>
    </message>
    <message>
        <source>Field &apos;type&apos; must be a string.</source>
        <translation>Feld &apos;type&apos; muss eine Zeichenkette sein.</translation>
    </message>
    <message>
        <source>Unknown request type &apos;%1&apos;.</source>
        <translation>Unbekannter Anfragetyp &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>Field &apos;%1&apos; is not part of a &apos;%2&apos; request.</source>
        <translation>Feld &apos;%1&apos; gehört nicht zu einer &apos;%2&apos;-Anfrage.</translation>
    </message>
    <message>
        <source>Field &apos;%1&apos; is missing from a &apos;%2&apos; request.</source>
        <translation>Feld &apos;%1&apos; fehlt in einer &apos;%2&apos;-Anfrage.</translation>
    </message>
    <message>
        <source>Field &apos;id&apos; may have at most 128 characters.</source>
        <translation>Feld &apos;id&apos; darf höchstens 128 Zeichen haben.</translation>
    </message>
    <message>
        <source>Field &apos;id&apos; of a &apos;%1&apos; request is empty: the helper names the request by it in every event.</source>
        <translation>Feld &apos;id&apos; einer &apos;%1&apos;-Anfrage ist leer: Der Helfer benennt die Anfrage in jedem Ereignis danach.</translation>
    </message>
</context>
<context>
    <name>HelperServer</name>
    <message>
        <source>This helper speaks protocol version %1, the client version %2: install matching StackLab versions.</source>
        <translation>Dieser Helper spricht Protokollversion %1, der Client Version %2: Installieren Sie zueinander passende StackLab-Versionen.</translation>
    </message>
    <message>
        <source>Request id &apos;%1&apos; is still running: give every run its own id.</source>
        <translation>Anfrage-ID &apos;%1&apos; läuft noch: Geben Sie jedem Lauf eine eigene ID.</translation>
    </message>
    <message>
        <source>No step with request id &apos;%1&apos; is running.</source>
        <translation>Es läuft kein Schritt mit der Anfrage-ID &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>Steps are still running: wait for them or cancel them before destroying the loop lab.</source>
        <translation>Es laufen noch Schritte: Warten Sie auf sie oder brechen Sie sie ab, bevor Sie das Loop-Lab abbauen.</translation>
    </message>
    <message>
        <source>Request id &apos;%1&apos; is still running: give every request its own id.</source>
        <translation>Die Anfrage mit der ID &apos;%1&apos; läuft noch: Geben Sie jeder Anfrage eine eigene ID.</translation>
    </message>
    <message>
        <source>%1 bytes do not fit: %2 has %3 bytes free. Choose a smaller size.</source>
        <translation>%1 Byte passen nicht: %2 hat %3 Byte frei. Wählen Sie eine kleinere Größe.</translation>
    </message>
    <message>
        <source>Cancelled by the client.</source>
        <translation>Vom Client abgebrochen.</translation>
    </message>
    <message>
        <source>The action failed.</source>
        <translation>Die Aktion ist fehlgeschlagen.</translation>
    </message>
    <message>
        <source>losetup reported %1 for %2, but that is not the loop device bound to it.</source>
        <translation>losetup meldete %1 für %2, aber das ist nicht das daran gebundene Loop-Gerät.</translation>
    </message>
    <message>
        <source>versions runs each storage tool&apos;s --version, and stacklab-helper --validate executes nothing: ask a helper in its normal mode.</source>
        <translation>versions ruft --version jedes Speicherwerkzeugs auf, und stacklab-helper --validate führt nichts aus: Fragen Sie einen Helfer im normalen Modus.</translation>
    </message>
    <message>
        <source>This helper made no loop lab for session &apos;%1&apos;, and its owner still runs: it removes only the loop lab it created itself or one that was left behind.</source>
        <translation>Dieser Helper hat kein Loop-Lab für die Sitzung „%1“ angelegt, und sein Besitzer läuft noch: Er entfernt nur das Loop-Lab, das er selbst angelegt hat, oder eines, das zurückgelassen wurde.</translation>
    </message>
    <message>
        <source>inventory runs the storage tools that list what exists (lvs, zpool list, findmnt, …), and stacklab-helper --validate executes nothing: ask a helper in its normal mode.</source>
        <translation>inventory führt die Speicherwerkzeuge aus, die auflisten, was es gibt (lvs, zpool list, findmnt, …), und stacklab-helper --validate führt nichts aus: fragen Sie einen Helfer im normalen Modus.</translation>
    </message>
</context>
<context>
    <name>InstallLayout</name>
    <message>
        <source>the privileged helper (started through pkexec)</source>
        <translation>der privilegierte Helfer (gestartet über pkexec)</translation>
    </message>
    <message>
        <source>installs the virtual lab&apos;s host tools and builds its image (as root)</source>
        <translation>installiert die Host-Werkzeuge des virtuellen Labs und baut sein Abbild (als root)</translation>
    </message>
    <message>
        <source>builds the virtual lab&apos;s guest image</source>
        <translation>baut das Gast-Abbild des virtuellen Labs</translation>
    </message>
    <message>
        <source>installs QEMU and the image build tools</source>
        <translation>installiert QEMU und die Werkzeuge zum Bauen des Abbilds</translation>
    </message>
    <message>
        <source>boots the virtual lab from a shell</source>
        <translation>startet das virtuelle Lab aus einer Shell</translation>
    </message>
    <message>
        <source>the guest&apos;s init, packed into the image</source>
        <translation>das init des Gasts, in das Abbild gepackt</translation>
    </message>
    <message>
        <source>fio job: the four-stack comparison&apos;s storage-bench</source>
        <translation>fio-Job: storage-bench des Vier-Stack-Vergleichs</translation>
    </message>
    <message>
        <source>fio job: 4k random writes</source>
        <translation>fio-Job: zufällige 4k-Schreibzugriffe</translation>
    </message>
    <message>
        <source>translation catalogue (%1)</source>
        <translation>Übersetzungskatalog (%1)</translation>
    </message>
    <message>
        <source>the user guide (Help &gt; Documentation for this page, F1)</source>
        <translation>das Benutzerhandbuch (Hilfe &gt; Dokumentation zu dieser Seite, F1)</translation>
    </message>
</context>
<context>
    <name>InventoryParsers</name>
    <message>
        <source>not a JSON object: %1</source>
        <translation>kein JSON-Objekt: %1</translation>
    </message>
    <message>
        <source>no &quot;report&quot; array in the LVM report</source>
        <translation>kein &quot;report&quot;-Array im LVM-Bericht</translation>
    </message>
    <message>
        <source>expected name, size, allocated bytes and health separated by tabs (zpool list -H -p)</source>
        <translation>erwartet: Name, Größe, belegte Bytes und Zustand, durch Tabulatoren getrennt (zpool list -H -p)</translation>
    </message>
    <message>
        <source>expected a &quot;Label: … uuid: …&quot; line, &quot;Total devices N&quot; or a &quot;devid … path …&quot; line</source>
        <translation>erwartet: eine Zeile &quot;Label: … uuid: …&quot;, &quot;Total devices N&quot; oder &quot;devid … path …&quot;</translation>
    </message>
    <message>
        <source>no &quot;filesystems&quot; array (findmnt -J -l)</source>
        <translation>kein &quot;filesystems&quot;-Array (findmnt -J -l)</translation>
    </message>
    <message>
        <source>no &quot;loopdevices&quot; array (losetup -J -l)</source>
        <translation>kein &quot;loopdevices&quot;-Array (losetup -J -l)</translation>
    </message>
</context>
<context>
    <name>InventoryProbe</name>
    <message>
        <source>%1 did not answer within %2 s.</source>
        <translation>%1 hat nicht innerhalb von %2 s geantwortet.</translation>
    </message>
    <message>
        <source>%1 exited with %2: %3</source>
        <translation>%1 endete mit %2: %3</translation>
    </message>
</context>
<context>
    <name>IoFileLayout</name>
    <message>
        <source>cannot use %1: %2</source>
        <translation>%1 nicht verwendbar: %2</translation>
    </message>
    <message>
        <source>cannot open %1: %2 (block devices need root)</source>
        <translation>%1 kann nicht geöffnet werden: %2 (Blockgeräte erfordern root)</translation>
    </message>
    <message>
        <source>cannot read the size of %1: %2</source>
        <translation>Größe von %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 holds %2 bytes, the job needs offset+size = %3: lower size=</source>
        <translation>%1 fasst %2 Byte, der Job braucht offset+size = %3: size= verringern</translation>
    </message>
    <message>
        <source>%1 is neither a regular file nor a block device</source>
        <translation>%1 ist weder eine reguläre Datei noch ein Blockgerät</translation>
    </message>
    <message>
        <source>%1 is too small for offset=%2: set size=</source>
        <translation>%1 ist zu klein für offset=%2: size= setzen</translation>
    </message>
    <message>
        <source>%1 does not exist and the job sets no size=: set size= so it can be created</source>
        <translation>%1 existiert nicht und der Job setzt kein size=: size= setzen, damit die Datei angelegt werden kann</translation>
    </message>
    <message>
        <source>cannot create %1: %2</source>
        <translation>%1 kann nicht angelegt werden: %2</translation>
    </message>
    <message>
        <source>laying out %1 (%2 bytes) failed: %3</source>
        <translation>Anlegen von %1 (%2 Byte) fehlgeschlagen: %3</translation>
    </message>
    <message>
        <source>%1 has room for no block of bs=%2 after offset=%3</source>
        <translation>%1 bietet nach offset=%3 keinen Platz für einen Block mit bs=%2</translation>
    </message>
    <message>
        <source>verify_only: %1 does not hold what the job writes (missing or shorter than offset+size); run the job without verify_only first</source>
        <translation>verify_only: %1 enthält nicht, was der Job schreibt (fehlt oder ist kürzer als offset+size); den Job zuerst ohne verify_only ausführen</translation>
    </message>
</context>
<context>
    <name>JobCatalog</name>
    <message>
        <source>Cannot read the job file %1: %2. Check the path and its permissions.</source>
        <translation>Die Jobdatei %1 kann nicht gelesen werden: %2. Prüfen Sie den Pfad und die Berechtigungen.</translation>
    </message>
    <message>
        <source>%1 is larger than 1 MiB: this is not a fio job file.</source>
        <translation>%1 ist größer als 1 MiB: Das ist keine fio-Jobdatei.</translation>
    </message>
</context>
<context>
    <name>JobWorker</name>
    <message>
        <source>the device failed or disappeared: check dmesg and the disk</source>
        <translation>Das Gerät ist ausgefallen oder verschwunden: dmesg und den Datenträger prüfen</translation>
    </message>
    <message>
        <source>no space left: lower size= or free space on the target</source>
        <translation>kein Platz mehr: size= verringern oder Platz auf dem Ziel freigeben</translation>
    </message>
    <message>
        <source>the target may not support O_DIRECT with bs=%1: try direct=0 or a larger bs</source>
        <translation>Das Ziel unterstützt O_DIRECT mit bs=%1 möglicherweise nicht: direct=0 oder ein größeres bs versuchen</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: %2; %3</source>
        <translation>%1: %2; %3</translation>
    </message>
    <message>
        <source>cannot open %1</source>
        <translation>%1 kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>io_uring is not available (check /proc/sys/kernel/io_uring_disabled and the memlock limit)</source>
        <translation>io_uring ist nicht verfügbar (prüfen Sie /proc/sys/kernel/io_uring_disabled und das memlock-Limit)</translation>
    </message>
    <message>
        <source>cannot allocate %1 bytes of I/O buffers</source>
        <translation>%1 Byte an I/O-Puffern können nicht reserviert werden</translation>
    </message>
    <message>
        <source>end_fsync on %1 failed</source>
        <translation>end_fsync auf %1 fehlgeschlagen</translation>
    </message>
    <message>
        <source>waiting for completions failed</source>
        <translation>Warten auf Abschlüsse fehlgeschlagen</translation>
    </message>
    <message>
        <source>fsync of %1 failed</source>
        <translation>fsync von %1 fehlgeschlagen</translation>
    </message>
    <message>
        <source>%1 of %2 bytes at offset %3 of %4 failed</source>
        <translation>%1 von %2 Byte bei Offset %3 von %4 fehlgeschlagen</translation>
    </message>
    <message>
        <source>%1 reached the end of %2 at offset %3 (the file or device shrank)</source>
        <translation>%1 hat das Ende von %2 bei Offset %3 erreicht (Datei oder Gerät ist geschrumpft)</translation>
    </message>
    <message>
        <source>fsync of %1 before verifying failed</source>
        <translation>fsync von %1 vor dem Prüfen ist fehlgeschlagen</translation>
    </message>
    <message numerus="yes">
        <source>verify failed: %n block(s) of %1 read back wrong, the first at offset %2 (%3: expected %4, received %5); the data on the disk is not what was written</source>
        <translation>
            <numerusform>Prüfung fehlgeschlagen: %n Block von %1 falsch zurückgelesen, der erste bei Offset %2 (%3: erwartet %4, erhalten %5); die Daten auf dem Datenträger sind nicht die geschriebenen</numerusform>
            <numerusform>Prüfung fehlgeschlagen: %n Blöcke von %1 falsch zurückgelesen, der erste bei Offset %2 (%3: erwartet %4, erhalten %5); die Daten auf dem Datenträger sind nicht die geschriebenen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 I/Os still in flight were abandoned: none completed for %2 s</source>
        <translation>%1 noch laufende I/Os wurden aufgegeben: %2 s lang wurde keine abgeschlossen</translation>
    </message>
</context>
<context>
    <name>LabAction</name>
    <message>
        <source>The lab action failed: %1</source>
        <translation>Die Lab-Aktion ist fehlgeschlagen: %1</translation>
    </message>
</context>
<context>
    <name>LabBench</name>
    <message>
        <source>Lab</source>
        <translation>Lab</translation>
    </message>
    <message>
        <source>Lab target: %1</source>
        <translation>Lab-Ziel: %1</translation>
    </message>
    <message>
        <source>Shutting the lab down: it leaves nothing behind but the cache.</source>
        <translation>Lab wird heruntergefahren: Es bleibt nur der Cache zurück.</translation>
    </message>
    <message>
        <source>The lab is shut down.</source>
        <translation>Das Lab ist heruntergefahren.</translation>
    </message>
    <message>
        <source>The virtual lab&apos;s helper did not list its disks: %1</source>
        <translation>Der Helfer des virtuellen Labs hat seine Datenträger nicht aufgelistet: %1</translation>
    </message>
    <message>
        <source>Its lab was replaced by another one: the lab&apos;s disks are gone.</source>
        <translation>Sein Labor wurde durch ein anderes ersetzt: die Platten des Labors sind weg.</translation>
    </message>
    <message>
        <source>Its lab was shut down (Stop lab): the lab&apos;s disks are gone.</source>
        <translation>Sein Labor wurde heruntergefahren (Lab beenden): die Platten des Labors sind weg.</translation>
    </message>
    <message>
        <source>Build</source>
        <translation>Aufbauen</translation>
    </message>
    <message>
        <source>The walk on the Build page ended. %1</source>
        <translation>Der Durchgang auf der Seite Aufbauen endete. %1</translation>
    </message>
    <message>
        <source>A pulled disk was not given back: %1</source>
        <translation>Eine gezogene Platte wurde nicht zurückgegeben: %1</translation>
    </message>
</context>
<context>
    <name>LabBootView</name>
    <message>
        <source>The lab&apos;s progress and the virtual machine&apos;s console appear here.</source>
        <translation>Hier erscheinen der Fortschritt des Labs und die Konsole der virtuellen Maschine.</translation>
    </message>
</context>
<context>
    <name>LabCampaign</name>
    <message>
        <source>The lab session in %1 could not be opened: %2</source>
        <translation>Die Lab-Sitzung in %1 konnte nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>No lab session to resume in %1.</source>
        <translation>In %1 gibt es keine Laborsitzung zum Fortsetzen.</translation>
    </message>
    <message>
        <source>The session in %1 holds no lab run to resume (it was recorded by the GUI or by an older stacklab-cli): start a new run.</source>
        <translation>Die Sitzung in %1 enthält keinen fortsetzbaren Laborlauf (sie wurde von der GUI oder einem älteren stacklab-cli aufgezeichnet): starten Sie einen neuen Lauf.</translation>
    </message>
    <message>
        <source>The %1 lab could not start: %2</source>
        <translation>Das Lab %1 konnte nicht gestartet werden: %2</translation>
    </message>
    <message>
        <source>The lab target failed: %1</source>
        <translation>Das Lab-Ziel ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>the lab target stopped</source>
        <translation>das Lab-Ziel wurde beendet</translation>
    </message>
    <message numerus="yes">
        <source>The lab has %n disk(s); a scenario needs members and a spare.</source>
        <translation>
            <numerusform>Das Lab hat %n Datenträger; ein Szenario benötigt Mitglieder und ein Ersatzlaufwerk.</numerusform>
            <numerusform>Das Lab hat %n Datenträger; ein Szenario benötigt Mitglieder und ein Ersatzlaufwerk.</numerusform>
        </translation>
    </message>
    <message>
        <source>Restarting the virtual lab: the previous stack pulled a disk</source>
        <translation>Das virtuelle Labor wird neu gestartet: der vorige Stack hat eine Platte gezogen</translation>
    </message>
    <message>
        <source>Restarting the loop lab: the previous stack pulled a disk</source>
        <translation>Loop-Lab wird neu gestartet: der vorige Stack hat eine Platte gezogen</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>== %1 on %2 + spare %3</source>
        <translation>== %1 auf %2 + Ersatz %3</translation>
    </message>
    <message>
        <source>%1 failed: %2</source>
        <translation>%1 fehlgeschlagen: %2</translation>
    </message>
    <message>
        <source>Stopping the lab</source>
        <translation>Lab wird beendet</translation>
    </message>
    <message numerus="yes">
        <source>Restarting the lab: %n disk(s) left after the pulls, %1 needs %2</source>
        <translation>
            <numerusform>Lab wird neu gestartet: %n Datenträger nach dem Ziehen übrig, %1 braucht %2</numerusform>
            <numerusform>Lab wird neu gestartet: %n Datenträger nach dem Ziehen übrig, %1 braucht %2</numerusform>
        </translation>
    </message>
    <message>
        <source>== [%1/%2] %3, %4 % full, round %5</source>
        <translation>== [%1/%2] %3, %4 % gefüllt, Runde %5</translation>
    </message>
    <message>
        <source>%1 is not a format stacklab-cli writes: name it .md, .csv, .json or .html.</source>
        <translation>%1 ist kein Format, das stacklab-cli schreibt: Benennen Sie die Datei mit .md, .csv, .json oder .html.</translation>
    </message>
    <message>
        <source>Cancelled: %1 not run</source>
        <translation>Abgebrochen: %1 nicht ausgeführt</translation>
    </message>
    <message>
        <source>The previous stack pulled %1: %2, a fresh disk of the same lab, takes its place</source>
        <translation>Der vorige Stack hat %1 gezogen: %2, eine frische Platte desselben Labors, tritt an ihre Stelle</translation>
    </message>
</context>
<context>
    <name>LabCommand</name>
    <message>
        <source>Usage: stacklab-cli lab run STACK [STACK...] --target vm|loop|host --report FILE [options]</source>
        <translation>Aufruf: stacklab-cli lab run STACK [STACK...] --target vm|loop|host --report DATEI [Optionen]</translation>
    </message>
    <message>
        <source>  --target KIND            vm (the virtual lab), loop (loop disks on this kernel) or host (real disks: needs --disks)</source>
        <translation>  --target KIND            vm (das virtuelle Lab), loop (Loop-Datenträger auf diesem Kernel) oder host (echte Datenträger: erfordert --disks)</translation>
    </message>
    <message>
        <source>  --report FILE            .md, .csv, .json or .html (PDF: export it from the GUI&apos;s Results page)</source>
        <translation>  --report DATEI           .md, .csv, .json oder .html (PDF: auf der Seite „Ergebnisse“ der GUI exportieren)</translation>
    </message>
    <message>
        <source>  --disks ID,ID,...        member disks (default: all lab disks but the last)</source>
        <translation>  --disks ID,ID,...        Mitgliedslaufwerke (Standard: alle Lab-Datenträger außer dem letzten)</translation>
    </message>
    <message>
        <source>  --spare ID               the replacement disk (default: the last lab disk)</source>
        <translation>  --spare ID               der Ersatzdatenträger (Standard: der letzte Lab-Datenträger)</translation>
    </message>
    <message>
        <source>  --rounds N               storage-bench runs per stack (default 3)</source>
        <translation>  --rounds N               storage-bench-Läufe pro Stack (Standard 3)</translation>
    </message>
    <message>
        <source>  --dataset-size SIZE      dataset size, e.g. 512M, 4G (default 25 % of the usable space)</source>
        <translation>  --dataset-size SIZE      Größe der Testdaten, z. B. 512M, 4G (Standard: 25 % des nutzbaren Platzes)</translation>
    </message>
    <message>
        <source>  --overwrite-size SIZE    bytes overwritten for the snapshot cost (default 1G, at most an eighth of the usable space)</source>
        <translation>  --overwrite-size SIZE    überschriebene Bytes für die Snapshot-Kosten (Standard 1G, höchstens ein Achtel des nutzbaren Speichers)</translation>
    </message>
    <message>
        <source>  --workload-runtime S     runtime of the 4k random read job (default 60)</source>
        <translation>  --workload-runtime S     Laufzeit des 4k-Random-Read-Jobs (Standard 60)</translation>
    </message>
    <message>
        <source>  --workload-size SIZE     file size of the storage-bench jobs (default 2G, at most a quarter of the usable space)</source>
        <translation>  --workload-size SIZE     Dateigröße der storage-bench-Jobs (Standard: 2G, höchstens ein Viertel des nutzbaren Platzes)</translation>
    </message>
    <message>
        <source>  --disk-count N           vm and loop: number of lab disks (default 4)</source>
        <translation>  --disk-count N           vm und loop: Anzahl der Lab-Datenträger (Standard 4)</translation>
    </message>
    <message>
        <source>  --session NAME           lab session name (default lab-YYYYMMDD-HHMMSS)</source>
        <translation>  --session NAME           Name der Lab-Sitzung (Standard: lab-YYYYMMDD-HHMMSS)</translation>
    </message>
    <message>
        <source>  --session-dir DIR        where the session is recorded (default: the app data folder)</source>
        <translation>  --session-dir DIR        wo die Sitzung aufgezeichnet wird (Standard: der Datenordner der App)</translation>
    </message>
    <message>
        <source>  --helper PATH            the stacklab-helper binary (default: installed, else next to stacklab-cli)</source>
        <translation>  --helper PFAD            das stacklab-helper-Programm (Standard: installiert, sonst neben stacklab-cli)</translation>
    </message>
    <message>
        <source>Exit codes: 0 every stack ran to the end, 1 a stack failed or the lab could not start, 2 bad arguments.</source>
        <translation>Exit-Codes: 0 alle Stacks liefen bis zum Ende, 1 ein Stack schlug fehl oder das Lab konnte nicht starten, 2 ungültige Argumente.</translation>
    </message>
    <message>
        <source>%1 needs a value.</source>
        <translation>%1 benötigt einen Wert.</translation>
    </message>
    <message>
        <source>%1 needs a whole number of at least 1, got &apos;%2&apos;.</source>
        <translation>%1 erwartet eine ganze Zahl ab 1, erhalten: &apos;%2&apos;.</translation>
    </message>
    <message>
        <source>%1 needs a size such as 512M or 4G, got &apos;%2&apos;.</source>
        <translation>%1 benötigt eine Größe wie 512M oder 4G, angegeben: &apos;%2&apos;.</translation>
    </message>
    <message>
        <source>unknown option %1 (see --help).</source>
        <translation>unbekannte Option %1 (siehe --help).</translation>
    </message>
    <message>
        <source>name at least one stack (stacklab-cli stacks lists them).</source>
        <translation>Nennen Sie mindestens einen Stack (stacklab-cli stacks listet sie auf).</translation>
    </message>
    <message>
        <source>unknown stack &apos;%1&apos; (stacklab-cli stacks lists them).</source>
        <translation>unbekannter Stack &apos;%1&apos; (stacklab-cli stacks listet sie auf).</translation>
    </message>
    <message>
        <source>--target must be vm, loop or host, got &apos;%1&apos;.</source>
        <translation>--target muss vm, loop oder host sein, erhalten: &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--target host runs on real disks: name them with --disks (stable IDs from stacklab-cli disks) and the replacement with --spare.</source>
        <translation>--target host läuft auf echten Datenträgern: Nennen Sie diese mit --disks (stabile IDs aus stacklab-cli disks) und den Ersatz mit --spare.</translation>
    </message>
    <message>
        <source>--report FILE is required (.md, .csv, .json or .html).</source>
        <translation>--report FILE ist erforderlich (.md, .csv, .json oder .html).</translation>
    </message>
    <message>
        <source>Session %1 in %2</source>
        <translation>Sitzung %1 in %2</translation>
    </message>
    <message>
        <source>Interrupted: cancelling and tearing down (Ctrl-C again to cancel the teardown too)</source>
        <translation>Unterbrochen: Abbruch und Abbau laufen (erneut Strg-C bricht auch den Abbau ab)</translation>
    </message>
    <message>
        <source>The report %1 could not be written: %2</source>
        <translation>Der Bericht %1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Report written to %1</source>
        <translation>Bericht nach %1 geschrieben</translation>
    </message>
    <message>
        <source>Runs the four-stack comparison&apos;s scenario on each stack, one after another on the same disks: build, initial sync, storage-bench, dataset copy, snapshot cost, disk pull, rebuild, verify, scrub, teardown. Records a lab session and writes one report with a column per stack.</source>
        <translation>Führt das Szenario des Vier-Stack-Vergleichs auf jedem Stack aus, nacheinander auf denselben Datenträgern: Aufbau, erste Synchronisation, storage-bench, Datensatz kopieren, Snapshot-Kosten, Datenträger ziehen, Rebuild, Prüfen, Scrub, Abbau. Zeichnet eine Lab-Sitzung auf und schreibt einen Bericht mit einer Spalte pro Stack.</translation>
    </message>
    <message>
        <source>stacklab-cli lab sweep --csv FILE [options]: the ZFS resilver sweep (see lab sweep --help).</source>
        <translation>stacklab-cli lab sweep --csv DATEI [Optionen]: die ZFS-Resilver-Reihe (siehe lab sweep --help).</translation>
    </message>
    <message>
        <source>       stacklab-cli lab run --resume SESSION [--report FILE] [--helper PATH]</source>
        <translation>       stacklab-cli lab run --resume SITZUNG [--report DATEI] [--helper PFAD]</translation>
    </message>
    <message>
        <source>  --resume SESSION         continue a run that a crash, a kill or a lab that stopped cut short (a session folder or name): its stacks and options, from the first stack that did not run to its end</source>
        <translation>  --resume SITZUNG         einen Lauf fortsetzen, den ein Absturz, ein Abbruch oder ein gestopptes Labor unterbrochen hat (Sitzungsordner oder -name): mit seinen Stacks und Optionen, ab dem ersten Stack, der nicht bis zum Ende lief</translation>
    </message>
    <message>
        <source>stacklab-cli lab report SESSION --report FILE: the report of a recorded session, partial or not (see lab report --help).</source>
        <translation>stacklab-cli lab report SITZUNG --report DATEI: der Bericht einer aufgezeichneten Sitzung, auch einer unvollständigen (siehe lab report --help).</translation>
    </message>
    <message>
        <source>--resume continues the session&apos;s own stacks and options: give only --report and --helper with it, not %1.</source>
        <translation>--resume setzt die Stacks und Optionen der Sitzung selbst fort: dazu nur --report und --helper angeben, nicht %1.</translation>
    </message>
    <message>
        <source>Resuming session %1 in %2</source>
        <translation>Setze Sitzung %1 in %2 fort</translation>
    </message>
    <message>
        <source>Continue it with: stacklab-cli lab run --resume %1</source>
        <translation>Fortsetzen mit: stacklab-cli lab run --resume %1</translation>
    </message>
    <message>
        <source>stacklab-cli lab: unknown subcommand &apos;%1&apos; (run, report, sweep).</source>
        <translation>stacklab-cli lab: unbekannter Unterbefehl &apos;%1&apos; (run, report, sweep).</translation>
    </message>
    <message>
        <source>  --dataset-percent N      dataset size as a percentage of the usable space (default 25)</source>
        <translation>  --dataset-percent N      Größe des Datensatzes in Prozent des nutzbaren Platzes (Standard 25)</translation>
    </message>
    <message>
        <source>  --dataset-seed N         seed of the dataset&apos;s random data (default: a new one per run)</source>
        <translation>  --dataset-seed N         Startwert der Zufallsdaten des Datensatzes (Standard: ein neuer pro Lauf)</translation>
    </message>
    <message>
        <source>  --stages LIST            only these stages, e.g. claim,prepare,build,sync,mount,dataset,fail,rebuild,verify,teardown (default: all)</source>
        <translation>  --stages LISTE           nur diese Stufen, z. B. claim,prepare,build,sync,mount,dataset,fail,rebuild,verify,teardown (Standard: alle)</translation>
    </message>
    <message>
        <source>  --tag KEY=VALUE          recorded in the report&apos;s run section (a sweep names its cell with layout=, fill=, round=); repeatable</source>
        <translation>  --tag SCHLÜSSEL=WERT     im Abschnitt run des Berichts festgehalten (ein Sweep benennt damit seine Zelle: layout=, fill=, round=); wiederholbar</translation>
    </message>
    <message>
        <source>  --drill LIST             fault drills to run as well, e.g. %1 (docs/drills.md; default: none)</source>
        <translation>  --drill LISTE            zusätzlich auszuführende Fehlerübungen, z. B. %1 (docs/drills.md; Vorgabe: keine)</translation>
    </message>
    <message>
        <source>  --corrupt-blocks N       corruption drill: 4 KiB blocks overwritten on one member, 1 to 4096 (default 64)</source>
        <translation>  --corrupt-blocks N       Korruptionsübung: auf einem Mitglied überschriebene 4-KiB-Blöcke, 1 bis 4096 (Vorgabe 64)</translation>
    </message>
    <message>
        <source>  --second-failure-at P%   second-failure drill: the rebuild&apos;s progress when the second disk is pulled, 1 to 99 (default 30%)</source>
        <translation>  --second-failure-at P%   Übung zweiter Ausfall: Fortschritt des Rebuilds, wenn die zweite Platte gezogen wird, 1 bis 99 (Vorgabe 30%)</translation>
    </message>
    <message>
        <source>  --power-cut-at P%        power-cut drill: the rebuild&apos;s progress when the virtual lab loses power, 1 to 99 (default 50%)</source>
        <translation>  --power-cut-at P%        Stromausfallübung: Fortschritt des Rebuilds, wenn das virtuelle Labor den Strom verliert, 1 bis 99 (Vorgabe 50%)</translation>
    </message>
    <message>
        <source>  --drill-seed N           where the corruption drill&apos;s blocks land (default: the dataset&apos;s seed)</source>
        <translation>  --drill-seed N           wohin die Blöcke der Korruptionsübung fallen (Vorgabe: der Seed des Datensatzes)</translation>
    </message>
    <message>
        <source>--drill: unknown drill &apos;%1&apos; (drills: %2).</source>
        <translation>--drill: unbekannte Übung „%1“ (Übungen: %2).</translation>
    </message>
    <message>
        <source>--drill needs at least one drill (drills: %1).</source>
        <translation>--drill braucht mindestens eine Übung (Übungen: %1).</translation>
    </message>
    <message>
        <source>--corrupt-blocks needs a number of 4 KiB blocks from 1 to 4096, got &apos;%1&apos;.</source>
        <translation>--corrupt-blocks braucht eine Anzahl 4-KiB-Blöcke von 1 bis 4096, erhalten: „%1“.</translation>
    </message>
    <message>
        <source>%1 needs a percentage of the rebuild from 1 to 99 such as 30%, got &apos;%2&apos;.</source>
        <translation>%1 braucht einen Prozentsatz des Rebuilds von 1 bis 99 wie 30%, erhalten: „%2“.</translation>
    </message>
    <message>
        <source>--drill-seed needs a whole number from 1 to 2147483647, got &apos;%1&apos;.</source>
        <translation>--drill-seed braucht eine ganze Zahl von 1 bis 2147483647, erhalten: „%1“.</translation>
    </message>
    <message>
        <source>%1 sets the %2 drill: add --drill %2.</source>
        <translation>%1 stellt die Übung %2 ein: --drill %2 hinzufügen.</translation>
    </message>
    <message>
        <source>  --vm-cpus N              vm: the guest&apos;s virtual CPUs, 1 to 64 (default 2)</source>
        <translation>  --vm-cpus N              vm: die virtuellen CPUs des Gasts, 1 bis 64 (Standard 2)</translation>
    </message>
    <message>
        <source>--vm-cpus needs a whole number from 1 to 64, got &apos;%1&apos;.</source>
        <translation>--vm-cpus braucht eine ganze Zahl von 1 bis 64, nicht &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--vm-cpus sets the virtual lab&apos;s CPUs: it goes with --target vm only.</source>
        <translation>--vm-cpus legt die CPUs des virtuellen Labors fest: nur zusammen mit --target vm.</translation>
    </message>
    <message>
        <source>--disk-profile, --disk-speed and --disk-iops set the virtual lab&apos;s disks: they go with --target vm only.</source>
        <translation>--disk-profile, --disk-speed und --disk-iops stellen die Datenträger des virtuellen Labs ein: Sie gehören nur zu --target vm.</translation>
    </message>
    <message>
        <source>  --disk-size SIZE         vm and loop: size of each lab disk (default 1G; 512M with --disk-profile hdd)</source>
        <translation>  --disk-size GRÖSSE       vm und loop: Größe jeder Laborplatte (Vorgabe 1G; 512M mit --disk-profile hdd)</translation>
    </message>
</context>
<context>
    <name>LabExit</name>
    <message>
        <source>The window was closed; the lab was removed with it.</source>
        <translation>Das Fenster wurde geschlossen; das Lab wurde mit ihm entfernt.</translation>
    </message>
    <message>
        <source>Leave StackLab?</source>
        <translation>StackLab verlassen?</translation>
    </message>
    <message>
        <source>Stop and clean up</source>
        <translation>Anhalten und aufräumen</translation>
    </message>
    <message>
        <source>Stop and clean up: the running step is cancelled and the lab is removed (its disks, mounts and files). A loop or virtual lab lives only as long as StackLab.</source>
        <translation>Anhalten und aufräumen: Der laufende Schritt wird abgebrochen und das Lab entfernt (seine Laufwerke, Einhängepunkte und Dateien). Ein Loop- oder virtuelles Lab lebt nur so lange wie StackLab.</translation>
    </message>
    <message>
        <source>Keep the lab and leave: the running step is cancelled and the stack stays on the disks as it is; the walk is recorded as interrupted and the next start offers to resume it or tear it down.</source>
        <translation>Lab behalten und beenden: Der laufende Schritt wird abgebrochen und der Stack bleibt, wie er ist, auf den Laufwerken; der Durchgang wird als unterbrochen aufgezeichnet, und der nächste Start bietet an, ihn fortzusetzen oder abzubauen.</translation>
    </message>
    <message>
        <source>Keep the lab and leave</source>
        <translation>Lab behalten und beenden</translation>
    </message>
    <message>
        <source>The window was closed mid-run; the stack was kept.</source>
        <translation>Das Fenster wurde während eines Laufs geschlossen; der Stack wurde behalten.</translation>
    </message>
    <message>
        <source>The window was closed mid-run: stopped and cleaned up.</source>
        <translation>Das Fenster wurde während eines Laufs geschlossen: angehalten und aufgeräumt.</translation>
    </message>
    <message>
        <source>Lab</source>
        <translation>Lab</translation>
    </message>
    <message>
        <source>Stopping the steps and cleaning up the lab…</source>
        <translation>Die Schritte werden angehalten und das Lab aufgeräumt…</translation>
    </message>
    <message>
        <source>Stop and clean up: the running step is cancelled and the stack is torn down from wherever it is (its teardown phase, confirmed once for the phase).</source>
        <translation>Anhalten und aufräumen: der laufende Schritt wird abgebrochen und der Stack von seinem jetzigen Stand aus abgebaut (seine Abbauphase, einmal für die ganze Phase bestätigt).</translation>
    </message>
    <message>
        <source>The Build page&apos;s walk of %1 is running its %2 phase.</source>
        <translation>Der Durchgang von %1 auf der Seite Aufbauen führt gerade seine Phase %2 aus.</translation>
    </message>
    <message>
        <source>The Build page&apos;s walk of %1 is running its %2 phase: %3.</source>
        <translation>Der Durchgang von %1 auf der Seite Aufbauen führt gerade seine Phase %2 aus: %3.</translation>
    </message>
    <message>
        <source>The lab scenario is running: %1.</source>
        <translation>Das Lab-Szenario läuft: %1.</translation>
    </message>
    <message>
        <source>Stop and clean up: the running step is cancelled, the scenario runs its teardown, the lab is removed (its disks, mounts and files) and StackLab quits. The session keeps what was measured so far; the next start offers it.</source>
        <translation>Anhalten und aufräumen: Der laufende Schritt wird abgebrochen, das Szenario baut den Stack ab, das Lab wird entfernt (seine Platten, Einhängepunkte und Dateien) und StackLab wird beendet. Die Sitzung behält, was bis dahin gemessen wurde; der nächste Start bietet sie an.</translation>
    </message>
    <message>
        <source>Stop and clean up: the running step is cancelled, the scenario runs its teardown and StackLab quits. The session keeps what was measured so far; the next start offers it.</source>
        <translation>Anhalten und aufräumen: Der laufende Schritt wird abgebrochen, das Szenario baut den Stack ab und StackLab wird beendet. Die Sitzung behält, was bis dahin gemessen wurde; der nächste Start bietet sie an.</translation>
    </message>
    <message>
        <source>Keep it running: StackLab stays open and nothing is stopped.</source>
        <translation>Weiterlaufen lassen: StackLab bleibt offen, nichts wird angehalten.</translation>
    </message>
    <message>
        <source>Keep it running</source>
        <translation>Weiterlaufen lassen</translation>
    </message>
    <message>
        <source>Stopping and cleaning up before StackLab quits…</source>
        <translation>Anhalten und aufräumen, bevor StackLab beendet wird…</translation>
    </message>
    <message>
        <source>The Workload page&apos;s job is running in %1.</source>
        <translation>Der Job der Seite Workload läuft in %1.</translation>
    </message>
    <message>
        <source>Stop and clean up: the Workload page&apos;s job is cancelled; its files stay in %1.</source>
        <translation>Anhalten und aufräumen: der Job der Seite Workload wird abgebrochen; seine Dateien bleiben in %1.</translation>
    </message>
</context>
<context>
    <name>LabInventory</name>
    <message>
        <source>&amp;What exists on the target…</source>
        <translation>&amp;Was es auf dem Ziel gibt…</translation>
    </message>
    <message>
        <source>Clean up leftovers</source>
        <translation>Reste aufräumen</translation>
    </message>
    <message>
        <source>Remove what interrupted sessions left on the target?

%1</source>
        <translation>Entfernen, was unterbrochene Sitzungen auf dem Ziel hinterlassen haben?

%1</translation>
    </message>
</context>
<context>
    <name>LabOffer</name>
    <message>
        <source>No blank disk on this machine</source>
        <translation>Kein leerer Datenträger auf diesem Rechner</translation>
    </message>
    <message>
        <source>Every disk here holds the system or data, and StackLab never writes to those. Run the lab on disks of its own instead: nothing on this machine&apos;s disks is touched.</source>
        <translation>Jeder Datenträger hier enthält das System oder Daten, und darauf schreibt StackLab nie. Lassen Sie das Lab stattdessen auf eigenen Datenträgern laufen: Die Datenträger dieses Rechners werden nicht angefasst.</translation>
    </message>
    <message>
        <source>%1 sparse files of %2 under /var/lib/stacklab, attached as loop disks on this kernel. Ready in seconds.</source>
        <translation>%1 Sparse-Dateien zu %2 unter /var/lib/stacklab, als Loop-Datenträger an diesen Kernel angebunden. In Sekunden bereit.</translation>
    </message>
    <message>
        <source>This kernel has no btrfs, md, device-mapper or ZFS driver: no stack can run on loop disks here, use the virtual lab.</source>
        <translation>Dieser Kernel hat keinen btrfs-, md-, Device-Mapper- oder ZFS-Treiber: Hier kann kein Stack auf Loop-Datenträgern laufen, nehmen Sie das virtuelle Lab.</translation>
    </message>
    <message>
        <source>It runs the stacks this kernel has drivers for (here: %1).</source>
        <translation>Es führt die Stacks aus, für die dieser Kernel Treiber hat (hier: %1).</translation>
    </message>
    <message>
        <source>Needs root: StackLab runs as root, so no password is asked.</source>
        <translation>Braucht root: StackLab läuft als root, daher wird kein Passwort abgefragt.</translation>
    </message>
    <message>
        <source>Needs root: pkexec asks for an administrator&apos;s password once per lab.</source>
        <translation>Braucht root: pkexec fragt einmal pro Lab nach dem Passwort eines Administrators.</translation>
    </message>
    <message>
        <source>A QEMU guest with real mdadm, LVM, OpenZFS and btrfs on %1 virtual disks of %2 that can be pulled.</source>
        <translation>Ein QEMU-Gast mit echtem mdadm, LVM, OpenZFS und btrfs auf %1 ziehbaren virtuellen Datenträgern zu %2.</translation>
    </message>
    <message>
        <source>Its image is built: it starts in about a minute and needs no root.</source>
        <translation>Sein Abbild ist gebaut: Es startet in etwa einer Minute und braucht kein root.</translation>
    </message>
    <message>
        <source>The first start installs QEMU and builds the guest image once: about 10 minutes. Later starts take about a minute.</source>
        <translation>Der erste Start installiert QEMU und baut einmalig das Gast-Abbild: etwa 10 Minuten. Spätere Starts dauern etwa eine Minute.</translation>
    </message>
    <message>
        <source>The first start installs QEMU and builds the guest image once: about 10 minutes, as root (pkexec asks for an administrator&apos;s password). Later starts take about a minute and need no root.</source>
        <translation>Der erste Start installiert QEMU und baut einmalig das Gast-Abbild: etwa 10 Minuten, als root (pkexec fragt nach dem Passwort eines Administrators). Spätere Starts dauern etwa eine Minute und brauchen kein root.</translation>
    </message>
</context>
<context>
    <name>LabOwner</name>
    <message>
        <source>process %1</source>
        <translation>Prozess %1</translation>
    </message>
</context>
<context>
    <name>LabPage</name>
    <message>
        <source>Prepare scenario</source>
        <translation>Szenario vorbereiten</translation>
    </message>
    <message>
        <source>Next stage</source>
        <translation>Nächster Abschnitt</translation>
    </message>
    <message>
        <source>Run all</source>
        <translation>Alle ausführen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source> % of the usable space</source>
        <translation> % des nutzbaren Speichers</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>What the scenario does, and the output of its commands, appears here.</source>
        <translation>Hier erscheinen die Schritte des Szenarios und die Ausgabe seiner Befehle.</translation>
    </message>
    <message>
        <source>Workload rounds:</source>
        <translation>Workload-Runden:</translation>
    </message>
    <message>
        <source>Dataset:</source>
        <translation>Testdaten:</translation>
    </message>
    <message>
        <source>Random read runtime:</source>
        <translation>Laufzeit für zufälliges Lesen:</translation>
    </message>
    <message>
        <source>Lab</source>
        <translation>Lab</translation>
    </message>
    <message>
        <source>Start a lab target first (Lab target… above): the scenario runs through its helper, on the stack and disks chosen on the Build page.</source>
        <translation>Starten Sie zuerst ein Lab-Ziel (Lab-Ziel… oben): Das Szenario läuft über dessen Helper, auf dem Stack und den Datenträgern, die auf der Seite „Aufbauen“ gewählt sind.</translation>
    </message>
    <message>
        <source>A scenario is running: cancel it or let it finish first.</source>
        <translation>Ein Szenario läuft: Brechen Sie es ab oder lassen Sie es zuerst zu Ende laufen.</translation>
    </message>
    <message>
        <source>No lab target is running. Start one with Lab target… above.</source>
        <translation>Es läuft kein Lab-Ziel. Starten Sie eines oben mit „Lab-Ziel…“.</translation>
    </message>
    <message>
        <source>Nothing chooses the stack and its disks: use the Build page.</source>
        <translation>Stack und Datenträger sind nicht gewählt: Verwenden Sie die Seite „Aufbauen“.</translation>
    </message>
    <message>
        <source>Choose the stack and check its member disks on the Build page first.</source>
        <translation>Wählen Sie zuerst auf der Seite Aufbauen den Stack und markieren Sie seine Mitgliedslaufwerke.</translation>
    </message>
    <message>
        <source>Cannot record the session in %1: %2</source>
        <translation>Die Sitzung kann nicht in %1 aufgezeichnet werden: %2</translation>
    </message>
    <message>
        <source>── %1</source>
        <translation>── %1</translation>
    </message>
    <message>
        <source>The scenario finished; the results are on the Results page.</source>
        <translation>Das Szenario ist beendet; die Ergebnisse stehen auf der Seite Ergebnisse.</translation>
    </message>
    <message>
        <source>The scenario stopped: %1</source>
        <translation>Das Szenario wurde angehalten: %1</translation>
    </message>
    <message>
        <source>Session %1 in %2</source>
        <translation>Sitzung %1 in %2</translation>
    </message>
    <message>
        <source>Scenario running</source>
        <translation>Szenario läuft</translation>
    </message>
    <message>
        <source>%1%4 is outside %2 to %3%4: set to %5%4.</source>
        <translation>%1%4 liegt außerhalb von %2 bis %3%4: auf %5%4 gesetzt.</translation>
    </message>
    <message>
        <source>%1, stage “%2” (%3 of %4)</source>
        <translation>%1, Abschnitt „%2“ (%3 von %4)</translation>
    </message>
    <message>
        <source>%1, waiting after stage “%2” (%3 of %4)</source>
        <translation>%1, wartet nach Abschnitt „%2“ (%3 von %4)</translation>
    </message>
    <message>
        <source>Start a lab target first: Lab target… above.</source>
        <translation>Starten Sie zuerst ein Lab-Ziel: Lab-Ziel… oben.</translation>
    </message>
    <message>
        <source>Plan the scenario for the stack and disks chosen on the Build page, in a new session.</source>
        <translation>Das Szenario für den Stack und die Platten planen, die auf der Seite „Aufbauen“ gewählt sind, in einer neuen Sitzung.</translation>
    </message>
    <message>
        <source>Prepare the scenario first.</source>
        <translation>Bereiten Sie zuerst das Szenario vor.</translation>
    </message>
    <message>
        <source>A stage is running: wait for it, or cancel.</source>
        <translation>Eine Stufe läuft: Warten Sie auf sie oder brechen Sie ab.</translation>
    </message>
    <message>
        <source>The scenario has ended: prepare a new one.</source>
        <translation>Das Szenario ist beendet: Bereiten Sie ein neues vor.</translation>
    </message>
    <message>
        <source>Run the next stage of the table, then stop.</source>
        <translation>Die nächste Stufe der Tabelle ausführen, dann anhalten.</translation>
    </message>
    <message>
        <source>Run every stage left, one after the other, without asking.</source>
        <translation>Alle übrigen Stufen nacheinander ausführen, ohne nachzufragen.</translation>
    </message>
    <message>
        <source>Nothing to cancel: no scenario is prepared.</source>
        <translation>Nichts abzubrechen: Kein Szenario ist vorbereitet.</translation>
    </message>
    <message>
        <source>Nothing to cancel: the scenario has ended.</source>
        <translation>Nichts abzubrechen: Das Szenario ist beendet.</translation>
    </message>
    <message>
        <source>Stop the scenario; once the stack is built, the teardown still runs.</source>
        <translation>Das Szenario anhalten; ist der Stack schon gebaut, läuft der Abbau noch.</translation>
    </message>
    <message>
        <source>disks of %1 (Lab target…)</source>
        <translation>Platten von %1 (Laborziel…)</translation>
    </message>
    <message>
        <source>a dataset of %1 % (Dataset above)</source>
        <translation>einen Datensatz von %1 % (Datensatz oben)</translation>
    </message>
    <message>
        <source>a dataset of %1 (Dataset above)</source>
        <translation>einen Datensatz von %1 (Datensatz oben)</translation>
    </message>
    <message>
        <source>the virtual lab %1</source>
        <translation>dem virtuellen Labor %1</translation>
    </message>
    <message>
        <source>the loop lab %1</source>
        <translation>dem Loop-Labor %1</translation>
    </message>
    <message>
        <source>this machine&apos;s disks</source>
        <translation>den Platten dieses Rechners</translation>
    </message>
    <message>
        <source>Runs on %1 with the stack and disks chosen on the Build page; each run records a session of its own.</source>
        <translation>Läuft auf %1 mit dem Stack und den Platten, die auf der Seite Aufbauen gewählt sind; jeder Lauf zeichnet eine eigene Sitzung auf.</translation>
    </message>
</context>
<context>
    <name>LabRecovery</name>
    <message>
        <source>%1 on %2, nothing run yet</source>
        <translation>%1 auf %2, noch nichts ausgeführt</translation>
    </message>
    <message>
        <source>%1 on %2, stopped in its %3 phase</source>
        <translation>%1 auf %2, in der Phase %3 stehen geblieben</translation>
    </message>
    <message>
        <source>the loop lab of session %1 is still there (its loop devices, mounts and files)</source>
        <translation>das Loop-Lab der Sitzung %1 ist noch da (seine Loop-Geräte, Einhängepunkte und Dateien)</translation>
    </message>
    <message>
        <source>Left from the last run</source>
        <translation>Vom letzten Lauf übrig</translation>
    </message>
    <message>
        <source>StackLab was left while a lab was built: %1.</source>
        <translation>StackLab wurde verlassen, während ein Lab aufgebaut war: %1.</translation>
    </message>
    <message>
        <source>Resume the walk</source>
        <translation>Durchgang fortsetzen</translation>
    </message>
    <message>
        <source>Tear it down</source>
        <translation>Abbauen</translation>
    </message>
    <message>
        <source>Clean up</source>
        <translation>Aufräumen</translation>
    </message>
    <message>
        <source>Later</source>
        <translation>Später</translation>
    </message>
    <message>
        <source>A loop or virtual lab lives with the helper that made it: it cannot be continued, only cleaned up.</source>
        <translation>Ein Loop- oder virtuelles Lab lebt mit dem Helper, der es angelegt hat: Es kann nicht fortgesetzt, nur aufgeräumt werden.</translation>
    </message>
    <message>
        <source>Lab</source>
        <translation>Lab</translation>
    </message>
    <message>
        <source>There is no walk to resume.</source>
        <translation>Es gibt keinen Durchgang zum Fortsetzen.</translation>
    </message>
    <message>
        <source>Its lab was gone at the next start.</source>
        <translation>Sein Lab war beim nächsten Start nicht mehr da.</translation>
    </message>
    <message>
        <source>Removed the loop lab of session %1.</source>
        <translation>Das Loop-Lab der Sitzung %1 wurde entfernt.</translation>
    </message>
    <message>
        <source>The loop lab of session %1 was not removed: %2</source>
        <translation>Das Loop-Lab der Sitzung %1 wurde nicht entfernt: %2</translation>
    </message>
    <message>
        <source>Cleaned up at the next start: the loop lab was removed.</source>
        <translation>Beim nächsten Start aufgeräumt: Das Loop-Lab wurde entfernt.</translation>
    </message>
    <message>
        <source>The loop lab of session %1 was already removed (by another StackLab helper that found it left behind).</source>
        <translation>Das Loop-Labor der Sitzung %1 war bereits entfernt (von einem anderen StackLab-Helfer, der es zurückgelassen vorfand).</translation>
    </message>
    <message>
        <source>Resumed the walk of %1 on the Build page.</source>
        <translation>Der Durchgang von %1 wird auf der Seite Aufbauen fortgesetzt.</translation>
    </message>
    <message>
        <source>%1 was not torn down: %2</source>
        <translation>%1 wurde nicht abgebaut: %2</translation>
    </message>
    <message>
        <source>its teardown did not start.</source>
        <translation>sein Abbau ist nicht angelaufen.</translation>
    </message>
    <message>
        <source>Tearing down %1: its teardown phase runs on the Build page.</source>
        <translation>%1 wird abgebaut: Die Abbauphase läuft auf der Seite Aufbauen.</translation>
    </message>
    <message>
        <source>Tore down %1: its teardown phase ran to its end.</source>
        <translation>%1 abgebaut: Die Abbauphase lief bis zum Ende.</translation>
    </message>
    <message>
        <source>The teardown of %1 failed: %2</source>
        <translation>Der Abbau von %1 ist fehlgeschlagen: %2</translation>
    </message>
    <message>
        <source>Nothing to remove: the lab of %1 was already gone; the walk is marked as ended.</source>
        <translation>Nichts zu entfernen: Das Lab von %1 war schon weg; der Durchgang ist als beendet vermerkt.</translation>
    </message>
</context>
<context>
    <name>LabReportCommand</name>
    <message>
        <source>Usage: stacklab-cli lab report SESSION --report FILE</source>
        <translation>Aufruf: stacklab-cli lab report SITZUNG --report DATEI</translation>
    </message>
    <message>
        <source>Writes the comparison report of a recorded lab session (a session folder, or a name under the app&apos;s sessions folder) without running anything. Stacks that did not run to their end (a crash, a killed run, a lab that stopped) are marked with the reason; stacklab-cli lab run --resume SESSION runs them.</source>
        <translation>Schreibt den Vergleichsbericht einer aufgezeichneten Laborsitzung (ein Sitzungsordner oder ein Name im Sitzungsordner der App), ohne etwas auszuführen. Stacks, die nicht bis zum Ende liefen (ein Absturz, ein abgebrochener Lauf, ein gestopptes Labor), werden mit dem Grund markiert; stacklab-cli lab run --resume SITZUNG führt sie aus.</translation>
    </message>
    <message>
        <source>  --report FILE            .md, .csv, .json or .html</source>
        <translation>  --report DATEI           .md, .csv, .json oder .html</translation>
    </message>
    <message>
        <source>Exit codes: 0 the report is written and every stack ran to its end, 1 the report is partial or could not be written, 2 bad arguments.</source>
        <translation>Exit-Codes: 0 der Bericht ist geschrieben und jeder Stack lief bis zum Ende, 1 der Bericht ist unvollständig oder konnte nicht geschrieben werden, 2 falsche Argumente.</translation>
    </message>
    <message>
        <source>PDF needs the GUI&apos;s renderer: write --report FILE.html and export the PDF from the Results page of stacklab, or print the HTML file.</source>
        <translation>PDF benötigt den Renderer der GUI: Schreiben Sie --report DATEI.html und exportieren Sie das PDF auf der Seite „Ergebnisse“ von stacklab, oder drucken Sie die HTML-Datei.</translation>
    </message>
    <message>
        <source>--report must end in .md, .csv, .json or .html, got &apos;%1&apos;.</source>
        <translation>--report muss auf .md, .csv, .json oder .html enden, erhalten: &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>unexpected argument %1 (see --help).</source>
        <translation>unerwartetes Argument %1 (siehe --help).</translation>
    </message>
    <message>
        <source>name the SESSION and the --report FILE.</source>
        <translation>nennen Sie die SITZUNG und die --report DATEI.</translation>
    </message>
    <message>
        <source>No lab session in %1: name a session folder or a session of %2.</source>
        <translation>Keine Laborsitzung in %1: nennen Sie einen Sitzungsordner oder eine Sitzung in %2.</translation>
    </message>
    <message>
        <source>The lab session in %1 could not be opened: %2</source>
        <translation>Die Lab-Sitzung in %1 konnte nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>The report %1 could not be written: %2</source>
        <translation>Der Bericht %1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Report written to %1</source>
        <translation>Bericht nach %1 geschrieben</translation>
    </message>
</context>
<context>
    <name>LabRunStatus</name>
    <message>
        <source>ran to its end</source>
        <translation>lief bis zum Ende</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>failed: %1</source>
        <translation>fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>cancelled before its end: its figures are incomplete (resume the session to run it again)</source>
        <translation>vor dem Ende abgebrochen: seine Werte sind unvollständig (setzen Sie die Sitzung fort, um ihn erneut auszuführen)</translation>
    </message>
    <message>
        <source>interrupted: the app, the helper or the lab stopped before it ended, so its figures are incomplete (resume the session to run it again)</source>
        <translation>unterbrochen: App, Helfer oder Labor endeten vor ihm, seine Werte sind daher unvollständig (setzen Sie die Sitzung fort, um ihn erneut auszuführen)</translation>
    </message>
    <message>
        <source>still running: its figures are not complete yet</source>
        <translation>läuft noch: seine Werte sind noch nicht vollständig</translation>
    </message>
    <message>
        <source>not run: the session ended before this stack (resume the session to run it)</source>
        <translation>nicht gelaufen: die Sitzung endete vor diesem Stack (setzen Sie die Sitzung fort, um ihn auszuführen)</translation>
    </message>
</context>
<context>
    <name>LabSession</name>
    <message>
        <source>session data: &quot;%1&quot; is not %2</source>
        <translation>Sitzungsdaten: „%1“ ist nicht %2</translation>
    </message>
    <message>
        <source>session data: unknown step state &quot;%1&quot;</source>
        <translation>Sitzungsdaten: unbekannter Schrittzustand „%1“</translation>
    </message>
    <message>
        <source>session data: a measurement without a key</source>
        <translation>Sitzungsdaten: eine Messung ohne Schlüssel</translation>
    </message>
    <message>
        <source>session data: unknown progress state &quot;%1&quot;</source>
        <translation>Sitzungsdaten: unbekannter Fortschrittszustand „%1“</translation>
    </message>
    <message>
        <source>not a StackLab lab session of version 1</source>
        <translation>keine StackLab-Laborsitzung der Version 1</translation>
    </message>
    <message>
        <source>journal: event for step %1, which was never started</source>
        <translation>Journal: Ereignis für Schritt %1, der nie gestartet wurde</translation>
    </message>
    <message>
        <source>journal: a finished step without a valid state</source>
        <translation>Journal: ein beendeter Schritt ohne gültigen Zustand</translation>
    </message>
    <message>
        <source>journal: unknown event &quot;%1&quot;</source>
        <translation>Journal: unbekanntes Ereignis „%1“</translation>
    </message>
    <message>
        <source>cannot create the session folder %1: check that its parent exists and is writable</source>
        <translation>Sitzungsordner %1 kann nicht angelegt werden: Prüfen Sie, ob der übergeordnete Ordner existiert und beschreibbar ist</translation>
    </message>
    <message>
        <source>the session %1 is open in another program (%2, process %3): close it there first</source>
        <translation>Die Sitzung %1 ist in einem anderen Programm geöffnet (%2, Prozess %3): Schließen Sie sie dort zuerst</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 is damaged (%2); the session was left untouched</source>
        <translation>%1 ist beschädigt (%2); die Sitzung wurde nicht verändert</translation>
    </message>
    <message>
        <source>%1: ignored an incomplete last line (%2 bytes) left by a crash</source>
        <translation>%1: unvollständige letzte Zeile (%2 Bytes) nach einem Absturz ignoriert</translation>
    </message>
    <message>
        <source>%1 line %2 is damaged (%3); the session was left untouched</source>
        <translation>%1, Zeile %2 ist beschädigt (%3); die Sitzung wurde nicht verändert</translation>
    </message>
    <message>
        <source>%1 line %2: %3; the session was left untouched</source>
        <translation>%1, Zeile %2: %3; die Sitzung wurde nicht verändert</translation>
    </message>
    <message numerus="yes">
        <source>%n step(s) were still running when the session ended and are marked interrupted</source>
        <translation>
            <numerusform>%n Schritt lief noch, als die Sitzung endete, und ist als unterbrochen markiert</numerusform>
            <numerusform>%n Schritte liefen noch, als die Sitzung endete, und sind als unterbrochen markiert</numerusform>
        </translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>cannot write %1: %2 (is the disk full?)</source>
        <translation>%1 kann nicht geschrieben werden: %2 (ist der Datenträger voll?)</translation>
    </message>
    <message>
        <source>no step %1 in this session</source>
        <translation>kein Schritt %1 in dieser Sitzung</translation>
    </message>
    <message>
        <source>cannot empty %1: %2</source>
        <translation>%1 kann nicht geleert werden: %2</translation>
    </message>
    <message>
        <source>session data: unknown measurement source &quot;%1&quot;</source>
        <translation>Sitzungsdaten: unbekannte Messquelle „%1“</translation>
    </message>
    <message>
        <source>session data: a stack run without a stack or with the unknown state &quot;%1&quot;</source>
        <translation>Sitzungsdaten: ein Stack-Lauf ohne Stack oder mit dem unbekannten Zustand &quot;%1&quot;</translation>
    </message>
    <message>
        <source>journal: the end of stack run %1, which was never started or has no valid state</source>
        <translation>Journal: das Ende von Stack-Lauf %1, der nie begonnen wurde oder keinen gültigen Zustand hat</translation>
    </message>
    <message>
        <source>no stack run %1 in this session</source>
        <translation>kein Stack-Lauf %1 in dieser Sitzung</translation>
    </message>
    <message>
        <source>session data: the run names an unknown drill &quot;%1&quot;</source>
        <translation>Sitzungsdaten: der Lauf nennt eine unbekannte Übung „%1“</translation>
    </message>
</context>
<context>
    <name>LabSessionFolder</name>
    <message>
        <source>%1 is not a folder. Choose the folder of a lab session (it holds session.json).</source>
        <translation>%1 ist kein Ordner. Wählen Sie den Ordner einer Lab-Sitzung (er enthält session.json).</translation>
    </message>
    <message>
        <source>%1 holds no session.json: it is not a lab session folder. Choose the folder a lab run recorded into (stacklab-cli lab run … --session-dir DIR).</source>
        <translation>%1 enthält keine session.json: Es ist kein Lab-Sitzungsordner. Wählen Sie den Ordner, in den ein Lab-Lauf aufgezeichnet hat (stacklab-cli lab run … --session-dir DIR).</translation>
    </message>
    <message>
        <source>Cannot open the lab session in %1: %2</source>
        <translation>Die Lab-Sitzung in %1 kann nicht geöffnet werden: %2</translation>
    </message>
</context>
<context>
    <name>LabSteps</name>
    <message>
        <source>Clear the old signatures on %1</source>
        <translation>Alte Signaturen auf %1 löschen</translation>
    </message>
    <message>
        <source>every signature on %1 (partition table, filesystem, RAID/LVM/ZFS labels)</source>
        <translation>jede Signatur auf %1 (Partitionstabelle, Dateisystem, RAID-/LVM-/ZFS-Labels)</translation>
    </message>
    <message>
        <source>Check that %1 is blank</source>
        <translation>Prüfen, ob %1 leer ist</translation>
    </message>
    <message>
        <source>Create the mount point %1</source>
        <translation>Einhängepunkt %1 anlegen</translation>
    </message>
    <message>
        <source>Mount %1 on %2</source>
        <translation>%1 unter %2 einhängen</translation>
    </message>
    <message>
        <source>Unmount %1</source>
        <translation>%1 aushängen</translation>
    </message>
    <message>
        <source>all data on %1 (its backing file %2)</source>
        <translation>alle Daten auf %1 (Backing-Datei %2)</translation>
    </message>
    <message>
        <source>Pull %1 (%2) out of the kernel, as a drive that drops off the bus</source>
        <translation>%1 (%2) aus dem Kernel entfernen, wie ein Laufwerk, das vom Bus fällt</translation>
    </message>
    <message>
        <source>the stack&apos;s redundancy: %1 drops out until it is replaced</source>
        <translation>die Redundanz des Stacks: %1 fällt aus, bis es ersetzt wird</translation>
    </message>
    <message>
        <source>Write 64 MiB so the stack notices the missing disk</source>
        <translation>64 MiB schreiben, damit der Stack den fehlenden Datenträger bemerkt</translation>
    </message>
    <message>
        <source>Flush the write to the disks</source>
        <translation>Geschriebenes auf die Datenträger durchschreiben (Flush)</translation>
    </message>
    <message>
        <source>Check that %1 is blank again</source>
        <translation>Prüfen, ob %1 wieder leer ist</translation>
    </message>
    <message>
        <source>Left out, pulled and not present (no command can open it): %1. It keeps its old metadata until it returns; the Disks page then flags it not blank and shows the commands that clean it.</source>
        <translation>Ausgelassen, gezogen und nicht vorhanden (kein Befehl kann sie öffnen): %1. Sie behält ihre alten Metadaten, bis sie zurückkehrt; die Seite Platten markiert sie dann als nicht leer und zeigt die Befehle, die sie bereinigen.</translation>
    </message>
    <message>
        <source>Check that %1 is still pulled (not present)</source>
        <translation>Prüfen, dass %1 noch gezogen ist (nicht vorhanden)</translation>
    </message>
    <message>
        <source>A stack only notices a missing disk when an I/O to it fails (what broke: a pulled disk goes unnoticed until the next write).</source>
        <translation>Ein Stack bemerkt einen fehlenden Datenträger erst, wenn ein Zugriff darauf fehlschlägt (was schiefging: ein gezogener Datenträger bleibt bis zum nächsten Schreiben unbemerkt).</translation>
    </message>
    <message>
        <source>Read the size of the spare %1</source>
        <translation>Die Größe der Ersatzplatte %1 lesen</translation>
    </message>
    <message>
        <source>Measure how fast the spare %1 writes: 64 MiB of zeros, direct and flushed</source>
        <translation>Messen, wie schnell die Ersatzplatte %1 schreibt: 64 MiB Nullen, direkt und mit fsync</translation>
    </message>
    <message>
        <source>the first 64 MiB of %1, overwritten with zeros (a blank disk stays blank)</source>
        <translation>die ersten 64 MiB von %1, mit Nullen überschrieben (eine leere Platte bleibt leer)</translation>
    </message>
    <message>
        <source>No rebuild can write to the spare faster than this: the report checks the rebuild against it.</source>
        <translation>Kein Wiederaufbau kann schneller auf die Ersatzplatte schreiben: Der Bericht prüft den Wiederaufbau daran.</translation>
    </message>
    <message>
        <source>Show the usable space of %1</source>
        <translation>Den nutzbaren Platz von %1 zeigen</translation>
    </message>
    <message>
        <source>After a power cut: nothing was shut down cleanly. The stack&apos;s own tools find their members from the on-disk metadata; a member that failed before the cut carries older metadata and is left out; a rebuild that was running goes on from where the metadata says.</source>
        <translation>Nach einem Stromausfall: nichts wurde sauber heruntergefahren. Die Werkzeuge des Stacks finden ihre Mitglieder aus den Metadaten auf den Platten; ein vor dem Ausfall ausgefallenes Mitglied trägt ältere Metadaten und bleibt draußen; ein laufender Rebuild geht dort weiter, wo die Metadaten es sagen.</translation>
    </message>
    <message>
        <source>Kill %1: the loop driver drains what is in flight and fails every I/O from now on</source>
        <translation>%1 abschalten: Der Loop-Treiber arbeitet ab, was unterwegs ist, und lässt ab jetzt jede E/A fehlschlagen</translation>
    </message>
    <message>
        <source>Done inside stacklab-helper (the loop driver&apos;s LOOP_SET_STATUS64 with a one-byte size limit): truncating the file and running losetup -c lets writes already queued in the loop driver land after the truncate, grow the file again and bring the disk back.</source>
        <translation>Im stacklab-helper erledigt (LOOP_SET_STATUS64 des Loop-Treibers mit einer Größengrenze von einem Byte): Würde nur die Datei gekürzt und losetup -c aufgerufen, kämen im Loop-Treiber wartende Schreibvorgänge nach dem Kürzen an, ließen die Datei wieder wachsen und brächten die Platte zurück.</translation>
    </message>
    <message>
        <source>Free the space of %1: cut its backing file %2 to zero bytes</source>
        <translation>Den Platz von %1 freigeben: die zugrunde liegende Datei %2 auf null Bytes kürzen</translation>
    </message>
    <message>
        <source>Give %1 back: its backing file %2 gets the size of %3 again, all zeros</source>
        <translation>%1 zurückgeben: die zugrunde liegende Datei %2 bekommt wieder die Größe von %3, voller Nullen</translation>
    </message>
    <message>
        <source>Let %1 take I/O again at its new size</source>
        <translation>%1 in seiner neuen Größe wieder E/A annehmen lassen</translation>
    </message>
    <message>
        <source>A fresh blank disk at the pulled one&apos;s place, as after a replacement: the lab keeps its number of disks for the next stack.</source>
        <translation>Eine frische leere Platte an der Stelle der gezogenen, wie nach einem Austausch: Das Labor behält seine Zahl an Platten für den nächsten Stack.</translation>
    </message>
</context>
<context>
    <name>LabSweep</name>
    <message>
        <source>No layout given; valid forms: %1.</source>
        <translation>Kein Layout angegeben; gültige Formen: %1.</translation>
    </message>
    <message>
        <source>Unknown layout &apos;%1&apos;; valid forms: %2.</source>
        <translation>Unbekanntes Layout &apos;%1&apos;; gültige Formen: %2.</translation>
    </message>
    <message>
        <source>Layout &apos;%1&apos;: %2 needs at least %3 member disks, got %4; valid forms: %5.</source>
        <translation>Layout &apos;%1&apos;: %2 benötigt mindestens %3 Mitgliedsdatenträger, angegeben: %4; gültige Formen: %5.</translation>
    </message>
    <message>
        <source>Layout &apos;%1&apos; is named twice; use --rounds to repeat it.</source>
        <translation>Layout &apos;%1&apos; ist doppelt genannt; verwenden Sie --rounds, um es zu wiederholen.</translation>
    </message>
    <message>
        <source>No fill level given; write percentages of the pool&apos;s usable space such as 25,50.</source>
        <translation>Kein Füllstand angegeben; geben Sie Prozentwerte des nutzbaren Pool-Platzes an, etwa 25,50.</translation>
    </message>
    <message>
        <source>Fill level &apos;%1&apos; is not a percentage from 1 to 90 (the pull writes 64 MiB more and ZFS needs free space to resilver).</source>
        <translation>Füllstand &apos;%1&apos; ist kein Prozentwert von 1 bis 90 (beim Ziehen werden 64 MiB zusätzlich geschrieben, und ZFS braucht freien Speicher für den Resilver).</translation>
    </message>
    <message>
        <source>Fill level %1 is named twice; use --rounds to repeat it.</source>
        <translation>Füllstand %1 ist doppelt genannt; verwenden Sie --rounds, um ihn zu wiederholen.</translation>
    </message>
    <message>
        <source>Too few lab disks for %1: a layout needs its members plus a spare (%2 for the widest), the lab has %3. Drop the layout or raise --disk-count (the virtual lab has at most 6).</source>
        <translation>Zu wenige Lab-Datenträger für %1: Ein Layout braucht seine Mitglieder plus ein Ersatzlaufwerk (%2 für das breiteste), das Lab hat %3. Lassen Sie das Layout weg oder erhöhen Sie --disk-count (das virtuelle Lab hat höchstens 6).</translation>
    </message>
    <message>
        <source>Median of the measured rounds per layout and fill level:</source>
        <translation>Median der gemessenen Runden je Layout und Füllstand:</translation>
    </message>
    <message>
        <source>layout</source>
        <translation>Layout</translation>
    </message>
    <message>
        <source>fill</source>
        <translation>Füllstand</translation>
    </message>
    <message>
        <source>rounds</source>
        <translation>Runden</translation>
    </message>
    <message>
        <source>resilver s</source>
        <translation>Resilver s</translation>
    </message>
    <message>
        <source>resilvered MiB</source>
        <translation>MiB resilvert</translation>
    </message>
    <message>
        <source>MiB/s</source>
        <translation>MiB/s</translation>
    </message>
    <message>
        <source>not measured</source>
        <translation>nicht gemessen</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) finished with data that failed its sha256 check.</source>
        <translation>
            <numerusform>%n Lauf endete mit Daten, die die sha256-Prüfung nicht bestanden.</numerusform>
            <numerusform>%n Läufe endeten mit Daten, die die sha256-Prüfung nicht bestanden.</numerusform>
        </translation>
    </message>
    <message>
        <source>Resilver time per layout (median of the rounds)</source>
        <translation>Resilver-Dauer je Layout (Median der Runden)</translation>
    </message>
    <message>
        <source>resilver time (s)</source>
        <translation>Resilver-Zeit (s)</translation>
    </message>
    <message>
        <source>%1 % full</source>
        <translation>%1 % voll</translation>
    </message>
    <message>
        <source>failed check: %1</source>
        <translation>Prüfung fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>STACK-W for any stack of stacklab-cli stacks (mdadm-raid5-4, lvm-raid5-3, btrfs-raid1-2, zfs-raidz2-6), mirrorN (ZFS N-way mirror, N &gt;= 2), raidz1-W (W &gt;= 3), raidz2-W (W &gt;= 4), raidz3-W (W &gt;= 5), striped-mirror-W (ZFS two-way mirrors, W even, &gt;= 4); W is the number of member disks</source>
        <translation>STACK-W für jeden Stack aus stacklab-cli stacks (mdadm-raid5-4, lvm-raid5-3, btrfs-raid1-2, zfs-raidz2-6), mirrorN (ZFS-Spiegel über N Platten, N &gt;= 2), raidz1-W (W &gt;= 3), raidz2-W (W &gt;= 4), raidz3-W (W &gt;= 5), striped-mirror-W (ZFS-Zweiwegespiegel, W gerade, &gt;= 4); W ist die Zahl der Mitgliedsplatten</translation>
    </message>
    <message>
        <source>Layout &apos;%1&apos;: %2 needs a multiple of %3 member disks, got %4; valid forms: %5.</source>
        <translation>Layout &apos;%1&apos;: %2 braucht ein Vielfaches von %3 Mitgliedsplatten, angegeben %4; gültige Formen: %5.</translation>
    </message>
    <message>
        <source>the resilver sweep&apos;s cell %1 at %2 % fill</source>
        <translation>die Zelle %1 des Resilver-Durchlaufs bei %2 % Füllung</translation>
    </message>
</context>
<context>
    <name>LabTarget</name>
    <message>
        <source>This lab target is already started: stop it first.</source>
        <translation>Dieses Lab-Ziel ist bereits gestartet: Beenden Sie es zuerst.</translation>
    </message>
    <message>
        <source>A loop or virtual lab needs a session name: it names the lab&apos;s disks and mounts.</source>
        <translation>Ein Loop- oder virtuelles Lab benötigt einen Sitzungsnamen: Er benennt die Datenträger und Einhängepunkte des Labs.</translation>
    </message>
    <message>
        <source>Starting the helper (%1 %2)</source>
        <translation>Helfer wird gestartet (%1 %2)</translation>
    </message>
    <message>
        <source>Connecting to the helper in the guest</source>
        <translation>Verbindung zum Helper im Gast wird hergestellt</translation>
    </message>
    <message>
        <source>The helper did not start (pkexec exit code %1%2): authorize the action org.stacklab.helper, or check that the helper is installed (docs/helper-protocol.md).</source>
        <translation>Der Helfer ist nicht gestartet (pkexec-Exit-Code %1%2): Autorisieren Sie die Aktion org.stacklab.helper oder prüfen Sie, ob der Helfer installiert ist (docs/helper-protocol.md).</translation>
    </message>
    <message>
        <source>The helper ended unexpectedly (exit code %1%2).</source>
        <translation>Der Helper wurde unerwartet beendet (Exit-Code %1%2).</translation>
    </message>
    <message>
        <source>The helper (%1) did not answer within %2 s%3</source>
        <translation>Der Helper (%1) hat nicht innerhalb von %2 s geantwortet%3</translation>
    </message>
    <message>
        <source>The helper answered (uid %1, pid %2)</source>
        <translation>Der Helfer hat geantwortet (uid %1, pid %2)</translation>
    </message>
    <message>
        <source>The loop lab could not be created: %1</source>
        <translation>Das Loop-Lab konnte nicht angelegt werden: %1</translation>
    </message>
    <message>
        <source>The guest&apos;s disks could not be claimed: %1</source>
        <translation>Die Datenträger des Gasts konnten nicht reserviert werden: %1</translation>
    </message>
    <message>
        <source>The guest helper resolved %1 disks for %2 requested.</source>
        <translation>Der Helfer im Gast hat %1 Datenträger für %2 angeforderte aufgelöst.</translation>
    </message>
    <message>
        <source>The loop lab could not be removed: %1</source>
        <translation>Das Loop-Lab konnte nicht entfernt werden: %1</translation>
    </message>
    <message>
        <source>Creating %1 loop disks of %2 MiB</source>
        <translation>%1 Loop-Datenträger à %2 MiB werden angelegt</translation>
    </message>
    <message>
        <source>Claiming the guest&apos;s %1 disks for session %2</source>
        <translation>Die %1 Datenträger des Gasts werden für Sitzung %2 reserviert</translation>
    </message>
    <message>
        <source>Lab target ready (%1)</source>
        <translation>Lab-Ziel bereit (%1)</translation>
    </message>
    <message>
        <source>Removing the loop disks of session %1</source>
        <translation>Die Loop-Datenträger der Sitzung %1 werden entfernt</translation>
    </message>
    <message>
        <source>The virtual lab powered off unexpectedly. The end of its console:
%1</source>
        <translation>Das virtuelle Labor hat sich unerwartet ausgeschaltet. Das Ende seiner Konsole:
%1</translation>
    </message>
    <message>
        <source>Removed the loop lab of session %1 (%2), left behind by a helper that has ended</source>
        <translation>Loop-Lab der Sitzung %1 (%2) entfernt, zurückgelassen von einem beendeten Helfer</translation>
    </message>
    <message>
        <source>The virtual lab is back after the power cut: %1 disks claimed again</source>
        <translation>Das virtuelle Labor ist nach dem Stromausfall zurück: %1 Platten erneut beansprucht</translation>
    </message>
    <message>
        <source>The power-cut drill needs the virtual lab (--target vm): loop disks live on this machine&apos;s own kernel, and StackLab cannot cut the power of the machine it runs on.</source>
        <translation>Die Stromausfall-Übung braucht das virtuelle Labor (--target vm): Loop-Platten leben im Kernel dieses Rechners, und StackLab kann dem Rechner, auf dem es läuft, nicht den Strom abschalten.</translation>
    </message>
    <message>
        <source>The power-cut drill needs the virtual lab (--target vm): StackLab cannot cut the power of this machine and its real disks, and would not if it could.</source>
        <translation>Die Stromausfall-Übung braucht das virtuelle Labor (--target vm): StackLab kann diesem Rechner und seinen echten Platten nicht den Strom abschalten und würde es auch nicht tun, wenn es könnte.</translation>
    </message>
    <message>
        <source>The virtual lab is not ready: there is no running guest to cut the power of.</source>
        <translation>Das virtuelle Labor ist nicht bereit: Es läuft kein Gast, dem der Strom abgeschaltet werden könnte.</translation>
    </message>
    <message>
        <source>Power on: the virtual lab boots again on the same disks (%1 pulled before the cut left out)</source>
        <translation>Einschalten: Das virtuelle Labor startet wieder mit denselben Platten (%1 vor dem Ausfall gezogene bleiben draußen)</translation>
    </message>
    <message>
        <source>The helper did not answer the removal within %1 s: remove the loops of session %2 with losetup -d after checking losetup -l.</source>
        <translation>Der Helfer hat auf das Entfernen nicht innerhalb von %1 s geantwortet: Entfernen Sie die Loop-Geräte der Sitzung %2 mit losetup -d, nachdem Sie losetup -l geprüft haben.</translation>
    </message>
    <message>
        <source>The virtual lab is not ready: no pulled disk was given back.</source>
        <translation>Das virtuelle Labor ist nicht bereit: keine gezogene Platte wurde zurückgegeben.</translation>
    </message>
    <message numerus="yes">
        <source>Giving %n pulled disk(s) back: a fresh blank disk in each empty slot</source>
        <translation>
            <numerusform>Gebe %n gezogene Platte zurück: eine neue leere Platte in den leeren Schacht</numerusform>
            <numerusform>Gebe %n gezogene Platten zurück: eine neue leere Platte in jeden leeren Schacht</numerusform>
        </translation>
    </message>
    <message>
        <source>The virtual lab stopped while a fresh disk was put in.</source>
        <translation>Das virtuelle Labor wurde beendet, während eine neue Platte eingesteckt wurde.</translation>
    </message>
    <message>
        <source>The fresh disk(s) %1 did not come up in the guest within %2 s: %3</source>
        <translation>Die neue(n) Platte(n) %1 erschienen nicht innerhalb von %2 s im Gast: %3</translation>
    </message>
    <message>
        <source>%1 is back as %2: blank, claimed for session %3</source>
        <translation>%1 ist zurück als %2: leer, für Sitzung %3 beansprucht</translation>
    </message>
</context>
<context>
    <name>LabTargetChoice</name>
    <message>
        <source>The %1 takes %2 to %3 disks, not %4.</source>
        <translation>%1: %2 bis %3 Datenträger möglich, nicht %4.</translation>
    </message>
    <message>
        <source>Each disk needs at least 64 MiB (XFS refuses smaller filesystems); %1 is too small.</source>
        <translation>Jeder Datenträger benötigt mindestens 64 MiB (XFS lehnt kleinere Dateisysteme ab); %1 ist zu klein.</translation>
    </message>
    <message>
        <source>Each disk can be at most 1 TiB; %1 is too large.</source>
        <translation>Jeder Datenträger darf höchstens 1 TiB groß sein; %1 ist zu groß.</translation>
    </message>
    <message>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <source>%1 MiB</source>
        <translation>%1 MiB</translation>
    </message>
    <message>
        <source>This machine</source>
        <translation>Dieser Rechner</translation>
    </message>
    <message>
        <source>Loop lab</source>
        <translation>Loop-Lab</translation>
    </message>
    <message>
        <source>Virtual lab</source>
        <translation>Virtuelles Lab</translation>
    </message>
    <message>
        <source>This machine (host disks)</source>
        <translation>Dieser Rechner (Host-Datenträger)</translation>
    </message>
    <message>
        <source>%1, %2 × %3</source>
        <translation>%1, %2 × %3</translation>
    </message>
    <message>
        <source>(a number without a unit is bytes: write %1 MiB or %1 GiB)</source>
        <translation>(eine Zahl ohne Einheit sind Bytes: schreiben Sie %1 MiB oder %1 GiB)</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 Bytes</translation>
    </message>
    <message>
        <source>Unknown disk profile &quot;%1&quot;: choose one of %2.</source>
        <translation>Unbekanntes Datenträgerprofil &quot;%1&quot;: Wählen Sie eines von %2.</translation>
    </message>
    <message>
        <source>%1, %2 × %3, %4 disks</source>
        <translation>%1, %2 × %3, Datenträger %4</translation>
    </message>
    <message>
        <source>%1, %2 of %3 × %4 (%5 pulled), %6 disks</source>
        <translation>%1, %2 von %3 × %4 (%5 gezogen), Datenträger %6</translation>
    </message>
</context>
<context>
    <name>LabTargetDialog</name>
    <message>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Lab target</source>
        <translation>Lab-Ziel</translation>
    </message>
    <message>
        <source>The real disks of this computer. You pick the disks; the system disk is never offered.</source>
        <translation>Die echten Datenträger dieses Computers. Sie wählen die Datenträger aus; der Systemdatenträger wird nie angeboten.</translation>
    </message>
    <message>
        <source>A QEMU guest with real mdadm, LVM, OpenZFS and btrfs on pullable virtual disks. Zero risk.</source>
        <translation>Ein QEMU-Gast mit echtem mdadm, LVM, OpenZFS und btrfs auf ziehbaren virtuellen Datenträgern. Kein Risiko.</translation>
    </message>
    <message>
        <source>e.g. 1 GiB, 512 MiB</source>
        <translation>z. B. 1 GiB, 512 MiB</translation>
    </message>
    <message>
        <source>Disks:</source>
        <translation>Datenträger:</translation>
    </message>
    <message>
        <source>Size of each disk:</source>
        <translation>Größe je Datenträger:</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 bis %2</translation>
    </message>
    <message>
        <source>Starting the %1…</source>
        <translation>%1 wird gestartet…</translation>
    </message>
    <message>
        <source>The lab is ready.</source>
        <translation>Das Lab ist bereit.</translation>
    </message>
    <message>
        <source>Preparing the virtual lab on this machine: installing QEMU and building the guest image, once (about 10 minutes; pkexec asks for an administrator&apos;s password). Nothing on this machine&apos;s disks is touched.</source>
        <translation>Das virtuelle Lab wird auf diesem Rechner vorbereitet: QEMU wird installiert und das Gast-Abbild gebaut, einmalig (etwa 10 Minuten; pkexec fragt nach dem Passwort eines Administrators). Die Datenträger dieses Rechners werden nicht angefasst.</translation>
    </message>
    <message>
        <source>The image build finished, but the virtual lab still cannot start: %1</source>
        <translation>Das Abbild ist gebaut, aber das virtuelle Lab kann noch nicht starten: %1</translation>
    </message>
    <message>
        <source>The virtual lab image is built.</source>
        <translation>Das Abbild des virtuellen Labs ist gebaut.</translation>
    </message>
    <message>
        <source>K, M, G, T are binary units (KiB, MiB, GiB, TiB); a number without a unit is bytes.</source>
        <translation>K, M, G, T sind binäre Einheiten (KiB, MiB, GiB, TiB); eine Zahl ohne Einheit sind Bytes.</translation>
    </message>
    <message>
        <source>Sparse files as loop disks on this kernel, no VM; but this kernel has no driver for any stack.</source>
        <translation>Dünn belegte Dateien als Loop-Platten auf diesem Kernel, ohne VM; aber dieser Kernel hat für keinen Stack einen Treiber.</translation>
    </message>
    <message>
        <source>Sparse files as loop disks on this kernel: every stack this kernel has (here: %1), no VM.</source>
        <translation>Dünn belegte Dateien als Loop-Platten auf diesem Kernel: jeder Stack, den dieser Kernel kann (hier: %1), ohne VM.</translation>
    </message>
    <message>
        <source>Hard disk (7200 rpm NAS disk, scaled)</source>
        <translation>Festplatte (NAS-Festplatte mit 7200 U/min, skaliert)</translation>
    </message>
    <message>
        <source>SATA SSD (scaled)</source>
        <translation>SATA-SSD (skaliert)</translation>
    </message>
    <message>
        <source>Unthrottled (the emulator&apos;s speed)</source>
        <translation>Ungedrosselt (die Geschwindigkeit des Emulators)</translation>
    </message>
    <message>
        <source>Each virtual disk is capped at a rate that stands for a real disk, so rebuild and copy times measure storage, not the emulator, and scale to the real disk.</source>
        <translation>Jeder virtuelle Datenträger wird auf eine Rate begrenzt, die für einen echten Datenträger steht; so messen Wiederaufbau- und Kopierzeiten den Speicher, nicht den Emulator, und lassen sich auf den echten Datenträger skalieren.</translation>
    </message>
    <message>
        <source>Disk profile:</source>
        <translation>Datenträgerprofil:</translation>
    </message>
    <message>
        <source>1 GiB or 512 MiB</source>
        <translation>1 GiB oder 512 MiB</translation>
    </message>
</context>
<context>
    <name>LayoutPlanner</name>
    <message>
        <source>Initial sync</source>
        <translation>Erstsynchronisation</translation>
    </message>
    <message>
        <source>Usable space (statvfs size)</source>
        <translation>Nutzbarer Platz (statvfs-Größe)</translation>
    </message>
    <message>
        <source>AVAIL after the raidz expansion (zfs list)</source>
        <translation>AVAIL nach der raidz-Erweiterung (zfs list)</translation>
    </message>
    <message>
        <source>Rebuild after pulling one disk</source>
        <translation>Rebuild nach Ziehen eines Datenträgers</translation>
    </message>
    <message>
        <source>Bytes rebuilt</source>
        <translation>Wiederhergestellte Bytes</translation>
    </message>
</context>
<context>
    <name>LayoutTableModel</name>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 h</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>%1 (up to %2)</source>
        <translation>%1 (bis zu %2)</translation>
    </message>
    <message>
        <source>impossible</source>
        <translation>unmöglich</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>Layout</translation>
    </message>
    <message>
        <source>Usable</source>
        <translation>Nutzbar</translation>
    </message>
    <message>
        <source>Of raw</source>
        <translation>Vom Rohplatz</translation>
    </message>
    <message>
        <source>Disks it may lose</source>
        <translation>Verkraftbare Ausfälle</translation>
    </message>
    <message>
        <source>Rebuild</source>
        <translation>Rebuild</translation>
    </message>
    <message>
        <source>Loss during rebuild</source>
        <translation>Verlust beim Rebuild</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <source>Why here</source>
        <translation>Warum hier</translation>
    </message>
</context>
<context>
    <name>LoadDrillStage</name>
    <message>
        <source>Foreground job during the pull and the rebuild (4k random 70/30, iodepth 8)</source>
        <translation>Vordergrund-Job während des Ziehens und des Rebuilds (4k zufällig 70/30, iodepth 8)</translation>
    </message>
    <message>
        <source>the foreground job ended before the rebuild did</source>
        <translation>der Vordergrund-Job endete vor dem Rebuild</translation>
    </message>
    <message>
        <source>%1: the foreground job stopped: %2</source>
        <translation>%1: der Vordergrund-Job hielt an: %2</translation>
    </message>
    <message>
        <source>%1: foreground job: %2</source>
        <translation>%1: Vordergrund-Job: %2</translation>
    </message>
    <message>
        <source>StackLab&apos;s io_uring engine, foreground-load job (4k random 70/30, iodepth 8), completions of reads and writes merged over the phase</source>
        <translation>StackLabs io_uring-Engine, Job foreground-load (4k zufällig 70/30, iodepth 8), Abschlüsse von Lese- und Schreibzugriffen über die Phase zusammengeführt</translation>
    </message>
    <message>
        <source>%1: no sample of the foreground job fell into the phase &apos;%2&apos;.</source>
        <translation>%1: keine Messung des Vordergrund-Jobs fiel in die Phase „%2“.</translation>
    </message>
    <message>
        <source>%1 samples over %2 s</source>
        <translation>%1 Messungen über %2 s</translation>
    </message>
    <message>
        <source>the rebuild phase&apos;s wall clock while the foreground job ran</source>
        <translation>die Wanduhrzeit der Rebuild-Phase, während der Vordergrund-Job lief</translation>
    </message>
    <message>
        <source>rebuild_s of the same stack&apos;s run without the load drill in this session</source>
        <translation>rebuild_s des Laufs desselben Stacks ohne die Lastübung in dieser Sitzung</translation>
    </message>
    <message>
        <source>%1: no run of this stack without the load drill in this session: the rebuild without load is not known (run it once without --drill load first).</source>
        <translation>%1: kein Lauf dieses Stacks ohne die Lastübung in dieser Sitzung: der Rebuild ohne Last ist nicht bekannt (zuerst einmal ohne --drill load laufen lassen).</translation>
    </message>
</context>
<context>
    <name>LoadLatencyChart</name>
    <message>
        <source>Foreground job during the rebuild</source>
        <translation>Vordergrund-Job während des Rebuilds</translation>
    </message>
    <message>
        <source>completion latency (ms)</source>
        <translation>Abschlusslatenz (ms)</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>p99 latency</source>
        <translation>p99-Latenz</translation>
    </message>
    <message>
        <source>p50 latency</source>
        <translation>p50-Latenz</translation>
    </message>
    <message>
        <source>IOPS (reads and writes)</source>
        <translation>IOPS (Lesen und Schreiben)</translation>
    </message>
    <message>
        <source>The rebuild-under-load drill&apos;s foreground job on %1</source>
        <translation>Der Vordergrund-Job der Übung „Rebuild unter Last“ auf %1</translation>
    </message>
    <message>
        <source>time since the foreground job started</source>
        <translation>Zeit seit dem Start des Vordergrundjobs</translation>
    </message>
</context>
<context>
    <name>LoadSeries</name>
    <message>
        <source>before the pull</source>
        <translation>vor dem Ziehen</translation>
    </message>
    <message>
        <source>degraded</source>
        <translation>degradiert</translation>
    </message>
    <message>
        <source>rebuilding</source>
        <translation>Rebuild läuft</translation>
    </message>
    <message>
        <source>after the rebuild</source>
        <translation>nach dem Rebuild</translation>
    </message>
    <message>
        <source>marks[%1].phase is not one of before, degraded, rebuilding, after.</source>
        <translation>marks[%1].phase ist keiner von before, degraded, rebuilding, after.</translation>
    </message>
    <message>
        <source>samples[%1].phase is not one of before, degraded, rebuilding, after.</source>
        <translation>samples[%1].phase ist keiner von before, degraded, rebuilding, after.</translation>
    </message>
</context>
<context>
    <name>LogDock</name>
    <message>
        <source>Log</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <source>Copy the whole log</source>
        <translation>Gesamtes Protokoll kopieren</translation>
    </message>
    <message>
        <source>Clear the log</source>
        <translation>Protokoll leeren</translation>
    </message>
</context>
<context>
    <name>LogModel</name>
    <message>
        <source>Info</source>
        <translation>Info</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Meldung</translation>
    </message>
</context>
<context>
    <name>LoopIo</name>
    <message>
        <source>loop-io takes &apos;stop&apos; or &apos;resume&apos; and one loop device, not: %1</source>
        <translation>loop-io erwartet „stop“ oder „resume“ und ein Loop-Gerät, nicht: %1</translation>
    </message>
    <message>
        <source>loop-io knows &apos;stop&apos; and &apos;resume&apos;, not &apos;%1&apos;.</source>
        <translation>loop-io kennt „stop“ und „resume“, nicht „%1“.</translation>
    </message>
    <message>
        <source>%1 cannot be opened: %2</source>
        <translation>%1 lässt sich nicht öffnen: %2</translation>
    </message>
    <message>
        <source>The loop driver refused to change the size limit of %1: %2</source>
        <translation>Der Loop-Treiber hat die Größengrenze von %1 nicht geändert: %2</translation>
    </message>
    <message>
        <source>The loop driver did not reread the size of %1: %2</source>
        <translation>Der Loop-Treiber hat die Größe von %1 nicht neu gelesen: %2</translation>
    </message>
</context>
<context>
    <name>LoopLab</name>
    <message>
        <source>The loop lab makes 1 to %1 disks; %2 were asked for.</source>
        <translation>Das Loop-Lab erstellt 1 bis %1 Datenträger; angefordert wurden %2.</translation>
    </message>
    <message>
        <source>A loop disk is 64 MiB to 16 GiB and a multiple of 4096 bytes; %1 bytes were asked for.</source>
        <translation>Ein Loop-Datenträger hat 64 MiB bis 16 GiB und ist ein Vielfaches von 4096 Byte; angefordert wurden %1 Byte.</translation>
    </message>
    <message>
        <source>%1 did not finish within a minute.</source>
        <translation>%1 wurde nicht innerhalb einer Minute fertig.</translation>
    </message>
    <message>
        <source>%1 failed: %2</source>
        <translation>%1 fehlgeschlagen: %2</translation>
    </message>
    <message>
        <source>Could not create %1: check that /var/lib is writable.</source>
        <translation>%1 konnte nicht angelegt werden: Prüfen Sie, ob /var/lib beschreibbar ist.</translation>
    </message>
    <message>
        <source>Could not create the sparse file %1: %2</source>
        <translation>Die Sparse-Datei %1 konnte nicht angelegt werden: %2</translation>
    </message>
    <message>
        <source>Could not remove %1.</source>
        <translation>%1 konnte nicht entfernt werden.</translation>
    </message>
    <message>
        <source>Could not open the loop device %1: %2</source>
        <translation>Das Loop-Gerät %1 ließ sich nicht öffnen: %2</translation>
    </message>
    <message>
        <source>%1 is no longer bound to a file of this loop lab (now: %2): left alone.</source>
        <translation>%1 ist nicht mehr an eine Datei dieses Loop-Labs gebunden (jetzt: %2): unverändert gelassen.</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>Could not detach %1: %2</source>
        <translation>%1 ließ sich nicht lösen: %2</translation>
    </message>
    <message>
        <source>Could not record the owner of the loop lab in %1: check that /var/lib is writable.</source>
        <translation>Der Besitzer des Loop-Labs in %1 konnte nicht festgehalten werden: prüfen Sie, ob /var/lib beschreibbar ist.</translation>
    </message>
</context>
<context>
    <name>LvmRaidRecipe</name>
    <message>
        <source>LVM RAID1 (lvcreate --type raid1) with XFS</source>
        <translation>LVM-RAID1 (lvcreate --type raid1) mit XFS</translation>
    </message>
    <message>
        <source>LVM RAID6 (lvcreate --type raid6) with XFS</source>
        <translation>LVM-RAID6 (lvcreate --type raid6) mit XFS</translation>
    </message>
    <message>
        <source>Make every disk an LVM physical volume</source>
        <translation>Jeden Datenträger zum LVM-Physical-Volume machen</translation>
    </message>
    <message>
        <source>all data on %1</source>
        <translation>alle Daten auf %1</translation>
    </message>
    <message>
        <source>Create the volume group %1</source>
        <translation>Volume Group %1 anlegen</translation>
    </message>
    <message>
        <source>Create the RAID logical volume %1 on the members only</source>
        <translation>RAID-Logical-Volume %1 nur auf den Mitgliedern anlegen</translation>
    </message>
    <message>
        <source>Wait until Cpy%Sync reads 100.00</source>
        <translation>Warten, bis Cpy%Sync 100.00 anzeigt</translation>
    </message>
    <message>
        <source>Make an XFS filesystem on %1</source>
        <translation>XFS-Dateisystem auf %1 anlegen</translation>
    </message>
    <message>
        <source>anything already on %1</source>
        <translation>alles, was sich bereits auf %1 befindet</translation>
    </message>
    <message>
        <source>Take a thick snapshot with a %1 copy-on-write reserve</source>
        <translation>Thick-Snapshot mit %1 Copy-on-Write-Reserve erstellen</translation>
    </message>
    <message>
        <source>The reserve lands on free extents outside the RAID legs (often the spare): it has no redundancy, and it becomes invalid when it fills up.</source>
        <translation>Die Reserve landet auf freien Extents außerhalb der RAID-Legs (oft auf dem Ersatzlaufwerk): Sie hat keine Redundanz und wird ungültig, wenn sie vollläuft.</translation>
    </message>
    <message>
        <source>Show the snapshot and where its reserve lives</source>
        <translation>Snapshot anzeigen und wo seine Reserve liegt</translation>
    </message>
    <message>
        <source>Show the LV state (expect: partial)</source>
        <translation>LV-Zustand anzeigen (erwartet: partial)</translation>
    </message>
    <message>
        <source>Remove the thick snapshot before the repair, if there is one</source>
        <translation>Thick-Snapshot vor der Reparatur entfernen, falls vorhanden</translation>
    </message>
    <message>
        <source>the snapshot %1/%2 and what it preserved</source>
        <translation>der Snapshot %1/%2 und was er bewahrt hat</translation>
    </message>
    <message>
        <source>Repair %1 onto free extents</source>
        <translation>%1 auf freie Extents reparieren</translation>
    </message>
    <message>
        <source>Repair %1 onto %2</source>
        <translation>%1 auf %2 reparieren</translation>
    </message>
    <message>
        <source>the free extents the repair takes</source>
        <translation>die freien Extents, die die Reparatur belegt</translation>
    </message>
    <message>
        <source>Wait for the resync to reach 100.00</source>
        <translation>Warten, bis der Resync 100.00 erreicht</translation>
    </message>
    <message>
        <source>Drop the missing disk from %1</source>
        <translation>Fehlenden Datenträger aus %1 entfernen</translation>
    </message>
    <message>
        <source>Start a check of every stripe of %1</source>
        <translation>Prüfung aller Stripes von %1 starten</translation>
    </message>
    <message>
        <source>Wait until the check is idle</source>
        <translation>Warten, bis die Prüfung beendet ist</translation>
    </message>
    <message>
        <source>Read the mismatch count</source>
        <translation>Anzahl der Abweichungen lesen</translation>
    </message>
    <message>
        <source>Remove the volume group %1 and its volumes</source>
        <translation>Volume Group %1 samt ihren Volumes entfernen</translation>
    </message>
    <message>
        <source>every logical volume in %1</source>
        <translation>jedes logische Volume in %1</translation>
    </message>
    <message>
        <source>Remove the PV labels</source>
        <translation>PV-Labels entfernen</translation>
    </message>
    <message>
        <source>the LVM labels on %1</source>
        <translation>die LVM-Labels auf %1</translation>
    </message>
    <message>
        <source>Clear the filesystem signature on %1</source>
        <translation>Dateisystemsignatur auf %1 löschen</translation>
    </message>
    <message>
        <source>the filesystem on %1</source>
        <translation>das Dateisystem auf %1</translation>
    </message>
    <message>
        <source>vgremove leaves the data in place: the next LV on the same extents shows this XFS again, and lvcreate then asks &quot;Wipe it? [y/n]&quot; and, without a terminal, aborts (virtual lab, lvm2 2.03.16).</source>
        <translation>vgremove lässt die Daten stehen: Das nächste LV auf denselben Extents zeigt dieses XFS erneut, und lvcreate fragt dann &quot;Wipe it? [y/n]&quot; und bricht ohne Terminal ab (virtuelles Lab, lvm2 2.03.16).</translation>
    </message>
    <message>
        <source>LVM RAID5 (lvcreate --type raid5) with XFS (in the four-stack comparison)</source>
        <translation>LVM-RAID5 (lvcreate --type raid5) mit XFS (im Vier-Stack-Vergleich)</translation>
    </message>
    <message>
        <source>What broke in the four-stack comparison: with the reserve on the spare, lvconvert --repair refused with &quot;Insufficient free space&quot;; removing the snapshot let it run. --select matches nothing when there is none.</source>
        <translation>Was im Vier-Stack-Vergleich schiefging: Mit der Reserve auf dem Ersatzdatenträger verweigerte lvconvert --repair mit &quot;Insufficient free space&quot;; nach dem Entfernen des Snapshots lief es. --select trifft nichts, wenn es keinen gibt.</translation>
    </message>
    <message>
        <source>Show the RAID images and where they live</source>
        <translation>Die RAID-Images zeigen und wo sie liegen</translation>
    </message>
    <message>
        <source>LVM RAID5 with dm-integrity under each leg (lvcreate --type raid5 --raidintegrity y) with XFS</source>
        <translation>LVM RAID5 mit dm-integrity unter jedem Strang (lvcreate --type raid5 --raidintegrity y) mit XFS</translation>
    </message>
    <message>
        <source>Read the mismatch counts after the read</source>
        <translation>Die Abweichungszähler nach dem Lesen auslesen</translation>
    </message>
    <message>
        <source>lvm2 refuses --syncaction repair on a RAID with integrity (&quot;Use syncaction check to detect and correct integrity checksum mismatches&quot;): the check repaired already.</source>
        <translation>lvm2 verweigert --syncaction repair auf einem RAID mit Integrity („Use syncaction check to detect and correct integrity checksum mismatches“): der Check hat schon repariert.</translation>
    </message>
    <message>
        <source>Start a repair of %1: dm-raid rewrites the parity of every stripe that disagrees</source>
        <translation>Eine Reparatur von %1 starten: dm-raid schreibt die Parität jedes abweichenden Stripes neu</translation>
    </message>
    <message>
        <source>Wait until the repair is idle</source>
        <translation>Warten, bis die Reparatur ruht</translation>
    </message>
    <message>
        <source>Read the mismatch count after the repair</source>
        <translation>Den Abweichungszähler nach der Reparatur auslesen</translation>
    </message>
    <message>
        <source>Activate the volumes of %1</source>
        <translation>Die Volumes von %1 aktivieren</translation>
    </message>
    <message>
        <source>dm-raid reads each image&apos;s metadata (rmeta) and resyncs what the cut left unsynced; a PV that failed before the cut carries an older VG sequence number and is not used.</source>
        <translation>dm-raid liest die Metadaten jedes Images (rmeta) und synchronisiert, was der Ausfall unsynchronisiert ließ; ein vor dem Ausfall ausgefallenes PV trägt eine ältere VG-Sequenznummer und wird nicht benutzt.</translation>
    </message>
    <message>
        <source>Wait until Cpy%Sync reads 100.00 again</source>
        <translation>Warten, bis Cpy%Sync wieder 100.00 zeigt</translation>
    </message>
</context>
<context>
    <name>LvmThinMdRecipe</name>
    <message>
        <source>Make %1 an LVM physical volume</source>
        <translation>%1 als LVM Physical Volume einrichten</translation>
    </message>
    <message>
        <source>anything on %1</source>
        <translation>alles auf %1</translation>
    </message>
    <message>
        <source>Create the volume group %1 on the array</source>
        <translation>Volume Group %1 auf dem Array anlegen</translation>
    </message>
    <message>
        <source>Create the thin pool %1 on 90% of the group</source>
        <translation>Thin-Pool %1 auf 90% der Gruppe anlegen</translation>
    </message>
    <message>
        <source>Create the %1 thin volume %2</source>
        <translation>Thin-Volume %2 (%1) anlegen</translation>
    </message>
    <message>
        <source>Wait for the initial sync of the md array</source>
        <translation>Auf die Erstsynchronisation des md-Arrays warten</translation>
    </message>
    <message>
        <source>Make an XFS filesystem on %1</source>
        <translation>XFS-Dateisystem auf %1 anlegen</translation>
    </message>
    <message>
        <source>anything already on %1</source>
        <translation>alles, was sich bereits auf %1 befindet</translation>
    </message>
    <message>
        <source>Take a thin snapshot of %1</source>
        <translation>Thin-Snapshot von %1 erstellen</translation>
    </message>
    <message>
        <source>Thin snapshots carry the activation-skip flag: lvchange -ay -K to mount one.</source>
        <translation>Thin-Snapshots tragen das Activation-Skip-Flag: Zum Einhängen lvchange -ay -K verwenden.</translation>
    </message>
    <message>
        <source>Show pool data and metadata use</source>
        <translation>Belegung von Pool-Daten und -Metadaten anzeigen</translation>
    </message>
    <message>
        <source>Remove the volume group %1 and its volumes</source>
        <translation>Volume Group %1 samt ihren Volumes entfernen</translation>
    </message>
    <message>
        <source>every logical volume in %1</source>
        <translation>jedes logische Volume in %1</translation>
    </message>
    <message>
        <source>Remove the PV label from %1</source>
        <translation>PV-Label von %1 entfernen</translation>
    </message>
    <message>
        <source>the LVM label on %1</source>
        <translation>das LVM-Label auf %1</translation>
    </message>
    <message>
        <source>LVM thin pool on mdadm RAID5 with XFS (in the four-stack comparison)</source>
        <translation>LVM-Thin-Pool auf mdadm-RAID5 mit XFS (im Vier-Stack-Vergleich)</translation>
    </message>
    <message>
        <source>pvcreate wipes an old filesystem signature on the array without asking (what broke: stale metadata).</source>
        <translation>pvcreate löscht eine alte Dateisystemsignatur auf dem Array ohne Nachfrage (was schiefging: veraltete Metadaten).</translation>
    </message>
    <message>
        <source>Activate the volumes of %1</source>
        <translation>Die Volumes von %1 aktivieren</translation>
    </message>
    <message>
        <source>Wait until the array is redundant again</source>
        <translation>Warten, bis das Array wieder redundant ist</translation>
    </message>
</context>
<context>
    <name>LvsReportParser</name>
    <message>
        <source>not JSON: </source>
        <translation>kein JSON: </translation>
    </message>
    <message>
        <source>no &quot;report&quot; array: run lvs with --reportformat json</source>
        <translation>kein &quot;report&quot;-Array: lvs mit --reportformat json ausführen</translation>
    </message>
    <message>
        <source>a percent field is not a number</source>
        <translation>ein Prozentfeld ist keine Zahl</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>StackLab</source>
        <translation>StackLab</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Go</source>
        <translation>&amp;Gehe zu</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Log</source>
        <translation>&amp;Protokoll</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;About StackLab</source>
        <translation>&amp;Über StackLab</translation>
    </message>
    <message>
        <source>&amp;Documentation for this page</source>
        <translation>&amp;Dokumentation zu dieser Seite</translation>
    </message>
    <message>
        <source>&amp;Lab</source>
        <translation>&amp;Lab</translation>
    </message>
</context>
<context>
    <name>MdSysfsParser</name>
    <message>
        <source>unknown sync_action</source>
        <translation>unbekannte sync_action</translation>
    </message>
    <message>
        <source>expected &quot;done / total&quot; sectors</source>
        <translation>erwartet: Sektoren als &quot;erledigt / gesamt&quot;</translation>
    </message>
    <message>
        <source>expected &quot;ATTRIBUTE:VALUE&quot;</source>
        <translation>erwartet: &quot;ATTRIBUT:WERT&quot;</translation>
    </message>
    <message>
        <source>no md attributes in the input</source>
        <translation>keine md-Attribute in der Eingabe</translation>
    </message>
</context>
<context>
    <name>MdadmDetailParser</name>
    <message>
        <source>expected the array&apos;s device, as &quot;/dev/md0:&quot;</source>
        <translation>erwartet das Gerät des Arrays, etwa „/dev/md0:“</translation>
    </message>
    <message>
        <source>no mdadm --detail output in the input</source>
        <translation>keine Ausgabe von mdadm --detail in der Eingabe</translation>
    </message>
</context>
<context>
    <name>MdadmRecipe</name>
    <message>
        <source>mdadm RAID1 mirror with XFS</source>
        <translation>mdadm-RAID1-Spiegel mit XFS</translation>
    </message>
    <message>
        <source>mdadm RAID6 with XFS</source>
        <translation>mdadm-RAID6 mit XFS</translation>
    </message>
    <message>
        <source>mdadm RAID10 with XFS</source>
        <translation>mdadm-RAID10 mit XFS</translation>
    </message>
    <message numerus="yes">
        <source>Create the RAID%1 array %2 from %n disks</source>
        <translation>
            <numerusform>RAID%1-Array %2 aus %n Datenträger anlegen</numerusform>
            <numerusform>RAID%1-Array %2 aus %n Datenträgern anlegen</numerusform>
        </translation>
    </message>
    <message>
        <source>all data on %1</source>
        <translation>alle Daten auf %1</translation>
    </message>
    <message>
        <source>mdadm --wait exits 1 when there was nothing left to wait for.</source>
        <translation>mdadm --wait endet mit 1, wenn es nichts mehr abzuwarten gab.</translation>
    </message>
    <message>
        <source>Show the array state (expect: clean, degraded)</source>
        <translation>Array-Zustand anzeigen (erwartet: clean, degraded)</translation>
    </message>
    <message>
        <source>No spare disk was chosen: choose one to rebuild onto.</source>
        <translation>Kein Ersatzlaufwerk gewählt: Wählen Sie eines als Ziel für den Rebuild.</translation>
    </message>
    <message>
        <source>Add %1 to %2; md rebuilds onto it</source>
        <translation>%1 zu %2 hinzufügen; md führt den Rebuild darauf aus</translation>
    </message>
    <message>
        <source>Wait for the rebuild to finish</source>
        <translation>Warten, bis der Rebuild abgeschlossen ist</translation>
    </message>
    <message>
        <source>Start a check of every stripe</source>
        <translation>Prüfung aller Stripes starten</translation>
    </message>
    <message>
        <source>Wait for the check to finish</source>
        <translation>Warten, bis die Prüfung abgeschlossen ist</translation>
    </message>
    <message>
        <source>Read the mismatch count</source>
        <translation>Anzahl der Abweichungen lesen</translation>
    </message>
    <message>
        <source>Stop the array %1</source>
        <translation>Array %1 stoppen</translation>
    </message>
    <message>
        <source>Erase the md superblock on every disk</source>
        <translation>md-Superblock auf jedem Datenträger löschen</translation>
    </message>
    <message>
        <source>the RAID membership and the data on %1</source>
        <translation>die RAID-Mitgliedschaft und die Daten auf %1</translation>
    </message>
    <message>
        <source>Wait for the initial sync</source>
        <translation>Auf die Erstsynchronisation warten</translation>
    </message>
    <message>
        <source>Wait for the initial mirror sync</source>
        <translation>Auf die Erstsynchronisation des Spiegels warten</translation>
    </message>
    <message>
        <source>Make an XFS filesystem on %1</source>
        <translation>XFS-Dateisystem auf %1 anlegen</translation>
    </message>
    <message>
        <source>anything already on %1</source>
        <translation>alles, was sich bereits auf %1 befindet</translation>
    </message>
    <message>
        <source>mdadm has no snapshots: put LVM thin or a filesystem with snapshots on top (lvm-thin-md-raid5).</source>
        <translation>mdadm kennt keine Snapshots: Setzen Sie LVM-Thin oder ein Dateisystem mit Snapshots darauf (lvm-thin-md-raid5).</translation>
    </message>
    <message>
        <source>Clear old signatures inside the new array %1</source>
        <translation>Alte Signaturen im neuen Array %1 löschen</translation>
    </message>
    <message>
        <source>stale signatures on %1 (it was created empty one step before)</source>
        <translation>veraltete Signaturen auf %1 (es wurde einen Schritt zuvor leer angelegt)</translation>
    </message>
    <message>
        <source>mdadm --zero-superblock clears only the md superblock: a new array with the same geometry shows the old filesystem again, and pvcreate or mkfs.xfs then stop to ask (virtual lab: pvcreate aborted &quot;Wipe it? [y/n]: [n]&quot; on the xfs an earlier RAID5 left).</source>
        <translation>mdadm --zero-superblock löscht nur den md-Superblock: Ein neues Array mit derselben Geometrie zeigt das alte Dateisystem erneut, und pvcreate oder mkfs.xfs halten dann für eine Rückfrage an (virtuelles Lab: pvcreate brach mit &quot;Wipe it? [y/n]: [n]&quot; auf dem xfs ab, das ein früheres RAID5 hinterlassen hatte).</translation>
    </message>
    <message>
        <source>mdadm RAID5 with XFS (in the four-stack comparison)</source>
        <translation>mdadm-RAID5 mit XFS (im Vier-Stack-Vergleich)</translation>
    </message>
    <message>
        <source>Show the array after the rebuild (expect: clean, every member active)</source>
        <translation>Das Array nach dem Wiederaufbau zeigen (erwartet: clean, jedes Mitglied aktiv)</translation>
    </message>
    <message>
        <source>Assemble %1 from its members&apos; superblocks</source>
        <translation>%1 aus den Superblöcken seiner Mitglieder zusammensetzen</translation>
    </message>
    <message>
        <source>md compares the event counts in the superblocks: a member failed before the cut is older and stays out; a recovery that was running resumes from its checkpoint (recovery_offset).</source>
        <translation>md vergleicht die Ereigniszähler in den Superblöcken: ein vor dem Ausfall ausgefallenes Mitglied ist älter und bleibt draußen; eine laufende Wiederherstellung setzt an ihrem Prüfpunkt fort (recovery_offset).</translation>
    </message>
    <message>
        <source>Start a repair: md rewrites the parity of every stripe that disagrees</source>
        <translation>Eine Reparatur starten: md schreibt die Parität jedes abweichenden Stripes neu</translation>
    </message>
    <message>
        <source>md cannot tell which block of a stripe is wrong: repair makes the parity match the data, so bad data stays bad and a later check reports a clean array.</source>
        <translation>md kann nicht sagen, welcher Block eines Stripes falsch ist: repair passt die Parität den Daten an, falsche Daten bleiben falsch, und ein späterer Check meldet ein sauberes Array.</translation>
    </message>
    <message>
        <source>Wait for the repair to finish</source>
        <translation>Warten, bis die Reparatur fertig ist</translation>
    </message>
    <message>
        <source>Read the sectors the repair rewrote</source>
        <translation>Die von der Reparatur neu geschriebenen Sektoren auslesen</translation>
    </message>
    <message>
        <source>Wait until the array is redundant again</source>
        <translation>Warten, bis das Array wieder redundant ist</translation>
    </message>
    <message>
        <source>Stop the inactive %1</source>
        <translation>Das inaktive %1 stoppen</translation>
    </message>
    <message>
        <source>Start %1 although it is dirty and degraded</source>
        <translation>%1 starten, obwohl es unsauber und degradiert ist</translation>
    </message>
    <message>
        <source>Only after md refused the array as dirty and degraded: --force starts it anyway. A stripe being written when the power went may have parity that does not match its data (the RAID5 write hole); the dataset&apos;s checksum verify after the rebuild shows whether a file was hit.</source>
        <translation>Nur nachdem md das Array als unsauber und degradiert abgelehnt hat: --force startet es trotzdem. Ein Stripe, der beim Stromausfall gerade geschrieben wurde, kann eine Parität haben, die nicht zu seinen Daten passt (das RAID5-Write-Hole); die Prüfsummenkontrolle des Datensatzes nach dem Rebuild zeigt, ob eine Datei getroffen wurde.</translation>
    </message>
</context>
<context>
    <name>MdstatParser</name>
    <message>
        <source>expected &quot;Personalities :&quot; first</source>
        <translation>&quot;Personalities :&quot; als erste Zeile erwartet</translation>
    </message>
    <message>
        <source>not an md array line</source>
        <translation>keine md-Array-Zeile</translation>
    </message>
    <message>
        <source>unknown line outside an array</source>
        <translation>unbekannte Zeile außerhalb eines Arrays</translation>
    </message>
    <message>
        <source>unknown sync state</source>
        <translation>unbekannter Sync-Zustand</translation>
    </message>
    <message>
        <source>unknown line in an array block</source>
        <translation>unbekannte Zeile in einem Array-Block</translation>
    </message>
    <message>
        <source>empty input: no &quot;Personalities :&quot; line</source>
        <translation>leere Eingabe: keine Zeile &quot;Personalities :&quot;</translation>
    </message>
</context>
<context>
    <name>MeasurementSummary</name>
    <message>
        <source>Size of the replacement disk</source>
        <translation>Größe der Ersatzplatte</translation>
    </message>
    <message>
        <source>Write speed of the replacement disk</source>
        <translation>Schreibgeschwindigkeit der Ersatzplatte</translation>
    </message>
    <message>
        <source>Allocated on the pool when the disk was pulled</source>
        <translation>Im Pool belegt, als die Platte gezogen wurde</translation>
    </message>
    <message>
        <source>Busiest lab disk&apos;s rate in the %1</source>
        <translation>Rate der meistbelasteten Laborplatte (%1)</translation>
    </message>
    <message>
        <source>Length of the disk reading in the %1</source>
        <translation>Dauer der Plattenmessung (%1)</translation>
    </message>
    <message>
        <source>Busiest lab disk&apos;s share of its cap in the %1</source>
        <translation>Anteil der meistbelasteten Laborplatte an ihrer Grenze (%1)</translation>
    </message>
</context>
<context>
    <name>MemberChoice</name>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>No spare</source>
        <translation>Kein Ersatzlaufwerk</translation>
    </message>
    <message>
        <source>%1 — the spare</source>
        <translation>%1 — das Ersatzlaufwerk</translation>
    </message>
    <message>
        <source>%1 — the spare of this lab&apos;s stack</source>
        <translation>%1 — das Ersatzlaufwerk des Stacks dieses Labs</translation>
    </message>
    <message>
        <source>%1 — in this lab&apos;s stack</source>
        <translation>%1 — im Stack dieses Labs</translation>
    </message>
</context>
<context>
    <name>MountStage</name>
    <message>
        <source>essential commands of the recipe&apos;s prepare, build, sync and mount phases, as a person types them</source>
        <translation>wesentliche Befehle der Phasen prepare, build, sync und mount des Rezepts, wie ein Mensch sie eintippt</translation>
    </message>
    <message>
        <source>%1: the usable space of the mounted filesystem could not be read.</source>
        <translation>%1: Der nutzbare Platz des eingehängten Dateisystems konnte nicht ermittelt werden.</translation>
    </message>
    <message>
        <source>the mounted filesystem&apos;s size as the kernel reports it (statvfs), the size df prints</source>
        <translation>die Größe des eingehängten Dateisystems, wie der Kernel sie meldet (statvfs), die Größe, die df ausgibt</translation>
    </message>
</context>
<context>
    <name>MountedStack</name>
    <message>
        <source>%1 does not exist: run the stack&apos;s mount phase first.</source>
        <translation>%1 existiert nicht: Führen Sie zuerst die mount-Phase des Stacks aus.</translation>
    </message>
    <message>
        <source>%1 leads elsewhere (%2) through a symbolic link: the helper writes only into the lab&apos;s own mount point.</source>
        <translation>%1 führt über einen symbolischen Link woandershin (%2): Der Helfer schreibt nur in den eigenen Einhängepunkt des Labs.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2.</source>
        <translation>%1 kann nicht geöffnet werden: %2.</translation>
    </message>
    <message>
        <source>Nothing is mounted on %1: run the stack&apos;s mount phase first.</source>
        <translation>Unter %1 ist nichts eingehängt: Führen Sie zuerst die mount-Phase des Stacks aus.</translation>
    </message>
    <message>
        <source>Cannot create %1/%2: %3.</source>
        <translation>%1/%2 kann nicht angelegt werden: %3.</translation>
    </message>
    <message>
        <source>Cannot open the directory %1/%2: %3.</source>
        <translation>Das Verzeichnis %1/%2 kann nicht geöffnet werden: %3.</translation>
    </message>
    <message>
        <source>Cannot read the space of %1: %2.</source>
        <translation>Der Speicherplatz von %1 kann nicht gelesen werden: %2.</translation>
    </message>
    <message>
        <source>Flushing %1 failed: %2.</source>
        <translation>Flush von %1 fehlgeschlagen: %2.</translation>
    </message>
</context>
<context>
    <name>OpenSessionButton</name>
    <message>
        <source>Open session…</source>
        <translation>Sitzung öffnen…</translation>
    </message>
    <message>
        <source>No recorded session yet</source>
        <translation>Noch keine aufgezeichnete Sitzung</translation>
    </message>
    <message>
        <source>Other folder…</source>
        <translation>Anderer Ordner…</translation>
    </message>
    <message>
        <source>Open a lab session folder</source>
        <translation>Ordner einer Lab-Sitzung öffnen</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
</context>
<context>
    <name>OverwriteAction</name>
    <message>
        <source>Writing %1/%2 at %3 failed: %4.</source>
        <translation>Schreiben von %1/%2 bei %3 fehlgeschlagen: %4.</translation>
    </message>
    <message>
        <source>%1 of %2 bytes of %3 written</source>
        <translation>%1 von %2 Byte von %3 geschrieben</translation>
    </message>
    <message>
        <source>Flushing %1/%2 failed: %3.</source>
        <translation>Flush von %1/%2 fehlgeschlagen: %3.</translation>
    </message>
    <message>
        <source>Cannot open %1/%2 as a regular file: %3.</source>
        <translation>%1/%2 kann nicht als reguläre Datei geöffnet werden: %3.</translation>
    </message>
</context>
<context>
    <name>PageHelpDialog</name>
    <message>
        <source>Help: %1</source>
        <translation>Hilfe: %1</translation>
    </message>
    <message>
        <source>The documentation of this page was not found in `%1`. Reinstall the stacklab package, or read docs/user-guide.md in the source.</source>
        <translation>Die Dokumentation dieser Seite wurde in `%1` nicht gefunden. Installieren Sie das Paket stacklab neu oder lesen Sie docs/user-guide.md im Quellcode.</translation>
    </message>
</context>
<context>
    <name>ParseCommand</name>
    <message>
        <source>Usage: stacklab-cli parse KIND FILE [--timestamp MS]</source>
        <translation>Aufruf: stacklab-cli parse KIND FILE [--timestamp MS]</translation>
    </message>
    <message>
        <source>Prints what StackLab&apos;s parser makes of a captured tool output, as JSON.</source>
        <translation>Gibt als JSON aus, was der Parser von StackLab aus einer mitgeschnittenen Tool-Ausgabe macht.</translation>
    </message>
    <message>
        <source>FILE is a file, or - for standard input. For md-sysfs, FILE may also be an array&apos;s md directory (/sys/block/md0/md) or the output of grep -H . on its files.</source>
        <translation>FILE ist eine Datei oder - für die Standardeingabe. Bei md-sysfs kann FILE auch das md-Verzeichnis eines Arrays (/sys/block/md0/md) oder die Ausgabe von grep -H . auf dessen Dateien sein.</translation>
    </message>
    <message>
        <source>--timestamp MS sets the samples&apos; time (epoch milliseconds; default: now). zpool-status-json computes rates and ETA against it.</source>
        <translation>--timestamp MS setzt die Zeit der Messwerte (Epoch-Millisekunden; Standard: jetzt). zpool-status-json berechnet Raten und Restzeit relativ dazu.</translation>
    </message>
    <message>
        <source>KIND is one of: %1</source>
        <translation>KIND ist eines von: %1</translation>
    </message>
    <message>
        <source>Exit codes: 0 parsed, 1 the input could not be parsed (the line is named), 2 usage error.</source>
        <translation>Exit-Codes: 0 geparst, 1 Eingabe nicht parsbar (die Zeile wird genannt), 2 Aufruffehler.</translation>
    </message>
    <message>
        <source>parse: %1: %2</source>
        <translation>parse: %1: %2</translation>
    </message>
    <message>
        <source>parse: --timestamp needs epoch milliseconds, e.g. --timestamp %1.</source>
        <translation>parse: --timestamp erwartet Epoch-Millisekunden, z. B. --timestamp %1.</translation>
    </message>
    <message>
        <source>parse: unknown option &apos;%1&apos;.</source>
        <translation>parse: unbekannte Option &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>parse: expected KIND and FILE.</source>
        <translation>parse: KIND und FILE erwartet.</translation>
    </message>
    <message>
        <source>parse: unknown kind &apos;%1&apos;; kinds: %2.</source>
        <translation>parse: unbekannte Art &apos;%1&apos;; Arten: %2.</translation>
    </message>
    <message>
        <source>parse: %1 holds no md attributes: give an array&apos;s md directory, e.g. /sys/block/md0/md.</source>
        <translation>parse: %1 enthält keine md-Attribute: Geben Sie das md-Verzeichnis eines Arrays an, z. B. /sys/block/md0/md.</translation>
    </message>
    <message>
        <source>parse: cannot read standard input.</source>
        <translation>parse: Standardeingabe kann nicht gelesen werden.</translation>
    </message>
    <message>
        <source>parse: cannot read %1: %2.</source>
        <translation>parse: %1 kann nicht gelesen werden: %2.</translation>
    </message>
    <message>
        <source>standard input</source>
        <translation>Standardeingabe</translation>
    </message>
</context>
<context>
    <name>ParseError</name>
    <message>
        <source>line %1: %2 (&quot;%3&quot;)</source>
        <translation>Zeile %1: %2 (&quot;%3&quot;)</translation>
    </message>
</context>
<context>
    <name>PercentilePlot</name>
    <message>
        <source>Latency percentiles (after the run)</source>
        <translation>Latenz-Perzentile (nach dem Lauf)</translation>
    </message>
    <message>
        <source>percentile</source>
        <translation>Perzentil</translation>
    </message>
    <message>
        <source>completion latency (µs)</source>
        <translation>Abschlusslatenz (µs)</translation>
    </message>
</context>
<context>
    <name>PlanCommand</name>
    <message>
        <source>note: none of the named disks exists on this machine: this is a preview for another machine.</source>
        <translation>Hinweis: Keiner der genannten Datenträger existiert auf diesem Rechner: Dies ist eine Vorschau für einen anderen Rechner.</translation>
    </message>
    <message>
        <source>note: %1 does not exist on this machine: planned as a preview.</source>
        <translation>Hinweis: %1 existiert auf diesem Rechner nicht: als Vorschau geplant.</translation>
    </message>
    <message>
        <source>refused: %1 (%2) is not a whole disk the inventory knows: name a disk from `stacklab-cli disks`</source>
        <translation>abgelehnt: %1 (%2) ist kein ganzer Datenträger aus dem Bestand: Nennen Sie einen Datenträger aus `stacklab-cli disks`</translation>
    </message>
    <message>
        <source>%1 is a partition of %2</source>
        <translation>%1 ist eine Partition von %2</translation>
    </message>
    <message>
        <source>%1 is %2</source>
        <translation>%1 ist %2</translation>
    </message>
    <message>
        <source>refused: %1: %2</source>
        <translation>abgelehnt: %1: %2</translation>
    </message>
    <message>
        <source>refused: %1 is in use (mounted, swap or held by md/dm): free it first</source>
        <translation>abgelehnt: %1 ist in Benutzung (eingehängt, Swap oder von md/dm belegt): Geben Sie ihn zuerst frei</translation>
    </message>
    <message>
        <source>note: %1 is not blank (%2); the prepare phase stops there unless you pass --clear-signatures.</source>
        <translation>Hinweis: %1 ist nicht leer (%2); die Vorbereitungsphase bricht dort ab, sofern Sie nicht --clear-signatures angeben.</translation>
    </message>
    <message>
        <source>Plan for %1</source>
        <translation>Plan für %1</translation>
    </message>
    <message>
        <source>DESTRUCTIVE: destroys %1</source>
        <translation>DESTRUKTIV: zerstört %1</translation>
    </message>
    <message>
        <source>needs %1</source>
        <translation>benötigt %1</translation>
    </message>
    <message>
        <source>* = an essential command, one a person types (docs/recipes.md).</source>
        <translation>* = ein wesentlicher Befehl, den ein Mensch eintippt (docs/recipes.md).</translation>
    </message>
    <message>
        <source>the stack, see `stacklab-cli stacks`</source>
        <translation>der Stack, siehe `stacklab-cli stacks`</translation>
    </message>
    <message>
        <source>the members, comma-separated, in order</source>
        <translation>die Mitglieder, kommagetrennt, in Reihenfolge</translation>
    </message>
    <message>
        <source>the replacement disk</source>
        <translation>der Ersatzdatenträger</translation>
    </message>
    <message>
        <source>the member to pull (default: the last)</source>
        <translation>das zu ziehende Mitglied (Standard: das letzte)</translation>
    </message>
    <message>
        <source>lab session name</source>
        <translation>Name der Lab-Sitzung</translation>
    </message>
    <message>
        <source>where mount points live</source>
        <translation>Ort der Einhängepunkte</translation>
    </message>
    <message>
        <source>a stack option, repeatable</source>
        <translation>eine Stack-Option, wiederholbar</translation>
    </message>
    <message>
        <source>the kernel name of a disk not on this machine</source>
        <translation>der Kernel-Name eines Datenträgers, der nicht auf diesem Rechner ist</translation>
    </message>
    <message>
        <source>print one phase, or all</source>
        <translation>eine Phase ausgeben oder alle</translation>
    </message>
    <message>
        <source>print JSON</source>
        <translation>JSON ausgeben</translation>
    </message>
    <message>
        <source>print a POSIX shell script</source>
        <translation>ein POSIX-Shell-Skript ausgeben</translation>
    </message>
    <message>
        <source>wipe stale signatures in the prepare phase</source>
        <translation>veraltete Signaturen in der Vorbereitungsphase löschen</translation>
    </message>
    <message>
        <source>show this help</source>
        <translation>diese Hilfe anzeigen</translation>
    </message>
    <message>
        <source>Usage: stacklab-cli plan STACK --disks A,B,C [--spare D] [--fail DISK] [--session NAME] [--option k=v]... [--phase NAME|all] [--json|--script] [--clear-signatures]</source>
        <translation>Aufruf: stacklab-cli plan STACK --disks A,B,C [--spare D] [--fail DISK] [--session NAME] [--option k=v]... [--phase NAME|all] [--json|--script] [--clear-signatures]</translation>
    </message>
    <message>
        <source>plan: give one STACK and --disks A,B,C (see stacklab-cli stacks).</source>
        <translation>plan: Geben Sie einen STACK und --disks A,B,C an (siehe stacklab-cli stacks).</translation>
    </message>
    <message>
        <source>plan: choose --json or --script, not both.</source>
        <translation>plan: Wählen Sie --json oder --script, nicht beides.</translation>
    </message>
    <message>
        <source>plan: --option needs KEY=VALUE, got &apos;%1&apos;.</source>
        <translation>plan: --option erwartet KEY=VALUE, erhalten: &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>plan: --kernel-name needs DISK=NAME, got &apos;%1&apos;.</source>
        <translation>plan: --kernel-name erwartet DISK=NAME, erhalten: &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>plan: %1 has no phase &apos;%2&apos; (phases: %3, or all).</source>
        <translation>plan: %1 hat keine Phase &apos;%2&apos; (Phasen: %3 oder all).</translation>
    </message>
    <message>
        <source>session %1, lab root %2</source>
        <translation>Sitzung %1, Lab-Stammverzeichnis %2</translation>
    </message>
</context>
<context>
    <name>PlanScript</name>
    <message>
        <source>not as expected: %1</source>
        <translation>nicht wie erwartet: %1</translation>
    </message>
    <message>
        <source>StackLab plan for %1</source>
        <translation>StackLab-Plan für %1</translation>
    </message>
    <message>
        <source>Read every step before you run it: steps marked DESTRUCTIVE erase data.</source>
        <translation>Lesen Sie jeden Schritt, bevor Sie ihn ausführen: Als DESTRUKTIV markierte Schritte löschen Daten.</translation>
    </message>
    <message>
        <source>DESTRUCTIVE STEP</source>
        <translation>DESTRUKTIVER SCHRITT</translation>
    </message>
    <message>
        <source>This destroys: %1</source>
        <translation>Dies zerstört: %1</translation>
    </message>
    <message>
        <source>Needs %1</source>
        <translation>Benötigt %1</translation>
    </message>
    <message>
        <source>end of destructive step</source>
        <translation>Ende des destruktiven Schritts</translation>
    </message>
    <message>
        <source>Not run by this script: type these commands only when you need them.</source>
        <translation>Wird von diesem Skript nicht ausgeführt: Geben Sie diese Befehle nur ein, wenn Sie sie brauchen.</translation>
    </message>
    <message>
        <source>Only if the command above failed:</source>
        <translation>Nur wenn der Befehl darüber fehlgeschlagen ist:</translation>
    </message>
</context>
<context>
    <name>PlanTreeModel</name>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>★ %1</source>
        <translation>★ %1</translation>
    </message>
    <message>
        <source>Essential: one of the commands a person types.</source>
        <translation>Wesentlich: einer der Befehle, die man von Hand eingibt.</translation>
    </message>
    <message>
        <source>Destroys: %1</source>
        <translation>Zerstört: %1</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Befehl</translation>
    </message>
    <message>
        <source>Destroys</source>
        <translation>Zerstört</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
</context>
<context>
    <name>PlannerArguments</name>
    <message>
        <source>disks of this machine by stable ID or /dev path, comma-separated</source>
        <translation>Platten dieses Rechners per stabiler ID oder /dev-Pfad, durch Kommas getrennt</translation>
    </message>
    <message>
        <source>hypothetical disks: 4x8TB, 3x10GiB,2x12GiB, 8GiB,10GiB</source>
        <translation>angenommene Platten: 4x8TB, 3x10GiB,2x12GiB, 8GiB,10GiB</translation>
    </message>
    <message>
        <source>share of the usable space holding data when a disk fails (50%)</source>
        <translation>Anteil des nutzbaren Platzes, der beim Plattenausfall Daten hält (50%)</translation>
    </message>
    <message>
        <source>unrecoverable read errors per bit read (1e-14)</source>
        <translation>nicht behebbare Lesefehler je gelesenem Bit (1e-14)</translation>
    </message>
    <message>
        <source>annualised failure rate of one disk (1.5%)</source>
        <translation>jährliche Ausfallrate einer Platte (1.5%)</translation>
    </message>
    <message>
        <source>one disk&apos;s sequential read speed (200MB/s)</source>
        <translation>sequentielle Lesegeschwindigkeit einer Platte (200MB/s)</translation>
    </message>
    <message>
        <source>one disk&apos;s sequential write speed (200MB/s)</source>
        <translation>sequentielle Schreibgeschwindigkeit einer Platte (200MB/s)</translation>
    </message>
    <message>
        <source>print JSON</source>
        <translation>JSON ausgeben</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a share from 0 to 100% (e.g. 50% or 0.5)</source>
        <translation>%1: &apos;%2&apos; ist kein Anteil von 0 bis 100% (z. B. 50% oder 0.5)</translation>
    </message>
    <message>
        <source>--ure: &apos;%1&apos; is not an error rate per bit (e.g. 1e-14, or 1e14 for one in 10^14 bits)</source>
        <translation>--ure: &apos;%1&apos; ist keine Fehlerrate je Bit (z. B. 1e-14, oder 1e14 für einen in 10^14 Bits)</translation>
    </message>
    <message>
        <source>give the disks either as --disks ID,… (this machine&apos;s) or as --disk-sizes 4x8TB, not both</source>
        <translation>die Platten entweder als --disks ID,… (dieses Rechners) oder als --disk-sizes 4x8TB angeben, nicht beides</translation>
    </message>
    <message>
        <source>--disks: &apos;%1&apos; is not a disk of this machine (see stacklab-cli disks), or give --disk-sizes</source>
        <translation>--disks: &apos;%1&apos; ist keine Platte dieses Rechners (siehe stacklab-cli disks), oder --disk-sizes angeben</translation>
    </message>
</context>
<context>
    <name>PlannerCharts</name>
    <message>
        <source>Where the raw space goes</source>
        <translation>Wohin der Rohplatz geht</translation>
    </message>
    <message>
        <source>Data loss during a rebuild, by disk size</source>
        <translation>Datenverlust während eines Rebuilds, nach Plattengröße</translation>
    </message>
    <message>
        <source>GiB</source>
        <translation>GiB</translation>
    </message>
    <message>
        <source>disk size (TB)</source>
        <translation>Plattengröße (TB)</translation>
    </message>
    <message>
        <source>probability</source>
        <translation>Wahrscheinlichkeit</translation>
    </message>
    <message>
        <source>usable</source>
        <translation>nutzbar</translation>
    </message>
    <message>
        <source>copies and parity</source>
        <translation>Kopien und Parität</translation>
    </message>
    <message>
        <source>other overhead</source>
        <translation>sonstiger Verlust</translation>
    </message>
</context>
<context>
    <name>PlannerPage</name>
    <message>
        <source>Disks of the lab</source>
        <translation>Platten des Labors</translation>
    </message>
    <message>
        <source>Sizes I type</source>
        <translation>Eingetippte Größen</translation>
    </message>
    <message>
        <source> % full</source>
        <translation> % voll</translation>
    </message>
    <message>
        <source> % per year</source>
        <translation> % pro Jahr</translation>
    </message>
    <message>
        <source> MB/s</source>
        <translation> MB/s</translation>
    </message>
    <message>
        <source>Build this layout</source>
        <translation>Dieses Layout bauen</translation>
    </message>
    <message>
        <source>e.g. 6x8TB, 3x10GiB,2x12GiB</source>
        <translation>z. B. 6x8TB, 3x10GiB,2x12GiB</translation>
    </message>
    <message>
        <source>Disks</source>
        <translation>Datenträger</translation>
    </message>
    <message>
        <source>Unrecoverable read errors per bit read, as the spec sheet says (1e-14: one in 10^14 bits)</source>
        <translation>Nicht behebbare Lesefehler je gelesenem Bit laut Datenblatt (1e-14: einer in 10^14 Bits)</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>Annahmen</translation>
    </message>
    <message>
        <source>Data on the stack when a disk fails</source>
        <translation>Daten auf dem Stack beim Plattenausfall</translation>
    </message>
    <message>
        <source>URE rate per bit</source>
        <translation>URE-Rate je Bit</translation>
    </message>
    <message>
        <source>Annualised failure rate</source>
        <translation>Jährliche Ausfallrate</translation>
    </message>
    <message>
        <source>Sequential read per disk</source>
        <translation>Sequentielles Lesen je Platte</translation>
    </message>
    <message>
        <source>Sequential write per disk</source>
        <translation>Sequentielles Schreiben je Platte</translation>
    </message>
    <message>
        <source>Counts double</source>
        <translation>Zählt doppelt</translation>
    </message>
    <message>
        <source>usable space</source>
        <translation>nutzbarer Platz</translation>
    </message>
    <message>
        <source>short rebuild</source>
        <translation>kurzer Rebuild</translation>
    </message>
    <message>
        <source>low risk</source>
        <translation>geringes Risiko</translation>
    </message>
    <message>
        <source>snapshots</source>
        <translation>Snapshots</translation>
    </message>
    <message>
        <source>growth</source>
        <translation>Wachstum</translation>
    </message>
    <message>
        <source>Planner</source>
        <translation>Planer</translation>
    </message>
    <message>
        <source>Disk sizes</source>
        <translation>Plattengrößen</translation>
    </message>
    <message>
        <source>Choose the lab&apos;s disks in the list, or type sizes such as 4x8TB.</source>
        <translation>Platten des Labors in der Liste wählen oder Größen wie 4x8TB eintippen.</translation>
    </message>
    <message>
        <source>URE rate: &apos;%1&apos; is not a rate per bit (e.g. 1e-14)</source>
        <translation>URE-Rate: &apos;%1&apos; ist keine Rate je Bit (z. B. 1e-14)</translation>
    </message>
    <message numerus="yes">
        <source>No layout fits %n disk(s): most need at least two.</source>
        <translation>
            <numerusform>Kein Layout passt auf %n Platte: die meisten brauchen mindestens zwei.</numerusform>
            <numerusform>Kein Layout passt auf %n Platten: die meisten brauchen mindestens zwei.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n disk(s), %1 raw: %2 layouts, best first. Hover a row for the reasons of its rank.</source>
        <translation>
            <numerusform>%n Platte, %1 roh: %2 Layouts, das beste zuerst. Für die Gründe eines Rangs mit der Maus über die Zeile fahren.</numerusform>
            <numerusform>%n Platten, %1 roh: %2 Layouts, das beste zuerst. Für die Gründe eines Rangs mit der Maus über die Zeile fahren.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Planned %n layout(s)</source>
        <translation>
            <numerusform>%n Layout geplant</numerusform>
            <numerusform>%n Layouts geplant</numerusform>
        </translation>
    </message>
    <message>
        <source>Space as the tools will print it</source>
        <translation>Platz, wie ihn die Werkzeuge ausgeben werden</translation>
    </message>
    <message>
        <source>Where the raw %1 goes</source>
        <translation>Wohin die rohen %1 gehen</translation>
    </message>
    <message>
        <source>Fault tolerance:</source>
        <translation>Ausfalltoleranz:</translation>
    </message>
    <message>
        <source>Lost with: %1</source>
        <translation>Verloren bei: %1</translation>
    </message>
    <message>
        <source>Initial sync:</source>
        <translation>Erstsynchronisation:</translation>
    </message>
    <message>
        <source>about %1 (%2 per member)</source>
        <translation>etwa %1 (%2 je Mitglied)</translation>
    </message>
    <message>
        <source>Rebuild:</source>
        <translation>Rebuild:</translation>
    </message>
    <message>
        <source>%1: writes %2, reads %3; forecast %4, at best %5; limited by %6</source>
        <translation>%1: schreibt %2, liest %3; Vorhersage %4, bestenfalls %5; begrenzt durch %6</translation>
    </message>
    <message>
        <source>Risk during the rebuild:</source>
        <translation>Risiko während des Rebuilds:</translation>
    </message>
    <message>
        <source>URE %1 (%2), another disk failing %3; data loss %4.</source>
        <translation>URE %1 (%2), Ausfall einer weiteren Platte %3; Datenverlust %4.</translation>
    </message>
    <message>
        <source>raidz expansion:</source>
        <translation>raidz-Erweiterung:</translation>
    </message>
    <message>
        <source>one more disk: zfs list will report %1 (now %2), %3 once the data is rewritten at the new width; reflow and scrub about %4.</source>
        <translation>eine Platte mehr: zfs list wird %1 melden (jetzt %2), %3, sobald die Daten in der neuen Breite neu geschrieben sind; Reflow und Scrub etwa %4.</translation>
    </message>
    <message>
        <source>Why rank %1</source>
        <translation>Warum Rang %1</translation>
    </message>
    <message>
        <source>Took %1 to the Build page</source>
        <translation>%1 an die Seite Aufbauen übergeben</translation>
    </message>
</context>
<context>
    <name>PowerCutStage</name>
    <message>
        <source>%1: power cut at %2 % of the rebuild; the guest boots again without %3</source>
        <translation>%1: Stromausfall bei %2 % des Rebuilds; der Gast startet wieder ohne %3</translation>
    </message>
    <message>
        <source>%1: the virtual lab did not come back after the power cut: %2</source>
        <translation>%1: Das virtuelle Labor kam nach dem Stromausfall nicht zurück: %2</translation>
    </message>
    <message>
        <source>%1: the recipe refuses the disks that are left after the power cut: %2</source>
        <translation>%1: Das Rezept lehnt die nach dem Stromausfall verbliebenen Platten ab: %2</translation>
    </message>
    <message>
        <source>the recover step failed</source>
        <translation>der Recover-Schritt ist fehlgeschlagen</translation>
    </message>
    <message>
        <source>%1: not redundant %2 s after the stack came back: the wait is stopped</source>
        <translation>%1: %2 s nach der Rückkehr des Stacks nicht redundant: das Warten wird abgebrochen</translation>
    </message>
    <message>
        <source>%1: the stack came back but was not redundant within %2 s of the power-on.</source>
        <translation>%1: Der Stack kam zurück, war aber nicht innerhalb von %2 s nach dem Einschalten redundant.</translation>
    </message>
    <message>
        <source>%1: the wait until redundant failed after the power cut: %2</source>
        <translation>%1: Das Warten auf Redundanz ist nach dem Stromausfall fehlgeschlagen: %2</translation>
    </message>
    <message>
        <source>%1: the stack did not come back after the power cut (%2): %3</source>
        <translation>%1: Der Stack kam nach dem Stromausfall nicht zurück (%2): %3</translation>
    </message>
    <message>
        <source>%1: the rebuild ended before %2 % without a progress sample past it: no power cut. A larger dataset (--dataset-size) or larger disks make the rebuild longer.</source>
        <translation>%1: Der Rebuild endete vor %2 % ohne eine Fortschrittsprobe darüber: kein Stromausfall. Ein größerer Datensatz (--dataset-size) oder größere Platten machen den Rebuild länger.</translation>
    </message>
    <message>
        <source>the rebuild&apos;s progress sample that crossed --power-cut-at, when QEMU was killed</source>
        <translation>die Fortschrittsprobe des Rebuilds, die --power-cut-at überschritt, als QEMU beendet wurde</translation>
    </message>
    <message>
        <source>wall clock from the power-on (QEMU started again on the same disks)</source>
        <translation>Wanduhrzeit ab dem Einschalten (QEMU erneut mit denselben Platten gestartet)</translation>
    </message>
    <message>
        <source>%1 until the new guest&apos;s helper answered</source>
        <translation>%1, bis der Helfer des neuen Gasts antwortete</translation>
    </message>
    <message>
        <source>the recover phase&apos;s step that failed: the stack&apos;s own tool could not bring it back</source>
        <translation>der fehlgeschlagene Schritt der Recover-Phase: das eigene Werkzeug des Stacks konnte ihn nicht zurückholen</translation>
    </message>
    <message>
        <source>the recover phase brought the stack back with its own tools</source>
        <translation>die Recover-Phase hat den Stack mit seinen eigenen Werkzeugen zurückgeholt</translation>
    </message>
    <message>
        <source>%1 until the recover phase&apos;s bring-back steps and the mount ended (the filesystem serves again)</source>
        <translation>%1, bis die Rückhol-Schritte der Recover-Phase und das Einhängen endeten (das Dateisystem dient wieder)</translation>
    </message>
    <message>
        <source>%1 until the recover phase&apos;s wait for redundancy ended</source>
        <translation>%1, bis das Warten der Recover-Phase auf Redundanz endete</translation>
    </message>
    <message>
        <source>Verify the dataset after the power cut</source>
        <translation>Den Datensatz nach dem Stromausfall prüfen</translation>
    </message>
    <message>
        <source>wall clock from the power-on until the dataset&apos;s sha256 matched the manifest written before the pull</source>
        <translation>Wanduhrzeit ab dem Einschalten, bis die sha256 des Datensatzes zum vor dem Ziehen geschriebenen Manifest passte</translation>
    </message>
    <message>
        <source>%1: the recipe has no recover phase with a wait until redundant to bring the stack back after a power cut.</source>
        <translation>%1: Das Rezept hat keine Wiederherstellungsphase mit einem Warten auf Redundanz, um den Stack nach einem Stromausfall zurückzuholen.</translation>
    </message>
    <message>
        <source>%1: redundant again after the power cut, but &quot;%2&quot; failed: the stack is not as its later phases expect it.</source>
        <translation>%1: nach dem Stromausfall wieder redundant, aber „%2“ schlug fehl: Der Stack ist nicht so, wie seine späteren Phasen ihn erwarten.</translation>
    </message>
    <message>
        <source>wall clock from the first command of the rebuild phase until the recover phase ended: the power cut, the boot and the bring-back included (the power_cut_* figures split it)</source>
        <translation>Wanduhrzeit vom ersten Befehl der Rebuild-Phase bis zum Ende der Wiederherstellungsphase: Stromausfall, Neustart und Zurückholen eingeschlossen (die power_cut_*-Werte teilen sie auf)</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; refused after the power cut: %3. What the stack&apos;s documentation gives for it runs next.</source>
        <translation>%1: „%2“ wurde nach dem Stromausfall verweigert: %3. Als Nächstes läuft, was die Dokumentation des Stacks dafür vorsieht.</translation>
    </message>
    <message>
        <source>the recover phase&apos;s bring-back step refused the stack; its fallback (the tool&apos;s forced start) brought it back</source>
        <translation>der Wiederherstellungsschritt der recover-Phase verweigerte den Stack; sein Ausweichschritt (der erzwungene Start des Werkzeugs) brachte ihn zurück</translation>
    </message>
    <message>
        <source>the recover phase&apos;s bring-back steps started the stack as they are, without a forced start</source>
        <translation>die Wiederherstellungsschritte der recover-Phase starteten den Stack unverändert, ohne erzwungenen Start</translation>
    </message>
</context>
<context>
    <name>PredictCommand</name>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 h</translation>
    </message>
    <message>
        <source>Space as the tools will print it on the empty stack:</source>
        <translation>Platz, wie ihn die Werkzeuge auf dem leeren Stack ausgeben werden:</translation>
    </message>
    <message>
        <source>Where the raw %1 goes:</source>
        <translation>Wohin die rohen %1 gehen:</translation>
    </message>
    <message>
        <source>usable (%1)</source>
        <translation>nutzbar (%1)</translation>
    </message>
    <message numerus="yes">
        <source>writes %1, reads %2 from %n disk(s)</source>
        <translation>
            <numerusform>schreibt %1, liest %2 von %n Platte</numerusform>
            <numerusform>schreibt %1, liest %2 von %n Platten</numerusform>
        </translation>
    </message>
    <message>
        <source>forecast %1 (lower bound %2); limited by %3</source>
        <translation>Vorhersage %1 (Untergrenze %2); begrenzt durch %3</translation>
    </message>
    <message numerus="yes">
        <source>%1 on %n disk(s): %2</source>
        <translation>
            <numerusform>%1 auf %n Platte: %2</numerusform>
            <numerusform>%1 auf %n Platten: %2</numerusform>
        </translation>
    </message>
    <message>
        <source>, ashift %1</source>
        <translation>, ashift %1</translation>
    </message>
    <message>
        <source>Fault tolerance:</source>
        <translation>Ausfalltoleranz:</translation>
    </message>
    <message numerus="yes">
        <source>%n disk(s) %1</source>
        <translation>
            <numerusform>%n Platte %1</numerusform>
            <numerusform>%n Platten %1</numerusform>
        </translation>
    </message>
    <message>
        <source>data survives random failures of %1</source>
        <translation>die Daten überstehen zufällige Ausfälle von %1</translation>
    </message>
    <message>
        <source>lost with: %1</source>
        <translation>verloren bei: %1</translation>
    </message>
    <message>
        <source>Initial sync</source>
        <translation>Erstsynchronisation</translation>
    </message>
    <message>
        <source>Rebuild after one failed disk</source>
        <translation>Rebuild nach einer ausgefallenen Platte</translation>
    </message>
    <message>
        <source>assumed: %1 full, read %2/s, write %3/s per disk (%4)</source>
        <translation>angenommen: %1 voll, Lesen %2/s, Schreiben %3/s je Platte (%4)</translation>
    </message>
    <message>
        <source>Risk during that rebuild:</source>
        <translation>Risiko während dieses Rebuilds:</translation>
    </message>
    <message>
        <source>an unrecoverable read error: %1 (reading %2 at %3 per bit). %4</source>
        <translation>ein nicht behebbarer Lesefehler: %1 (beim Lesen von %2 mit %3 je Bit). %4</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n other disk(s) failing within %2 at %3 AFR: %4</source>
        <translation>
            <numerusform>Ausfall von %1 der %n anderen Platte innerhalb von %2 bei %3 AFR: %4</numerusform>
            <numerusform>Ausfall von %1 der %n anderen Platten innerhalb von %2 bei %3 AFR: %4</numerusform>
        </translation>
    </message>
    <message>
        <source>data loss during the rebuild: %1</source>
        <translation>Datenverlust während des Rebuilds: %1</translation>
    </message>
    <message>
        <source>raidz expansion from %1 to %2 disks (zpool attach):</source>
        <translation>raidz-Erweiterung von %1 auf %2 Platten (zpool attach):</translation>
    </message>
    <message>
        <source>zfs list will report %1 (now %2): old data keeps the %3-disk parity ratio</source>
        <translation>zfs list wird %1 melden (jetzt %2): alte Daten behalten das Paritätsverhältnis von %3 Platten</translation>
    </message>
    <message>
        <source>once the data is rewritten at the new width: %1</source>
        <translation>sobald die Daten in der neuen Breite neu geschrieben sind: %1</translation>
    </message>
    <message>
        <source>moves %1: reflow %2, then the scrub %3</source>
        <translation>verschiebt %1: Reflow %2, dann der Scrub %3</translation>
    </message>
    <message>
        <source>the stack, see `stacklab-cli stacks`</source>
        <translation>der Stack, siehe `stacklab-cli stacks`</translation>
    </message>
    <message>
        <source>a stack option, repeatable (ashift, draid-data, draid-spares, special, log, cache, hot-spares, expand, thin-size, sector-size, spare)</source>
        <translation>eine Stack-Option, wiederholbar (ashift, draid-data, draid-spares, special, log, cache, hot-spares, expand, thin-size, sector-size, spare)</translation>
    </message>
    <message>
        <source>show this help</source>
        <translation>diese Hilfe anzeigen</translation>
    </message>
    <message>
        <source>Usage: stacklab-cli predict STACK (--disks ID,… | --disk-sizes 4x8TB) [--option k=v]… [--fill 50%] [--ure 1e-14] [--afr 1.5%] [--json]</source>
        <translation>Aufruf: stacklab-cli predict STACK (--disks ID,… | --disk-sizes 4x8TB) [--option k=v]… [--fill 50%] [--ure 1e-14] [--afr 1.5%] [--json]</translation>
    </message>
    <message>
        <source>predict: give one STACK (see stacklab-cli stacks) and the disks.</source>
        <translation>predict: einen STACK (siehe stacklab-cli stacks) und die Platten angeben.</translation>
    </message>
    <message>
        <source>--option needs KEY=VALUE, got &apos;%1&apos;</source>
        <translation>--option braucht KEY=VALUE, erhalten: &apos;%1&apos;</translation>
    </message>
</context>
<context>
    <name>PublishedSource</name>
    <message>
        <source>the four-stack comparison (mdadm RAID5, LVM RAID5, LVM thin on mdadm RAID5 and ZFS raidz1 on the same disks): the lab procedure, the storage-bench fio job, the comparison table, the disk pull, the teardown order, and what broke: stale metadata, partitioned disks, a silent O_DIRECT failure</source>
        <translation>der Vier-Stack-Vergleich (mdadm-RAID5, LVM-RAID5, LVM-Thin auf mdadm-RAID5 und ZFS raidz1 auf denselben Datenträgern): der Ablauf des Labs, der fio-Job storage-bench, die Vergleichstabelle, das Ziehen eines Datenträgers, die Reihenfolge des Abbaus und was schiefging: veraltete Metadaten, partitionierte Datenträger, ein stiller O_DIRECT-Fehler</translation>
    </message>
    <message>
        <source>the resilver sweep: mirror and raidz1/2/3 layouts at 25 % and 50 % fill, one CSV row per run</source>
        <translation>die Resilver-Reihe: Mirror- und raidz1/2/3-Layouts bei 25 % und 50 % Füllstand, eine CSV-Zeile pro Lauf</translation>
    </message>
    <message>
        <source>the risk of an unrecoverable read error (URE) during a rebuild, and scrubbing before one</source>
        <translation>das Risiko eines nicht behebbaren Lesefehlers (URE) während eines Rebuilds, und Scrubben vorher</translation>
    </message>
    <message>
        <source>the cost of expanding a ZFS pool compared with growing an mdadm array</source>
        <translation>die Kosten, einen ZFS-Pool zu erweitern, verglichen mit dem Vergrößern eines mdadm-Arrays</translation>
    </message>
    <message>
        <source>the ZFS pool layouts (stripe, mirror, raidz1/2, striped mirrors, dRAID), special vdevs, spares, raidz expansion, and the 4k random-write fio job</source>
        <translation>die ZFS-Pool-Layouts (Stripe, Mirror, raidz1/2, gestreifte Mirrors, dRAID), Spezial-vdevs, Ersatzdatenträger, raidz-Erweiterung und der fio-Job für zufällige 4k-Schreibzugriffe</translation>
    </message>
</context>
<context>
    <name>QmpMonitor</name>
    <message>
        <source>QEMU&apos;s monitor %1 does not answer: %2</source>
        <translation>QEMUs Monitor %1 antwortet nicht: %2</translation>
    </message>
    <message>
        <source>QEMU&apos;s monitor did not greet as QMP does: %1</source>
        <translation>QEMUs Monitor grüßte nicht, wie QMP es tut: %1</translation>
    </message>
    <message>
        <source>QEMU&apos;s monitor is not open</source>
        <translation>QEMUs Monitor ist nicht offen</translation>
    </message>
    <message>
        <source>QEMU&apos;s monitor took no command: %1</source>
        <translation>QEMUs Monitor nahm keinen Befehl an: %1</translation>
    </message>
    <message>
        <source>QEMU&apos;s monitor sent a line that is not QMP: %1</source>
        <translation>QEMUs Monitor sandte eine Zeile, die kein QMP ist: %1</translation>
    </message>
    <message>
        <source>QEMU&apos;s monitor did not answer within %1 ms</source>
        <translation>QEMUs Monitor antwortete nicht innerhalb von %1 ms</translation>
    </message>
    <message>
        <source>QEMU&apos;s monitor closed: QEMU has ended</source>
        <translation>QEMUs Monitor wurde geschlossen: QEMU ist beendet</translation>
    </message>
</context>
<context>
    <name>RebuildCharts</name>
    <message>
        <source>Progress</source>
        <translation>Fortschritt</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Geschwindigkeit</translation>
    </message>
    <message>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <source>MiB/s</source>
        <translation>MiB/s</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1: redundant again</source>
        <translation>%1: wieder redundant</translation>
    </message>
    <message>
        <source>%1: verified</source>
        <translation>%1: geprüft</translation>
    </message>
    <message>
        <source>time since the first sample</source>
        <translation>Zeit seit der ersten Messung</translation>
    </message>
</context>
<context>
    <name>RebuildModel</name>
    <message>
        <source>A stripe has no redundancy: a lost disk loses the pool, there is nothing to rebuild.</source>
        <translation>Ein Stripe hat keine Redundanz: eine verlorene Platte kostet den Pool, es gibt nichts wiederherzustellen.</translation>
    </message>
    <message>
        <source>dm-raid recovery of the whole image (lvconvert --repair)</source>
        <translation>dm-raid-Wiederherstellung des ganzen Images (lvconvert --repair)</translation>
    </message>
    <message>
        <source>md recovery of the whole member (mdadm --add)</source>
        <translation>md-Wiederherstellung des ganzen Mitglieds (mdadm --add)</translation>
    </message>
    <message>
        <source>the initial sync&apos;s measured rate</source>
        <translation>die gemessene Rate der Erstsynchronisation</translation>
    </message>
    <message>
        <source>md&apos;s speed_limit_max</source>
        <translation>speed_limit_max von md</translation>
    </message>
    <message>
        <source>the new disk&apos;s write speed</source>
        <translation>die Schreibgeschwindigkeit der neuen Platte</translation>
    </message>
    <message>
        <source>the survivors&apos; read speed</source>
        <translation>die Lesegeschwindigkeit der verbliebenen Platten</translation>
    </message>
    <message>
        <source>sequential rebuild onto the distributed spare (zpool replace -s)</source>
        <translation>sequentieller Rebuild auf das verteilte Spare (zpool replace -s)</translation>
    </message>
    <message>
        <source>healing resilver of the allocated blocks (zpool replace)</source>
        <translation>heilender Resilver der belegten Blöcke (zpool replace)</translation>
    </message>
    <message>
        <source>btrfs replace of the allocated chunks</source>
        <translation>btrfs replace der belegten Chunks</translation>
    </message>
    <message>
        <source>the scrub&apos;s measured rate per disk</source>
        <translation>die gemessene Scrub-Rate je Platte</translation>
    </message>
    <message>
        <source>none: redundancy is written with the data</source>
        <translation>keine: die Redundanz wird mit den Daten geschrieben</translation>
    </message>
    <message>
        <source>initial sync of every member</source>
        <translation>Erstsynchronisation jedes Mitglieds</translation>
    </message>
    <message>
        <source>the disks&apos; sequential speed</source>
        <translation>die sequentielle Geschwindigkeit der Platten</translation>
    </message>
    <message>
        <source>one CPU for every I/O: the survivors&apos; reads and the new disk&apos;s writes take turns</source>
        <translation>eine CPU für jede E/A: die Lesevorgänge der verbliebenen Platten und die Schreibvorgänge der neuen Platte wechseln sich ab</translation>
    </message>
</context>
<context>
    <name>RebuildPage</name>
    <message>
        <source>Rebuild</source>
        <translation>Rebuild</translation>
    </message>
    <message>
        <source>Live: the running scenario</source>
        <translation>Live: das laufende Szenario</translation>
    </message>
    <message numerus="yes">
        <source>Session %1 (%2), %n sample(s)</source>
        <translation>
            <numerusform>Sitzung %1 (%2), %n Messwert</numerusform>
            <numerusform>Sitzung %1 (%2), %n Messwerte</numerusform>
        </translation>
    </message>
    <message>
        <source>Showing the progress samples of %1</source>
        <translation>Fortschrittsmessungen von %1 werden angezeigt</translation>
    </message>
    <message numerus="yes">
        <source>%n track(s)</source>
        <translation>
            <numerusform>%n Verlauf</numerusform>
            <numerusform>%n Verläufe</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n copying now</source>
        <translation>
            <numerusform>%n kopiert gerade</numerusform>
            <numerusform>%n kopieren gerade</numerusform>
        </translation>
    </message>
    <message>
        <source>No rebuild yet. Run a scenario on the Lab page, or walk a stack through its phases on the Build page: every initial sync, rebuild, resilver, replace and scrub appears here as it runs. Or open a recorded session.</source>
        <translation>Noch kein Rebuild. Starten Sie ein Szenario auf der Seite Lab oder führen Sie einen Stack auf der Seite Aufbauen durch seine Phasen: jeder erste Sync, Rebuild, Resilver, Replace und Scrub erscheint hier, während er läuft. Oder öffnen Sie eine aufgezeichnete Sitzung.</translation>
    </message>
    <message>
        <source>initial sync</source>
        <translation>erster Sync</translation>
    </message>
    <message>
        <source>rebuild</source>
        <translation>Rebuild</translation>
    </message>
    <message>
        <source>resilver</source>
        <translation>Resilver</translation>
    </message>
    <message>
        <source>scrub</source>
        <translation>Scrub</translation>
    </message>
    <message>
        <source>Live: the scenario of %1 on the Lab page</source>
        <translation>Live: das Szenario von %1 auf der Seite Lab</translation>
    </message>
    <message>
        <source>The scenario that ran last, ended</source>
        <translation>Das zuletzt gelaufene Szenario, beendet</translation>
    </message>
    <message>
        <source>The scenario that ran last, stopped before its end</source>
        <translation>Das zuletzt gelaufene Szenario, vor seinem Ende gestoppt</translation>
    </message>
    <message>
        <source>Live: the %1 of the walk of %2 on the Build page</source>
        <translation>Live: %1 beim Durchgang von %2 auf der Seite Aufbauen</translation>
    </message>
    <message>
        <source>The %1 of the walk of %2, ended</source>
        <translation>%1 beim Durchgang von %2, beendet</translation>
    </message>
</context>
<context>
    <name>RebuildStage</name>
    <message>
        <source>%1: no output of the rebuild phase states the bytes rebuilt.</source>
        <translation>%1: Keine Ausgabe der Wiederaufbauphase nennt die wiederaufgebauten Bytes.</translation>
    </message>
    <message>
        <source>wall clock from the first command of the rebuild phase to the end of its last step</source>
        <translation>Uhrzeit vom ersten Befehl der Wiederaufbauphase bis zum Ende ihres letzten Schritts</translation>
    </message>
    <message>
        <source>%1 progress samples, peak %2 MiB/s</source>
        <translation>%1 Fortschrittsmessungen, Spitze %2 MiB/s</translation>
    </message>
    <message>
        <source>essential commands of the recipe&apos;s rebuild phase, as a person types them</source>
        <translation>wesentliche Befehle der Wiederaufbauphase des Rezepts, wie ein Mensch sie eintippt</translation>
    </message>
    <message>
        <source>%1: scrub after the rebuild, for the verified clock</source>
        <translation>%1: Scrub nach dem Rebuild, für die Uhr bis verifiziert</translation>
    </message>
    <message>
        <source>wall clock from the first command of the rebuild phase to the first progress sample that showed the rebuild done (the phase&apos;s wait step returned %1 s later)</source>
        <translation>Uhrzeit vom ersten Befehl der Rebuild-Phase bis zur ersten Fortschrittsprobe, die den Rebuild fertig zeigte (der Warteschritt der Phase kehrte %1 s später zurück)</translation>
    </message>
</context>
<context>
    <name>RebuildTrackModel</name>
    <message>
        <source>healthy</source>
        <translation>intakt</translation>
    </message>
    <message>
        <source>degraded</source>
        <translation>degradiert</translation>
    </message>
    <message>
        <source>rebuilding</source>
        <translation>Rebuild läuft</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>abgeschlossen</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>done</source>
        <translation>fertig</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 h %2 min</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 MiB/s</source>
        <translation>%1 MiB/s</translation>
    </message>
    <message>
        <source>Stack</source>
        <translation>Stack</translation>
    </message>
    <message>
        <source>Operation</source>
        <translation>Vorgang</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Fortschritt</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Geschwindigkeit</translation>
    </message>
    <message>
        <source>ETA</source>
        <translation>Restzeit</translation>
    </message>
    <message>
        <source>Samples</source>
        <translation>Messwerte</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>Peak</source>
        <translation>Spitze</translation>
    </message>
    <message>
        <source>Two clocks for every rebuild: Duration runs until the stack is redundant again; Verified runs from the same start until the data read back matched its checksums and the scrub was clean.</source>
        <translation>Zwei Uhren für jeden Rebuild: Dauer läuft, bis der Stack wieder redundant ist; Geprüft läuft vom selben Start, bis die zurückgelesenen Daten ihren Prüfsummen entsprachen und der Scrub sauber war.</translation>
    </message>
    <message>
        <source>Verified</source>
        <translation>Geprüft</translation>
    </message>
</context>
<context>
    <name>RebuiltBytes</name>
    <message>
        <source>the sum of the &quot;resilvered&quot; figures of the %1 top-level vdevs that rebuilt</source>
        <translation>die Summe der „resilvered“-Angaben der %1 wiederaufgebauten Top-Level-vdevs</translation>
    </message>
    <message>
        <source>the &quot;resilvered&quot; figure of the finished scan line</source>
        <translation>die „resilvered“-Angabe der abgeschlossenen scan-Zeile</translation>
    </message>
    <message>
        <source>Used Dev Size (KiB) times 1024: md recovers the whole member</source>
        <translation>Used Dev Size (KiB) mal 1024: md stellt das ganze Mitglied wieder her</translation>
    </message>
    <message>
        <source>LSize of the RAID image on the replacement: the repair syncs that image, not the whole LV</source>
        <translation>LSize des RAID-Images auf der Ersatzplatte: Die Reparatur synchronisiert dieses Image, nicht das ganze LV</translation>
    </message>
    <message>
        <source>LSize of the RAID images (all %1 the same size): the repair syncs one image, not the whole LV</source>
        <translation>LSize der RAID-Images (alle %1 gleich groß): Die Reparatur synchronisiert ein Image, nicht das ganze LV</translation>
    </message>
    <message>
        <source>used bytes of the replacement device</source>
        <translation>belegte Bytes des Ersatzgeräts</translation>
    </message>
</context>
<context>
    <name>RememberedChoices</name>
    <message>
        <source>Cannot move the earlier settings %1 to %2: the choices remembered there are not used until you move the file there yourself.</source>
        <translation>Die früheren Einstellungen %1 können nicht nach %2 verschoben werden: die dort gespeicherten Entscheidungen werden erst verwendet, wenn Sie die Datei selbst dorthin verschieben.</translation>
    </message>
</context>
<context>
    <name>ReportCommand</name>
    <message>
        <source>Usage: stacklab-cli report merge CELL.json... --report FILE [options]</source>
        <translation>Aufruf: stacklab-cli report merge ZELLE.json... --report DATEI [Optionen]</translation>
    </message>
    <message>
        <source>Merges the cell reports of a sweep (stacklab-cli lab run ... --report cell-ID.json, from one machine or many) into one table and chart: a row per host, layout and fill level with the medians of its rounds, every cell with its host, kernel and tool versions, and the cells that failed or are missing.</source>
        <translation>Führt die Zellberichte eines Sweeps (stacklab-cli lab run ... --report cell-ID.json, von einem Rechner oder mehreren) zu einer Tabelle mit Diagramm zusammen: eine Zeile je Host, Layout und Füllstand mit den Medianen ihrer Runden, jede Zelle mit Host, Kernel und Werkzeugversionen, und die Zellen, die fehlschlugen oder fehlen.</translation>
    </message>
    <message>
        <source>  --report FILE            .html, .md, .csv or .json; repeatable</source>
        <translation>  --report DATEI           .html, .md, .csv oder .json; wiederholbar</translation>
    </message>
    <message>
        <source>  --jobs FILE              the sweep&apos;s jobs file (lab sweep --emit-jobs): cells it lists without a report are missing (default: every layout, fill level and round seen in any cell)</source>
        <translation>  --jobs DATEI             die Auftragsdatei des Sweeps (lab sweep --emit-jobs): dort genannte Zellen ohne Bericht fehlen (Standard: jedes Layout, jeder Füllstand und jede Runde, die in einer Zelle vorkommen)</translation>
    </message>
    <message>
        <source>  --pool-hosts             average cells from different hosts together (default: one row per host)</source>
        <translation>  --pool-hosts             Zellen verschiedener Hosts zusammen mitteln (Standard: eine Zeile je Host)</translation>
    </message>
    <message>
        <source>Exit codes: 0 every cell measured its rebuild, 1 a cell failed or is missing, 2 bad arguments or a file that is not a cell report.</source>
        <translation>Exit-Codes: 0 jede Zelle hat ihren Rebuild gemessen, 1 eine Zelle schlug fehl oder fehlt, 2 falsche Argumente oder eine Datei, die kein Zellbericht ist.</translation>
    </message>
    <message>
        <source>The merged report %1 could not be written: %2</source>
        <translation>Der zusammengeführte Bericht %1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Merged report written to %1</source>
        <translation>Zusammengeführter Bericht in %1 geschrieben</translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) merged</source>
        <translation>
            <numerusform>%n Zelle zusammengeführt</numerusform>
            <numerusform>%n Zellen zusammengeführt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n failed</source>
        <translation>
            <numerusform>%n fehlgeschlagen</numerusform>
            <numerusform>%n fehlgeschlagen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n missing</source>
        <translation>
            <numerusform>%n fehlt</numerusform>
            <numerusform>%n fehlen</numerusform>
        </translation>
    </message>
    <message>
        <source>failed: %1 on %2: %3</source>
        <translation>fehlgeschlagen: %1 auf %2: %3</translation>
    </message>
    <message>
        <source>missing: %1 (no report)</source>
        <translation>fehlt: %1 (kein Bericht)</translation>
    </message>
    <message numerus="yes">
        <source>Cells from %n host(s) pooled (--pool-hosts).</source>
        <translation>
            <numerusform>Zellen von %n Host zusammengefasst (--pool-hosts).</numerusform>
            <numerusform>Zellen von %n Hosts zusammengefasst (--pool-hosts).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cells from %n host(s): one row per host (--pool-hosts pools them).</source>
        <translation>
            <numerusform>Zellen von %n Host: eine Zeile je Host (--pool-hosts fasst sie zusammen).</numerusform>
            <numerusform>Zellen von %n Hosts: eine Zeile je Host (--pool-hosts fasst sie zusammen).</numerusform>
        </translation>
    </message>
    <message>
        <source>stacklab-cli report: unknown subcommand &apos;%1&apos; (merge).</source>
        <translation>stacklab-cli report: unbekannter Unterbefehl &apos;%1&apos; (merge).</translation>
    </message>
    <message>
        <source>%1 needs a value.</source>
        <translation>%1 benötigt einen Wert.</translation>
    </message>
    <message>
        <source>--report must end in .html, .md, .csv or .json, got &apos;%1&apos;.</source>
        <translation>--report muss auf .html, .md, .csv oder .json enden, angegeben &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>unknown option %1 (see --help).</source>
        <translation>unbekannte Option %1 (siehe --help).</translation>
    </message>
    <message>
        <source>name the cell reports to merge (cell-*.json).</source>
        <translation>nennen Sie die zusammenzuführenden Zellberichte (cell-*.json).</translation>
    </message>
    <message>
        <source>--report FILE is required (.html, .md, .csv or .json).</source>
        <translation>--report DATEI ist erforderlich (.html, .md, .csv oder .json).</translation>
    </message>
</context>
<context>
    <name>ReportFile</name>
    <message>
        <source>PDF (*.pdf);;HTML, one file (*.html);;Markdown (*.md);;CSV (*.csv);;JSON (*.json)</source>
        <translation>PDF (*.pdf);;HTML, eine Datei (*.html);;Markdown (*.md);;CSV (*.csv);;JSON (*.json)</translation>
    </message>
    <message>
        <source>Cannot write %1: %2. Choose another folder or free some space.</source>
        <translation>%1 kann nicht geschrieben werden: %2. Wählen Sie einen anderen Ordner oder geben Sie Speicherplatz frei.</translation>
    </message>
    <message>
        <source>%1: unknown report format. Name the file with one of these extensions: %2.</source>
        <translation>%1: unbekanntes Berichtsformat. Geben Sie der Datei eine dieser Endungen: %2.</translation>
    </message>
    <message>
        <source>Cannot write %1: the PDF could not be created there. Choose another folder.</source>
        <translation>%1 kann nicht geschrieben werden: Das PDF ließ sich dort nicht anlegen. Wählen Sie einen anderen Ordner.</translation>
    </message>
    <message>
        <source>page %1 of %2</source>
        <translation>Seite %1 von %2</translation>
    </message>
    <message>
        <source>%1 · page %2 of %3</source>
        <translation>%1 · Seite %2 von %3</translation>
    </message>
    <message>
        <source>Cannot finish the PDF %1. Choose another folder or free some space.</source>
        <translation>Das PDF %1 kann nicht fertiggestellt werden. Wählen Sie einen anderen Ordner oder geben Sie Speicherplatz frei.</translation>
    </message>
    <message>
        <source>%1: a merged sweep is written as HTML, Markdown, CSV or JSON. Name the file with one of these extensions: html, md, csv, json.</source>
        <translation>%1: Ein zusammengeführter Sweep wird als HTML, Markdown, CSV oder JSON geschrieben. Geben Sie der Datei eine dieser Endungen: html, md, csv, json.</translation>
    </message>
</context>
<context>
    <name>ReportTableModel</name>
    <message>
        <source>Not measured in this session.</source>
        <translation>In dieser Sitzung nicht gemessen.</translation>
    </message>
    <message numerus="yes">
        <source>%n round(s): %1</source>
        <translation>
            <numerusform>%n Runde: %1</numerusform>
            <numerusform>%n Runden: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Failed check: %1</source>
        <translation>Prüfung fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>Quelle: %1</translation>
    </message>
</context>
<context>
    <name>RequestRule</name>
    <message>
        <source>a disk name is empty: name every disk by its stable ID, e.g. /dev/disk/by-id/…</source>
        <translation>ein Datenträgername ist leer: Geben Sie jeden Datenträger mit seiner stabilen ID an, z. B. /dev/disk/by-id/…</translation>
    </message>
    <message>
        <source>&apos;%1&apos; looks like an option, not a disk: name disks by their stable ID</source>
        <translation>&apos;%1&apos; sieht wie eine Option aus, nicht wie ein Datenträger: Geben Sie Datenträger mit ihrer stabilen ID an</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a usable disk name: it holds spaces, commas or line breaks</source>
        <translation>&apos;%1&apos; ist kein gültiger Datenträgername: Er enthält Leerzeichen, Kommas oder Zeilenumbrüche</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an absolute path: name disks as /dev/disk/by-id/… or /dev/…</source>
        <translation>&apos;%1&apos; ist kein absoluter Pfad: Geben Sie Datenträger als /dev/disk/by-id/… oder /dev/… an</translation>
    </message>
    <message>
        <source>&apos;%1&apos; contains &apos;..&apos;: name the disk by its real path</source>
        <translation>&apos;%1&apos; enthält &apos;..&apos;: Geben Sie den Datenträger mit seinem echten Pfad an</translation>
    </message>
    <message>
        <source>%1 needs at least %2 disks, got %3</source>
        <translation>%1 benötigt mindestens %2 Datenträger, angegeben: %3</translation>
    </message>
    <message>
        <source>%1 needs a multiple of %2 disks, got %3</source>
        <translation>%1 benötigt ein Vielfaches von %2 Datenträgern, angegeben: %3</translation>
    </message>
    <message>
        <source>%1 is named twice: every member must be a different disk</source>
        <translation>%1 ist doppelt angegeben: Jedes Mitglied muss ein anderer Datenträger sein</translation>
    </message>
    <message>
        <source>the spare %1 is also a member: the spare must be a separate, empty disk</source>
        <translation>das Ersatzlaufwerk %1 ist auch Mitglied: Das Ersatzlaufwerk muss ein separater, leerer Datenträger sein</translation>
    </message>
    <message>
        <source>the disk to pull, %1, is not a member of the stack</source>
        <translation>der zu ziehende Datenträger %1 ist kein Mitglied des Stacks</translation>
    </message>
    <message>
        <source>session name &apos;%1&apos; is not usable: use letters, digits, &apos;-&apos; and &apos;_&apos;</source>
        <translation>Sitzungsname &apos;%1&apos; ist ungültig: Verwenden Sie Buchstaben, Ziffern, &apos;-&apos; und &apos;_&apos;</translation>
    </message>
    <message>
        <source>lab root &apos;%1&apos; must be an absolute path without &apos;..&apos;</source>
        <translation>Lab-Stammverzeichnis &apos;%1&apos; muss ein absoluter Pfad ohne &apos;..&apos; sein</translation>
    </message>
    <message>
        <source>%1 has no option &apos;%2&apos; (known: %3)</source>
        <translation>%1 hat keine Option &apos;%2&apos; (bekannt: %3)</translation>
    </message>
    <message>
        <source>option %1=&apos;%2&apos; is not a usable value</source>
        <translation>Option %1=&apos;%2&apos; ist kein gültiger Wert</translation>
    </message>
    <message>
        <source>the fail phase needs the kernel name of %1 (e.g. sdc): give it with --kernel-name %1=sdX, or plan for disks present on this machine</source>
        <translation>die fail-Phase benötigt den Kernel-Namen von %1 (z. B. sdc): Geben Sie ihn mit --kernel-name %1=sdX an oder planen Sie für Datenträger, die auf diesem Rechner vorhanden sind</translation>
    </message>
    <message>
        <source>pull=loop-truncate needs the loop device and backing file of %1</source>
        <translation>pull=loop-truncate benötigt das Loop-Gerät und die Backing-Datei von %1</translation>
    </message>
    <message>
        <source>option pull=&apos;%1&apos; is unknown: use pull=sysfs or pull=loop-truncate</source>
        <translation>Option pull=&apos;%1&apos; ist unbekannt: Verwenden Sie pull=sysfs oder pull=loop-truncate</translation>
    </message>
    <message>
        <source>option %1=&apos;%2&apos; is not a usable value: only the disks may name devices or paths</source>
        <translation>Option %1=&apos;%2&apos; ist kein brauchbarer Wert: Nur die Platten dürfen Geräte oder Pfade nennen</translation>
    </message>
    <message>
        <source>option %1=&apos;%2&apos; is not a usable value: only the disks and the options %3 may name devices or paths</source>
        <translation>Option %1=&apos;%2&apos; ist kein brauchbarer Wert: Nur die Platten und die Optionen %3 dürfen Geräte oder Pfade nennen</translation>
    </message>
</context>
<context>
    <name>RequestValidator</name>
    <message>
        <source>The session name must be 1 to 64 letters, digits, &apos;.&apos;, &apos;_&apos; or &apos;-&apos;, starting with a letter or digit.</source>
        <translation>Der Sitzungsname muss aus 1 bis 64 Buchstaben, Ziffern, &apos;.&apos;, &apos;_&apos; oder &apos;-&apos; bestehen und mit einem Buchstaben oder einer Ziffer beginnen.</translation>
    </message>
    <message>
        <source>This helper serves lab session &apos;%1&apos;; start another helper for session &apos;%2&apos;.</source>
        <translation>Dieser Helfer bedient die Lab-Sitzung &apos;%1&apos;; starten Sie einen weiteren Helfer für Sitzung &apos;%2&apos;.</translation>
    </message>
    <message>
        <source>A claim names at least one disk.</source>
        <translation>Eine Reservierung nennt mindestens einen Datenträger.</translation>
    </message>
    <message>
        <source>%1 is named twice in one request.</source>
        <translation>%1 ist in einer Anfrage doppelt genannt.</translation>
    </message>
    <message>
        <source>No disks are claimed yet: send a claim for session &apos;%1&apos; first.</source>
        <translation>Noch keine Datenträger reserviert: Senden Sie zuerst eine Reservierung für Sitzung &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>A run request names the stack&apos;s disks.</source>
        <translation>Eine Ausführungsanfrage nennt die Datenträger des Stacks.</translation>
    </message>
    <message>
        <source>%1 is not claimed for session &apos;%2&apos;: claim it first (the lab touches only claimed disks).</source>
        <translation>%1 ist nicht für Sitzung &apos;%2&apos; reserviert: Reservieren Sie ihn zuerst (das Lab greift nur auf reservierte Datenträger zu).</translation>
    </message>
    <message>
        <source>A step (request &apos;%1&apos;) is still running on %2: wait for it or cancel it.</source>
        <translation>Ein Schritt (Anfrage &apos;%1&apos;) läuft noch auf %2: Warten Sie darauf oder brechen Sie ihn ab.</translation>
    </message>
    <message>
        <source>The spare %1 is also a member of the stack.</source>
        <translation>Das Ersatzlaufwerk %1 ist auch Mitglied des Stacks.</translation>
    </message>
    <message>
        <source>The disk to fail, %1, is not a member of the stack.</source>
        <translation>Der ausfallen zu lassende Datenträger %1 ist kein Mitglied des Stacks.</translation>
    </message>
    <message>
        <source>Unknown stack &apos;%1&apos;; known stacks: %2.</source>
        <translation>Unbekannter Stack &apos;%1&apos;; bekannte Stacks: %2.</translation>
    </message>
    <message>
        <source>Stack &apos;%1&apos; has no phase &apos;%2&apos;.</source>
        <translation>Stack &apos;%1&apos; hat keine Phase &apos;%2&apos;.</translation>
    </message>
    <message>
        <source>Phase &apos;%1&apos; of stack &apos;%2&apos; has no step &apos;%3&apos;.</source>
        <translation>Phase &apos;%1&apos; von Stack &apos;%2&apos; hat keinen Schritt &apos;%3&apos;.</translation>
    </message>
    <message>
        <source>Step &apos;%1&apos; would run &apos;%2&apos;, which is not on the helper&apos;s list of allowed programs.</source>
        <translation>Schritt &apos;%1&apos; würde &apos;%2&apos; ausführen, das nicht auf der Liste der erlaubten Programme des Helfers steht.</translation>
    </message>
    <message>
        <source>Step &apos;%1&apos; would touch %2, which this request does not name.</source>
        <translation>Schritt &apos;%1&apos; würde auf %2 zugreifen, das diese Anfrage nicht nennt.</translation>
    </message>
    <message>
        <source>sizeBytes must be between 1 MiB (1048576) and 16 TiB, and at most the free space of the stack; got %1.</source>
        <translation>sizeBytes muss zwischen 1 MiB (1048576) und 16 TiB liegen und höchstens dem freien Platz des Stacks entsprechen; erhalten: %1.</translation>
    </message>
    <message>
        <source>files must be between 1 and %1; got %2.</source>
        <translation>files muss zwischen 1 und %1 liegen; erhalten: %2.</translation>
    </message>
    <message>
        <source>%1 bytes in %2 files is less than 4 KiB per file: write more bytes or fewer files.</source>
        <translation>%1 Byte in %2 Dateien sind weniger als 4 KiB pro Datei: Schreiben Sie mehr Bytes oder weniger Dateien.</translation>
    </message>
    <message>
        <source>Unknown job &apos;%1&apos;: the helper runs only its built-in jobs (%2).</source>
        <translation>Unbekannter Job &apos;%1&apos;: Der Helper führt nur seine integrierten Jobs aus (%2).</translation>
    </message>
    <message>
        <source>runtimeSeconds must be between 1 and %1; got %2.</source>
        <translation>runtimeSeconds muss zwischen 1 und %1 liegen; erhalten: %2.</translation>
    </message>
    <message>
        <source>sizeBytes of a workload must be between 1 MiB (1048576) and 1 TiB, or left out for the job&apos;s own size; got %1.</source>
        <translation>sizeBytes einer Workload muss zwischen 1 MiB (1048576) und 1 TiB liegen oder für die jobeigene Größe weggelassen werden; angegeben: %1.</translation>
    </message>
    <message>
        <source>Stack &apos;%1&apos; has no progress source the helper knows.</source>
        <translation>Stack &apos;%1&apos; hat keine Fortschrittsquelle, die der Helper kennt.</translation>
    </message>
    <message>
        <source>No dataset was written to stack &apos;%1&apos; in session &apos;%2&apos; (no manifest %3): send a dataset-write first.</source>
        <translation>Auf Stack &apos;%1&apos; in Sitzung &apos;%2&apos; wurden keine Testdaten geschrieben (kein Manifest %3): Senden Sie zuerst ein dataset-write.</translation>
    </message>
    <message>
        <source>%1 is named twice in one request (as %2).</source>
        <translation>%1 wird in einer Anfrage zweimal genannt (als %2).</translation>
    </message>
    <message>
        <source>%1 is where this session claimed %2 (%3); it now holds %4. The record of the claimed disk stays while the session lasts, so the lab can tell it from another disk at its old place: use another disk, or a new session for this one.</source>
        <translation>An %1 hat diese Sitzung %2 (%3) beansprucht; jetzt liegt dort %4. Der Eintrag der beanspruchten Platte bleibt, solange die Sitzung läuft, damit das Labor sie von einer anderen Platte an ihrem alten Platz unterscheiden kann: Nehmen Sie eine andere Platte oder eine neue Sitzung für diese.</translation>
    </message>
    <message>
        <source>%1 is no longer the disk claimed as %2 (claimed: %3, now: %4): the claimed disk was pulled and another device took its place. Claim the new disk under its own stable ID.</source>
        <translation>%1 ist nicht mehr die als %2 beanspruchte Platte (beansprucht: %3, jetzt: %4): Die beanspruchte Platte wurde gezogen und ein anderes Gerät hat ihren Platz eingenommen. Beanspruchen Sie die neue Platte unter ihrer eigenen stabilen ID.</translation>
    </message>
    <message>
        <source>blocks must be between 1 and %1; got %2.</source>
        <translation>blocks muss zwischen 1 und %1 liegen; erhalten: %2.</translation>
    </message>
    <message>
        <source>seed must be 0 or more; got %1.</source>
        <translation>seed muss 0 oder größer sein; erhalten: %1.</translation>
    </message>
    <message>
        <source>Unknown stack &apos;%1&apos;: the helper knows no data area for it.</source>
        <translation>Unbekannter Stack &apos;%1&apos;: der Helfer kennt keinen Datenbereich dafür.</translation>
    </message>
    <message>
        <source>%1 is not a member of stack &apos;%2&apos; in this request: the corrupt action writes only to one of its members (%3).</source>
        <translation>%1 ist in dieser Anfrage kein Mitglied des Stacks &apos;%2&apos;: die corrupt-Aktion schreibt nur auf eines seiner Mitglieder (%3).</translation>
    </message>
    <message>
        <source>%1 was pulled, or has nothing behind it any more: there is no disk to corrupt. Choose a member that is present.</source>
        <translation>%1 wurde gezogen oder hat nichts mehr dahinter: es gibt keine Platte, die beschädigt werden könnte. Wählen Sie ein vorhandenes Mitglied.</translation>
    </message>
    <message>
        <source>A workload (request &apos;%1&apos;) runs on the filesystem of %2: only the pull, the rebuild and the scrub run under a foreground load. Wait for it or cancel it.</source>
        <translation>Eine Last (Anfrage „%1“) läuft auf dem Dateisystem von %2: nur das Ziehen, der Rebuild und der Scrub laufen unter einer Vordergrundlast. Darauf warten oder sie abbrechen.</translation>
    </message>
</context>
<context>
    <name>ResultsPage</name>
    <message>
        <source>Export…</source>
        <translation>Exportieren…</translation>
    </message>
    <message>
        <source>No results yet. Run a scenario on the Lab page, or open the folder of a recorded lab session (it holds session.json).</source>
        <translation>Noch keine Ergebnisse. Führen Sie auf der Seite „Lab“ ein Szenario aus, oder öffnen Sie den Ordner einer aufgezeichneten Lab-Sitzung (er enthält session.json).</translation>
    </message>
    <message>
        <source>PDF, HTML (one file with the charts), Markdown, CSV or JSON: the format follows the file name&apos;s extension.</source>
        <translation>PDF, HTML (eine Datei mit den Diagrammen), Markdown, CSV oder JSON: Das Format richtet sich nach der Dateiendung.</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Ergebnisse</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n stack(s)</source>
        <translation>
            <numerusform>%1: %n Stack</numerusform>
            <numerusform>%1: %n Stacks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n measurement(s)</source>
        <translation>
            <numerusform>%n Messung</numerusform>
            <numerusform>%n Messungen</numerusform>
        </translation>
    </message>
    <message>
        <source>Opened the lab session in %1</source>
        <translation>Lab-Sitzung in %1 geöffnet</translation>
    </message>
    <message>
        <source>Throughput per stack</source>
        <translation>Durchsatz pro Stack</translation>
    </message>
    <message>
        <source>Rebuild progress against time</source>
        <translation>Rebuild-Fortschritt über die Zeit</translation>
    </message>
    <message>
        <source>Exported the report to %1</source>
        <translation>Bericht nach %1 exportiert</translation>
    </message>
    <message>
        <source>Export the report</source>
        <translation>Bericht exportieren</translation>
    </message>
    <message>
        <source>Failed check, %1: %2</source>
        <translation>Prüfung fehlgeschlagen, %1: %2</translation>
    </message>
    <message>
        <source>Open sweep…</source>
        <translation>Sweep öffnen…</translation>
    </message>
    <message>
        <source>Open the cells folder of a sweep run with --jobs or --hosts (it holds jobs.txt and a cell-ID.json per finished cell): the cells by host, updated as they arrive.</source>
        <translation>Den Zellenordner eines mit --jobs oder --hosts gestarteten Sweeps öffnen (er enthält jobs.txt und je fertiger Zelle eine cell-ID.json): die Zellen nach Host, aktualisiert, sobald sie eintreffen.</translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) in</source>
        <translation>
            <numerusform>%n Zelle(n) eingetroffen</numerusform>
            <numerusform>%n Zelle(n) eingetroffen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 holds no sweep: %2</source>
        <translation>%1 enthält keinen Sweep: %2</translation>
    </message>
    <message>
        <source>Sweep in %1</source>
        <translation>Sweep in %1</translation>
    </message>
    <message>
        <source>Opened the sweep in %1</source>
        <translation>Sweep in %1 geöffnet</translation>
    </message>
    <message>
        <source>Open a sweep&apos;s cells folder</source>
        <translation>Zellenordner eines Sweeps öffnen</translation>
    </message>
    <message>
        <source>HTML, one file (*.html);;Markdown (*.md);;CSV (*.csv);;JSON (*.json)</source>
        <translation>HTML, eine Datei (*.html);;Markdown (*.md);;CSV (*.csv);;JSON (*.json)</translation>
    </message>
    <message>
        <source>Nothing to export yet: run a scenario on the Lab page, or open a recorded session or a sweep.</source>
        <translation>Noch nichts zu exportieren: Führen Sie auf der Seite „Lab“ ein Szenario aus oder öffnen Sie eine aufgezeichnete Sitzung oder einen Sweep.</translation>
    </message>
</context>
<context>
    <name>RiskModel</name>
    <message>
        <source>Spec-sheet URE rates are worst-case bounds, not what drives do: Louwrentius, &quot;RAID 5 is perfectly fine for home usage&quot;, read over a petabyte in scrubs of a 71 TB ZFS NAS without one error. Treat the URE figure as an upper bound; scrub regularly so bad sectors show up before a rebuild needs them.</source>
        <translation>URE-Raten aus Datenblättern sind Schranken für den schlechtesten Fall, nicht das, was Platten tun: Louwrentius, „RAID 5 is perfectly fine for home usage“, las bei Scrubs eines 71-TB-ZFS-NAS über ein Petabyte ohne einen einzigen Fehler. Die URE-Zahl ist als Obergrenze zu lesen; regelmäßig scrubben, damit schlechte Sektoren auffallen, bevor ein Rebuild sie braucht.</translation>
    </message>
    <message>
        <source>Nothing to rebuild: the failed disk already lost the data.</source>
        <translation>Nichts wiederherzustellen: mit der ausgefallenen Platte sind die Daten schon verloren.</translation>
    </message>
    <message>
        <source>Repaired from the remaining redundancy: a URE costs nothing.</source>
        <translation>Aus der verbliebenen Redundanz repariert: ein URE kostet nichts.</translation>
    </message>
    <message>
        <source>ZFS loses the block and names the damaged file in zpool status -v; the pool stays.</source>
        <translation>ZFS verliert den Block und nennt die beschädigte Datei in zpool status -v; der Pool bleibt.</translation>
    </message>
    <message>
        <source>btrfs loses the extent; the file reports I/O errors, the filesystem stays.</source>
        <translation>btrfs verliert den Extent; die Datei meldet E/A-Fehler, das Dateisystem bleibt.</translation>
    </message>
    <message>
        <source>md records a bad block and the stripe&apos;s data is lost (older kernels fail the whole rebuild); the filesystem above may need repair.</source>
        <translation>md vermerkt einen defekten Block und die Daten des Stripes sind verloren (ältere Kernel brechen den ganzen Rebuild ab); das Dateisystem darüber braucht womöglich eine Reparatur.</translation>
    </message>
</context>
<context>
    <name>RunVerdict</name>
    <message numerus="yes">
        <source>Passed: %n stack(s) ran to their end.</source>
        <translation>
            <numerusform>Bestanden: %n Stack lief bis zu seinem Ende.</numerusform>
            <numerusform>Bestanden: %n Stacks liefen bis zu ihrem Ende.</numerusform>
        </translation>
    </message>
    <message>
        <source>Failed: %1.</source>
        <translation>Fehlgeschlagen: %1.</translation>
    </message>
    <message>
        <source>Interrupted: %1.</source>
        <translation>Unterbrochen: %1.</translation>
    </message>
    <message>
        <source>not started</source>
        <translation>nicht gestartet</translation>
    </message>
    <message>
        <source>complete</source>
        <translation>vollständig</translation>
    </message>
    <message>
        <source>running</source>
        <translation>läuft</translation>
    </message>
</context>
<context>
    <name>Scenario</name>
    <message>
        <source>The number of rounds must be at least 1, got %1.</source>
        <translation>Die Anzahl der Runden muss mindestens 1 sein, erhalten: %1.</translation>
    </message>
    <message>
        <source>The dataset must fill 1 to 90 % of the usable space, got %1 %.</source>
        <translation>Der Datensatz muss 1 bis 90 % des nutzbaren Speichers füllen, angegeben: %1 %.</translation>
    </message>
    <message>
        <source>The %1 plan has no %2 phase.</source>
        <translation>Der Plan für %1 hat keine Phase %2.</translation>
    </message>
    <message>
        <source>Claim the disks for the session</source>
        <translation>Datenträger für die Sitzung reservieren</translation>
    </message>
    <message>
        <source>Check that the disks are blank</source>
        <translation>Prüfen, ob die Datenträger leer sind</translation>
    </message>
    <message>
        <source>Build %1</source>
        <translation>%1 aufbauen</translation>
    </message>
    <message>
        <source>Wait for the initial sync</source>
        <translation>Auf die Erstsynchronisation warten</translation>
    </message>
    <message>
        <source>Make the filesystem and mount it</source>
        <translation>Dateisystem anlegen und einhängen</translation>
    </message>
    <message>
        <source>storage-bench, round %1 of %2</source>
        <translation>storage-bench, Runde %1 von %2</translation>
    </message>
    <message>
        <source>Snapshot cost: create, overwrite without and with it</source>
        <translation>Snapshot-Kosten: erstellen, ohne und mit Snapshot überschreiben</translation>
    </message>
    <message>
        <source>Pull a disk and detect the degraded state</source>
        <translation>Einen Datenträger ziehen und den degradierten Zustand erkennen</translation>
    </message>
    <message>
        <source>Replace the disk and time the rebuild</source>
        <translation>Datenträger ersetzen und Dauer des Rebuilds messen</translation>
    </message>
    <message>
        <source>Scrub and count the errors</source>
        <translation>Scrub ausführen und Fehler zählen</translation>
    </message>
    <message>
        <source>Tear down and check that the disks are blank</source>
        <translation>Abbauen und prüfen, dass die Datenträger leer sind</translation>
    </message>
    <message>
        <source>The corruption drill overwrites 1 to 4096 blocks, got %1.</source>
        <translation>Die Korruptionsübung überschreibt 1 bis 4096 Blöcke, erhalten: %1.</translation>
    </message>
    <message>
        <source>The second failure comes at 1 to 99 % of the rebuild, got %1 %.</source>
        <translation>Der zweite Ausfall kommt bei 1 bis 99 % des Rebuilds, erhalten: %1 %.</translation>
    </message>
    <message>
        <source>The power cut comes at 1 to 99 % of the rebuild, got %1 %.</source>
        <translation>Der Stromausfall kommt bei 1 bis 99 % des Rebuilds, erhalten: %1 %.</translation>
    </message>
    <message>
        <source>The stage %1 is not a fault drill (drills: %2).</source>
        <translation>Die Stufe %1 ist keine Fehlerübung (Übungen: %2).</translation>
    </message>
    <message>
        <source>The %1 and %2 drills both run the %3 stage: choose one of them per run.</source>
        <translation>Die Übungen %1 und %2 führen beide die Stufe %3 aus: pro Lauf eine davon wählen.</translation>
    </message>
    <message>
        <source>Replace the disk and pull a second one during the rebuild</source>
        <translation>Die Platte ersetzen und während des Rebuilds eine zweite ziehen</translation>
    </message>
    <message>
        <source>Pull the disk and rebuild under a foreground job</source>
        <translation>Die Platte ziehen und unter einem Vordergrund-Job neu aufbauen</translation>
    </message>
    <message>
        <source>Silent corruption: overwrite blocks of one member, read back, scrub, read again</source>
        <translation>Stille Korruption: Blöcke eines Mitglieds überschreiben, zurücklesen, scrubben, erneut lesen</translation>
    </message>
    <message>
        <source>Replace the disk, cut the virtual lab&apos;s power during the rebuild, bring %1 back</source>
        <translation>Die Platte ersetzen, dem virtuellen Labor während des Rebuilds den Strom abschalten, %1 zurückholen</translation>
    </message>
    <message>
        <source>Copy the dataset (random files, checksums kept)</source>
        <translation>Testdaten kopieren (Zufallsdateien, Prüfsummen festgehalten)</translation>
    </message>
    <message>
        <source>Verify the dataset&apos;s checksums</source>
        <translation>Prüfsummen des Datensatzes prüfen</translation>
    </message>
</context>
<context>
    <name>ScenarioMeasurements</name>
    <message>
        <source>The workload result has no job &apos;%1&apos; (storage-bench runs seq-write-1m, seq-read-1m and rand-read-4k).</source>
        <translation>Das Workload-Ergebnis enthält keinen Job &apos;%1&apos; (storage-bench führt seq-write-1m, seq-read-1m und rand-read-4k aus).</translation>
    </message>
    <message>
        <source>The workload result&apos;s job &apos;%1&apos; has no positive %2.%3.</source>
        <translation>Der Job &apos;%1&apos; im Workload-Ergebnis hat kein positives %2.%3.</translation>
    </message>
    <message>
        <source>The dataset-write result has no seconds or bytes.</source>
        <translation>Dem Ergebnis von dataset-write fehlen seconds oder bytes.</translation>
    </message>
    <message>
        <source>The dataset-verify result has no &apos;verified&apos;.</source>
        <translation>Dem dataset-verify-Ergebnis fehlt &apos;verified&apos;.</translation>
    </message>
    <message>
        <source>%1 files checked</source>
        <translation>%1 Dateien geprüft</translation>
    </message>
    <message>
        <source>%1 mismatched, %2 missing</source>
        <translation>%1 abweichend, %2 fehlend</translation>
    </message>
    <message>
        <source>The overwrite result has no positive mibPerSecond.</source>
        <translation>Das overwrite-Ergebnis hat kein positives mibPerSecond.</translation>
    </message>
    <message>
        <source>%1 bytes that dd wrote (%2) divided by the wall clock of its step, %3 ms: this dd prints no time of its own</source>
        <translation>%1 Bytes, die dd geschrieben hat (%2), geteilt durch die Laufzeit seines Schritts, %3 ms: dieses dd gibt keine eigene Zeit aus</translation>
    </message>
    <message>
        <source>the storage benchmark&apos;s job %1, run on the stack&apos;s filesystem by StackLab&apos;s own fio-compatible engine: the %2 %3 it reported</source>
        <translation>Job %1 des Speicher-Benchmarks, auf dem Dateisystem des Stacks von StackLabs eigener fio-kompatibler Engine ausgeführt: der gemeldete Wert %2 %3</translation>
    </message>
    <message>
        <source>the storage benchmark&apos;s job %1, run on the stack&apos;s filesystem by StackLab&apos;s own fio-compatible engine: the %2 %3 it reported, KiB/s ÷ 1024</source>
        <translation>Job %1 des Speicher-Benchmarks, auf dem Dateisystem des Stacks von StackLabs eigener fio-kompatibler Engine ausgeführt: der gemeldete Wert %2 %3, KiB/s ÷ 1024</translation>
    </message>
    <message>
        <source>the seconds to write %1 files of random data (%2) onto the stack&apos;s filesystem and flush them to the disks</source>
        <translation>die Sekunden, um %1 Dateien mit Zufallsdaten (%2) auf das Dateisystem des Stacks zu schreiben und auf die Platten zu bringen</translation>
    </message>
    <message>
        <source>%1 overwritten</source>
        <translation>%1 überschrieben</translation>
    </message>
    <message>
        <source>a file on the stack&apos;s filesystem (overwrite.dat) rewritten in place with new random data and flushed: the bytes written ÷ the seconds it took</source>
        <translation>eine Datei auf dem Dateisystem des Stacks (overwrite.dat) an Ort und Stelle mit neuen Zufallsdaten überschrieben und geschrieben: die geschriebenen Bytes ÷ die benötigten Sekunden</translation>
    </message>
    <message>
        <source>%1 in %2 files, manifest %3 %4</source>
        <translation>%1 in %2 Dateien, Manifest %3 %4</translation>
    </message>
    <message>
        <source>every file of the dataset read back from the stack, its BLAKE2b-256 checksum compared with the one recorded when it was written</source>
        <translation>jede Datei des Datensatzes vom Stack zurückgelesen, ihre BLAKE2b-256-Prüfsumme mit der beim Schreiben festgehaltenen verglichen</translation>
    </message>
</context>
<context>
    <name>ScenarioRecovery</name>
    <message>
        <source>%1: cut short (the app, its helper or the lab stopped under it)</source>
        <translation>%1: abgebrochen (die App, ihr Helfer oder das Lab hat mittendrin aufgehört)</translation>
    </message>
    <message>
        <source>%1: stopped before its end</source>
        <translation>%1: vor dem Ende angehalten</translation>
    </message>
    <message>
        <source>A lab scenario was cut short</source>
        <translation>Ein Lab-Szenario wurde abgebrochen</translation>
    </message>
    <message>
        <source>Show partial results</source>
        <translation>Teilergebnisse zeigen</translation>
    </message>
    <message>
        <source>Copy the resume command</source>
        <translation>Befehl zum Fortsetzen kopieren</translation>
    </message>
    <message>
        <source>stacklab-cli can run its unfinished stacks again in the same session:
%1

Discard deletes the session folder %2.</source>
        <translation>stacklab-cli kann die nicht fertigen Stacks in derselben Sitzung erneut ausführen:
%1

Verwerfen löscht den Sitzungsordner %2.</translation>
    </message>
    <message>
        <source>The Lab page cannot continue it: its lab went with the app, and a scenario starts at its first stage (Prepare scenario runs it again). Show partial results opens what it recorded on the Results and Rebuild pages; Discard deletes the session folder %1.</source>
        <translation>Die Seite Lab kann es nicht fortsetzen: Sein Lab ist mit der App gegangen, und ein Szenario beginnt mit seinem ersten Abschnitt (Szenario vorbereiten führt es erneut aus). Teilergebnisse zeigen öffnet, was es aufgezeichnet hat, auf den Seiten Ergebnisse und Rebuild; Verwerfen löscht den Sitzungsordner %1.</translation>
    </message>
    <message>
        <source>Discard the session</source>
        <translation>Sitzung verwerfen</translation>
    </message>
    <message>
        <source>Later</source>
        <translation>Später</translation>
    </message>
    <message>
        <source>Showing what session %1 recorded before it stopped.</source>
        <translation>Angezeigt wird, was Sitzung %1 vor dem Abbruch aufgezeichnet hat.</translation>
    </message>
    <message>
        <source>Copied: %1</source>
        <translation>Kopiert: %1</translation>
    </message>
    <message>
        <source>Discarded session %1: its folder %2 was deleted.</source>
        <translation>Sitzung %1 verworfen: Ihr Ordner %2 wurde gelöscht.</translation>
    </message>
    <message>
        <source>%1 is not a lab session folder (no %2): nothing was deleted.</source>
        <translation>%1 ist kein Lab-Sitzungsordner (kein %2): Nichts wurde gelöscht.</translation>
    </message>
    <message>
        <source>Session %1 could not be deleted completely: check the permissions of %2.</source>
        <translation>Sitzung %1 konnte nicht vollständig gelöscht werden: Prüfen Sie die Rechte von %2.</translation>
    </message>
    <message>
        <source>Lab</source>
        <translation>Lab</translation>
    </message>
    <message numerus="yes">
        <source>Session %1 (%2) did not reach its end:
%3
Figures measured before it stopped: %n.</source>
        <translation>
            <numerusform>Sitzung %1 (%2) wurde nicht zu Ende geführt:
%3
Vor dem Abbruch gemessene Werte: %n.</numerusform>
            <numerusform>Sitzung %1 (%2) wurde nicht zu Ende geführt:
%3
Vor dem Abbruch gemessene Werte: %n.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScenarioReport</name>
    <message>
        <source>mdadm RAID5 + XFS</source>
        <translation>mdadm-RAID5 + XFS</translation>
    </message>
    <message>
        <source>LVM RAID5 + XFS</source>
        <translation>LVM-RAID5 + XFS</translation>
    </message>
    <message>
        <source>LVM thin on mdadm RAID5</source>
        <translation>LVM-Thin auf mdadm-RAID5</translation>
    </message>
    <message>
        <source>ZFS raidz1</source>
        <translation>ZFS raidz1</translation>
    </message>
    <message>
        <source>Lab session %1</source>
        <translation>Lab-Sitzung %1</translation>
    </message>
    <message>
        <source>%1 disks, target %2</source>
        <translation>%1 Datenträger, Ziel %2</translation>
    </message>
    <message>
        <source>%1 disks + 1 spare, target %2</source>
        <translation>%1 Datenträger + 1 Ersatzlaufwerk, Ziel %2</translation>
    </message>
    <message>
        <source>%1 has no %2 phase</source>
        <translation>%1 hat keine Phase %2</translation>
    </message>
</context>
<context>
    <name>ScenarioSpace</name>
    <message>
        <source>the %1 drill</source>
        <translation>die Übung %1</translation>
    </message>
    <message>
        <source>the %1 drills</source>
        <translation>die Übungen %1</translation>
    </message>
    <message>
        <source>the chosen stages</source>
        <translation>die gewählten Stufen</translation>
    </message>
    <message>
        <source>the full scenario</source>
        <translation>das ganze Szenario</translation>
    </message>
    <message>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <source>%1 MiB</source>
        <translation>%1 MiB</translation>
    </message>
    <message>
        <source>the dataset</source>
        <translation>der Datensatz</translation>
    </message>
    <message>
        <source>the snapshot stage&apos;s overwrite file</source>
        <translation>die Überschreibdatei der Snapshot-Stufe</translation>
    </message>
    <message>
        <source>the snapshot stage&apos;s overwrite file and the old blocks the snapshot keeps</source>
        <translation>die Überschreibdatei der Snapshot-Stufe und die alten Blöcke, die der Snapshot behält</translation>
    </message>
    <message>
        <source>the load drill&apos;s job file (twice: its random writes keep the old copy-on-write extents)</source>
        <translation>die Jobdatei der Lastübung (doppelt: ihre zufälligen Schreibvorgänge lassen die alten Copy-on-Write-Extents stehen)</translation>
    </message>
    <message>
        <source>the load drill&apos;s job file</source>
        <translation>die Jobdatei der Lastübung</translation>
    </message>
    <message>
        <source>the storage-bench file</source>
        <translation>die storage-bench-Datei</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>at its fullest the run keeps %1 on the stack (%2), more than 90 % of the %3 files can take</source>
        <translation>am vollsten hält der Lauf %1 auf dem Stack (%2), mehr als 90 % der %3, die Dateien aufnehmen können</translation>
    </message>
    <message>
        <source>a %1 dataset with %2 on %3</source>
        <translation>einen Datensatz von %1 mit %2 auf %3</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 auf %2</translation>
    </message>
    <message>
        <source>needs disks of at least %1 for %2</source>
        <translation>braucht Platten von mindestens %1 für %2</translation>
    </message>
    <message>
        <source>does not fit disks of up to %1 for %2</source>
        <translation>passt auf keine Platten bis %1 für %2</translation>
    </message>
    <message numerus="yes">
        <source>%n disk(s) of %1: %2</source>
        <translation>
            <numerusform>%n Platte von %1: %2</numerusform>
            <numerusform>%n Platten von %1: %2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1; %2.</source>
        <translation>%1; %2.</translation>
    </message>
    <message>
        <source>%1: choose %2 (%3).</source>
        <translation>%1: Wählen Sie %2 (%3).</translation>
    </message>
    <message>
        <source> or </source>
        <translation> oder </translation>
    </message>
    <message>
        <source>with %1 of data on the stack and the new data chunk the pull&apos;s 64 MiB poke write takes, btrfs may keep only %2 unallocated (over the metadata&apos;s copies) where btrfs replace needs more than %3 to set the block groups read-only; it would fail with ENOSPC (&quot;scrub: failed setting block group ro: -28&quot;)</source>
        <translation>mit %1 Daten auf dem Stack und dem neuen Daten-Chunk, den der 64-MiB-Schreibtest nach dem Ziehen belegt, bleiben btrfs womöglich nur %2 unzugewiesen (über die Kopien der Metadaten), wo btrfs replace mehr als %3 braucht, um die Blockgruppen schreibgeschützt zu setzen; es würde mit ENOSPC scheitern (&quot;scrub: failed setting block group ro: -28&quot;)</translation>
    </message>
</context>
<context>
    <name>ScenarioStageModel</name>
    <message>
        <source>waiting</source>
        <translation>wartet</translation>
    </message>
    <message>
        <source>running…</source>
        <translation>läuft…</translation>
    </message>
    <message>
        <source>done</source>
        <translation>fertig</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>skipped</source>
        <translation>übersprungen</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>Stack</source>
        <translation>Stack</translation>
    </message>
    <message>
        <source>Stage</source>
        <translation>Abschnitt</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Gestartet</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
</context>
<context>
    <name>ScreenshotOption</name>
    <message>
        <source>Render the window to the PNG file FILE and exit (works with QT_QPA_PLATFORM=offscreen).</source>
        <translation>Fenster in die PNG-Datei DATEI rendern und beenden (funktioniert mit QT_QPA_PLATFORM=offscreen).</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>DATEI</translation>
    </message>
    <message>
        <source>With --screenshot: the page to show, e.g. disks.</source>
        <translation>Mit --screenshot: die anzuzeigende Seite, z. B. disks.</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>NAME</translation>
    </message>
    <message>
        <source>With --screenshot: the window size, default 1280x800.</source>
        <translation>Mit --screenshot: die Fenstergröße, Standard 1280x800.</translation>
    </message>
    <message>
        <source>WxH</source>
        <translation>BxH</translation>
    </message>
    <message>
        <source>--page and --size only go with --screenshot FILE</source>
        <translation>--page und --size nur zusammen mit --screenshot DATEI</translation>
    </message>
    <message>
        <source>--screenshot needs a file name, e.g. --screenshot disks.png</source>
        <translation>--screenshot benötigt einen Dateinamen, z. B. --screenshot disks.png</translation>
    </message>
    <message>
        <source>--size %1: give the width and height in pixels, e.g. 1280x800 (at least 640x400)</source>
        <translation>--size %1: Geben Sie Breite und Höhe in Pixeln an, z. B. 1280x800 (mindestens 640x400)</translation>
    </message>
</context>
<context>
    <name>ScrubStage</name>
    <message>
        <source>%1: the scrub&apos;s error count could not be read.</source>
        <translation>%1: Die Fehleranzahl des Scrubs konnte nicht gelesen werden.</translation>
    </message>
    <message>
        <source>the rebuild phase&apos;s wall clock (rebuild_s: redundant again) plus the wall clock of the clean scrub after it</source>
        <translation>die Wanduhrzeit der Rebuild-Phase (rebuild_s: wieder redundant) plus die Wanduhrzeit des fehlerfreien Scrubs danach</translation>
    </message>
    <message>
        <source>scrub %1 s</source>
        <translation>Scrub %1 s</translation>
    </message>
    <message>
        <source>%1: the scrub after the rebuild did not come back clean: no verified time.</source>
        <translation>%1: der Scrub nach dem Rebuild kam nicht fehlerfrei zurück: keine Zeit bis verifiziert.</translation>
    </message>
</context>
<context>
    <name>SecondFailureStage</name>
    <message>
        <source>%1: the plan has no pull step for a second failure.</source>
        <translation>%1: der Plan hat keinen Zieh-Schritt für einen zweiten Ausfall.</translation>
    </message>
    <message>
        <source>%1: second failure at %2 % of the rebuild: pulling %3</source>
        <translation>%1: zweiter Ausfall bei %2 % des Rebuilds: %3 wird gezogen</translation>
    </message>
    <message>
        <source>%1: data lost: %2</source>
        <translation>%1: Daten verloren: %2</translation>
    </message>
    <message>
        <source>the rebuild&apos;s progress sample that crossed --second-failure-at, when the second pull started</source>
        <translation>die Fortschrittsmessung des Rebuilds, die --second-failure-at überschritt, als das zweite Ziehen begann</translation>
    </message>
    <message>
        <source>the stack&apos;s own check after the second pull says it failed</source>
        <translation>die eigene Prüfung des Stacks nach dem zweiten Ziehen meldet den Ausfall</translation>
    </message>
    <message>
        <source>the stack&apos;s own check after the second pull: still serving (the verify and scrub stages check the data)</source>
        <translation>die eigene Prüfung des Stacks nach dem zweiten Ziehen: dient weiter (die Stufen Verifizieren und Scrub prüfen die Daten)</translation>
    </message>
    <message>
        <source>%1: the rebuild ended before %2 % without a progress sample past it: no second failure. A larger dataset (--dataset-size) makes the rebuild longer.</source>
        <translation>%1: Der Rebuild endete vor %2 % ohne eine Fortschrittsprobe darüber: kein zweiter Ausfall. Ein größerer Datensatz (--dataset-size) verlängert den Rebuild.</translation>
    </message>
</context>
<context>
    <name>SessionChecks</name>
    <message>
        <source>%1 bytes</source>
        <translation>%1 Bytes</translation>
    </message>
    <message>
        <source>%1 MiB/s</source>
        <translation>%1 MiB/s</translation>
    </message>
    <message>
        <source>%1, as %2 states it</source>
        <translation>%1, wie %2 es angibt</translation>
    </message>
    <message>
        <source>recorded %1, but its source (%2) states %3</source>
        <translation>aufgezeichnet %1, aber die Quelle (%2) nennt %3</translation>
    </message>
    <message>
        <source>%1 rebuilt fit on the %2 replacement</source>
        <translation>%1 wiederaufgebaut passen auf die Ersatzplatte mit %2</translation>
    </message>
    <message>
        <source>%1 rebuilt is more than the whole replacement holds (%2)</source>
        <translation>%1 wiederaufgebaut ist mehr, als die ganze Ersatzplatte fasst (%2)</translation>
    </message>
    <message>
        <source>rebuilt at %1, within the %2 the replacement writes (dd)</source>
        <translation>wiederaufgebaut mit %1, innerhalb der %2, die die Ersatzplatte schreibt (dd)</translation>
    </message>
    <message>
        <source>rebuilt at %1, faster than the %2 the replacement writes (dd)</source>
        <translation>wiederaufgebaut mit %1, schneller als die %2, die die Ersatzplatte schreibt (dd)</translation>
    </message>
    <message>
        <source>a %1 progress sample reads %2 %, outside 0–100: %3</source>
        <translation>ein %1-Fortschrittswert zeigt %2 %, außerhalb von 0–100: %3</translation>
    </message>
    <message>
        <source>all %1 progress percentages within 0–100</source>
        <translation>alle %1 Fortschrittsprozente innerhalb von 0–100</translation>
    </message>
    <message numerus="yes">
        <source>and %n more</source>
        <translation>
            <numerusform>und %n weitere</numerusform>
            <numerusform>und %n weitere</numerusform>
        </translation>
    </message>
    <message>
        <source>(no line recorded)</source>
        <translation>(keine Zeile aufgezeichnet)</translation>
    </message>
    <message numerus="yes">
        <source>recorded %1, but no reading of %2 finds it in the %n %3 line(s) searched: %4</source>
        <translation>
            <numerusform>aufgezeichnet %1, aber keine Ablesung von %2 findet den Wert in der %n durchsuchten Zeile von %3: %4</numerusform>
            <numerusform>aufgezeichnet %1, aber keine Ablesung von %2 findet den Wert in den %n durchsuchten Zeilen von %3: %4</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SessionHeader</name>
    <message>
        <source>Lab target: %1</source>
        <translation>Lab-Ziel: %1</translation>
    </message>
    <message>
        <source>No lab session</source>
        <translation>Keine Lab-Sitzung</translation>
    </message>
    <message>
        <source>Session: %1</source>
        <translation>Sitzung: %1</translation>
    </message>
    <message>
        <source>Lab target…</source>
        <translation>Lab-Ziel…</translation>
    </message>
    <message>
        <source>Stop lab</source>
        <translation>Lab beenden</translation>
    </message>
    <message>
        <source>Work on this machine&apos;s disks, a loop lab or the virtual lab.</source>
        <translation>Mit den Datenträgern dieses Rechners, einem Loop-Lab oder dem virtuellen Lab arbeiten.</translation>
    </message>
    <message>
        <source>Shutting the lab down leaves nothing behind but the cache.</source>
        <translation>Beim Herunterfahren des Labs bleibt nur der Cache zurück.</translation>
    </message>
</context>
<context>
    <name>SnapshotStage</name>
    <message>
        <source>Overwrite without a snapshot</source>
        <translation>Überschreiben ohne Snapshot</translation>
    </message>
    <message>
        <source>Overwrite with the snapshot held</source>
        <translation>Überschreiben bei gehaltenem Snapshot</translation>
    </message>
    <message>
        <source>wall clock of the snapshot phase&apos;s commands</source>
        <translation>Uhrzeit der Befehle der Snapshot-Phase</translation>
    </message>
    <message>
        <source>the snapshot size the plan asks for (lvcreate -s -L)</source>
        <translation>die Snapshot-Größe, die der Plan verlangt (lvcreate -s -L)</translation>
    </message>
    <message>
        <source>the filesystem&apos;s free space read before and after taking the snapshot</source>
        <translation>der freie Platz des Dateisystems, gelesen vor und nach dem Anlegen des Snapshots</translation>
    </message>
    <message>
        <source>the filesystem&apos;s free space lost between taking the snapshot and the end of the overwrite</source>
        <translation>der freie Platz des Dateisystems, der zwischen dem Anlegen des Snapshots und dem Ende des Überschreibens verloren ging</translation>
    </message>
</context>
<context>
    <name>StackChoice</name>
    <message>
        <source>Use the virtual lab</source>
        <translation>Virtuelles Lab verwenden</translation>
    </message>
    <message>
        <source>Stack:</source>
        <translation>Stack:</translation>
    </message>
    <message>
        <source>%1 (cannot run here)</source>
        <translation>%1 (hier nicht ausführbar)</translation>
    </message>
    <message numerus="yes">
        <source>%1 Needs at least %n member disk(s).</source>
        <translation>
            <numerusform>%1 Benötigt mindestens %n Mitgliedslaufwerk.</numerusform>
            <numerusform>%1 Benötigt mindestens %n Mitgliedslaufwerke.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StackLabGui</name>
    <message>
        <source>StackLab: build storage stacks on the same disks, measure them and compare.</source>
        <translation>StackLab: Storage-Stacks auf denselben Datenträgern aufbauen, messen und vergleichen.</translation>
    </message>
    <message>
        <source>Run stacklab --help for the options.</source>
        <translation>Die Optionen zeigt stacklab --help.</translation>
    </message>
    <message>
        <source>--export-report needs --output FILE; the extension names the format (%1).</source>
        <translation>--export-report benötigt --output DATEI; die Endung bestimmt das Format (%1).</translation>
    </message>
    <message>
        <source>Wrote %1</source>
        <translation>%1 geschrieben</translation>
    </message>
    <message>
        <source>Show the lab session recorded in DIR on the Rebuild and Results pages.</source>
        <translation>Die in DIR aufgezeichnete Lab-Sitzung auf den Seiten „Rebuild“ und „Ergebnisse“ anzeigen.</translation>
    </message>
    <message>
        <source>Write the comparison report of the lab session in DIR to the --output file and exit (no window).</source>
        <translation>Den Vergleichsbericht der Lab-Sitzung in DIR in die mit --output angegebene Datei schreiben und beenden (kein Fenster).</translation>
    </message>
    <message>
        <source>The report file of --export-report; its extension names the format: %1.</source>
        <translation>Die Berichtsdatei von --export-report; ihre Endung bestimmt das Format: %1.</translation>
    </message>
</context>
<context>
    <name>StackLayout</name>
    <message>
        <source>option %1=&apos;%2&apos; must be a whole number from %3 to %4</source>
        <translation>Option %1=&apos;%2&apos; muss eine ganze Zahl von %3 bis %4 sein</translation>
    </message>
    <message>
        <source>%1 has no option &apos;%2&apos; (known: %3)</source>
        <translation>%1 hat keine Option &apos;%2&apos; (bekannt: %3)</translation>
    </message>
    <message>
        <source>option sector-size must be 512 or 4096, got %1</source>
        <translation>Option sector-size muss 512 oder 4096 sein, erhalten: %1</translation>
    </message>
    <message>
        <source>recordsize must be a power of two from 512 to 16M, got %1</source>
        <translation>recordsize muss eine Zweierpotenz von 512 bis 16M sein, erhalten: %1</translation>
    </message>
    <message>
        <source>%1 needs at least %2 members, got %3 disks of which %4 are special, log, cache, hot-spare or expansion disks</source>
        <translation>%1 braucht mindestens %2 Mitglieder, erhalten: %3 Platten, davon %4 Special-, Log-, Cache-, Hot-Spare- oder Erweiterungsplatten</translation>
    </message>
    <message>
        <source>%1 needs at least %2 disks, got %3</source>
        <translation>%1 benötigt mindestens %2 Datenträger, angegeben: %3</translation>
    </message>
    <message>
        <source>%1 needs a multiple of %2 members, got %3</source>
        <translation>%1 braucht ein Vielfaches von %2 Mitgliedern, erhalten: %3</translation>
    </message>
    <message>
        <source>disk %1 has no size</source>
        <translation>Platte %1 hat keine Größe</translation>
    </message>
    <message>
        <source>%1 with %2 data disks and %3 distributed spares needs at least %4 members, got %5</source>
        <translation>%1 mit %2 Datenplatten und %3 verteilten Spares braucht mindestens %4 Mitglieder, erhalten: %5</translation>
    </message>
    <message>
        <source>unknown stack &apos;%1&apos; (known: %2)</source>
        <translation>unbekannter Stack &apos;%1&apos; (bekannt: %2)</translation>
    </message>
</context>
<context>
    <name>StackPredictions</name>
    <message>
        <source>the size of %1 is not known</source>
        <translation>die Größe von %1 ist nicht bekannt</translation>
    </message>
    <message>
        <source>%1: no prediction before the build: %2</source>
        <translation>%1: keine Vorhersage vor dem Aufbau: %2</translation>
    </message>
    <message>
        <source>The planner&apos;s prediction before the build</source>
        <translation>Die Vorhersage des Planers vor dem Aufbau</translation>
    </message>
    <message>
        <source>%1: the prediction could not be recorded: %2</source>
        <translation>%1: die Vorhersage konnte nicht aufgezeichnet werden: %2</translation>
    </message>
    <message>
        <source>%1, %2 % full</source>
        <translation>%1, zu %2 % gefüllt</translation>
    </message>
    <message>
        <source>%1; disks assumed at %2 MB/s read, %3 MB/s write</source>
        <translation>%1; angenommen: Datenträger mit %2 MB/s Lesen, %3 MB/s Schreiben</translation>
    </message>
    <message>
        <source>statvfs of the mount point, as df shows it</source>
        <translation>statvfs des Einhängepunkts, wie df ihn zeigt</translation>
    </message>
    <message>
        <source>the initial sync measured in this run</source>
        <translation>die in diesem Lauf gemessene Erstsynchronisation</translation>
    </message>
    <message>
        <source>Rebuild after pulling one disk, at the measured sync rate</source>
        <translation>Wiederherstellung nach dem Ziehen eines Datenträgers, mit der gemessenen Synchronisationsrate</translation>
    </message>
    <message>
        <source>the last quarter of the initial sync measured in this run</source>
        <translation>das letzte Viertel der in diesem Lauf gemessenen Erstsynchronisation</translation>
    </message>
    <message>
        <source>%1 at the rate measured: %2, %3 MiB/s per member</source>
        <translation>%1 mit der gemessenen Rate: %2, %3 MiB/s je Mitglied</translation>
    </message>
    <message>
        <source>; its commands at %1 s each, as this run&apos;s took</source>
        <translation>; seine Befehle mit je %1 s, wie sie in diesem Lauf dauerten</translation>
    </message>
    <message>
        <source>%1; the pool&apos;s allocation at the pull: %2 (zpool list ALLOC)</source>
        <translation>%1; Belegung des Pools beim Ziehen: %2 (zpool list ALLOC)</translation>
    </message>
    <message>
        <source>Rebuild after pulling one disk, from the allocation at the pull</source>
        <translation>Rebuild nach dem Ziehen einer Platte, aus der Belegung beim Ziehen</translation>
    </message>
    <message>
        <source>Bytes rebuilt, from the allocation at the pull</source>
        <translation>Wiederhergestellte Bytes, aus der Belegung beim Ziehen</translation>
    </message>
    <message>
        <source>, above the lab disks&apos; cap: the cap</source>
        <translation>, über der Grenze der Laborplatten: die Grenze</translation>
    </message>
</context>
<context>
    <name>StackRecipe</name>
    <message>
        <source>unknown stack &apos;%1&apos; (known: %2)</source>
        <translation>unbekannter Stack &apos;%1&apos; (bekannt: %2)</translation>
    </message>
</context>
<context>
    <name>StackSampler</name>
    <message>
        <source>&apos;%1&apos; is not on the helper&apos;s list of allowed programs.</source>
        <translation>&apos;%1&apos; steht nicht auf der Liste der erlaubten Programme des Helpers.</translation>
    </message>
    <message>
        <source>%1 did not start: %2</source>
        <translation>%1 ist nicht gestartet: %2</translation>
    </message>
    <message>
        <source>%1 did not answer within %2 s.</source>
        <translation>%1 hat nicht innerhalb von %2 s geantwortet.</translation>
    </message>
    <message>
        <source>/proc/mdstat cannot be read: this kernel has no md driver (load the md_mod module, or use the virtual lab).</source>
        <translation>/proc/mdstat kann nicht gelesen werden: Dieser Kernel hat keinen md-Treiber (laden Sie das Modul md_mod oder verwenden Sie das virtuelle Lab).</translation>
    </message>
    <message>
        <source>The md array %1 is not in /proc/mdstat: build the stack first.</source>
        <translation>Das md-Array %1 steht nicht in /proc/mdstat: Bauen Sie zuerst den Stack auf.</translation>
    </message>
    <message>
        <source>lvs failed (exit %1): %2</source>
        <translation>lvs fehlgeschlagen (Exit-Code %1): %2</translation>
    </message>
    <message>
        <source>The logical volume %1 does not exist: build the stack first.</source>
        <translation>Das logische Volume %1 existiert nicht: Bauen Sie zuerst den Stack auf.</translation>
    </message>
    <message>
        <source>zpool status %1 failed (exit %2): %3</source>
        <translation>zpool status %1 fehlgeschlagen (Exit %2): %3</translation>
    </message>
    <message>
        <source>btrfs could not report on %1 (exit %2): %3</source>
        <translation>btrfs konnte keine Angaben zu %1 liefern (Exit-Code %2): %3</translation>
    </message>
    <message>
        <source>This stack has no progress source.</source>
        <translation>Dieser Stack hat keine Fortschrittsquelle.</translation>
    </message>
</context>
<context>
    <name>StackVerdict</name>
    <message>
        <source>the stack ran out of space (ENOSPC): use bigger disks, or write less (a smaller dataset or fill)</source>
        <translation>dem Stack ging der Platz aus (ENOSPC): größere Platten verwenden oder weniger schreiben (kleinerer Datensatz oder Füllstand)</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>bestanden</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>failed at %1</source>
        <translation>fehlgeschlagen bei %1</translation>
    </message>
    <message>
        <source>interrupted</source>
        <translation>unterbrochen</translation>
    </message>
    <message>
        <source>interrupted at %1</source>
        <translation>unterbrochen bei %1</translation>
    </message>
</context>
<context>
    <name>StackWalk</name>
    <message>
        <source>%1 is not a walk of the Build page (no stack and disks recorded).</source>
        <translation>%1 ist kein Durchgang der Seite „Aufbauen“ (kein Stack und keine Laufwerke aufgezeichnet).</translation>
    </message>
    <message>
        <source>The walk in %1 has ended: its stack was torn down.</source>
        <translation>Der Durchgang in %1 ist beendet: Sein Stack wurde abgebaut.</translation>
    </message>
</context>
<context>
    <name>StacksCommand</name>
    <message>
        <source>%1, %2, … disks</source>
        <translation>%1, %2, … Datenträger</translation>
    </message>
    <message>
        <source>%1+ disks</source>
        <translation>%1+ Datenträger</translation>
    </message>
    <message>
        <source>Usage: stacklab-cli stacks</source>
        <translation>Aufruf: stacklab-cli stacks</translation>
    </message>
    <message>
        <source>Lists the stacks `stacklab-cli plan` builds, the members each needs (a spare comes on top) and the options it accepts.</source>
        <translation>Listet die Stacks, die `stacklab-cli plan` aufbaut, die jeweils nötigen Mitglieder (ein Ersatzlaufwerk kommt hinzu) und die akzeptierten Optionen.</translation>
    </message>
    <message>
        <source>stacks: unexpected argument &apos;%1&apos;.</source>
        <translation>stacks: unerwartetes Argument &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>options: %1</source>
        <translation>Optionen: %1</translation>
    </message>
</context>
<context>
    <name>StageContext</name>
    <message>
        <source>A progress sample could not be read; the step goes on.</source>
        <translation>Eine Fortschrittsmessung konnte nicht gelesen werden; der Schritt läuft weiter.</translation>
    </message>
    <message>
        <source>The session could not record a step: %1</source>
        <translation>Die Sitzung konnte einen Schritt nicht aufzeichnen: %1</translation>
    </message>
    <message>
        <source>refused by the helper (%1): %2</source>
        <translation>vom Helper abgelehnt (%1): %2</translation>
    </message>
    <message>
        <source>%1: step %2/%3 refused (%4): %5</source>
        <translation>%1: Schritt %2/%3 abgelehnt (%4): %5</translation>
    </message>
    <message>
        <source>%1: %2 failed: %3</source>
        <translation>%1: %2 fehlgeschlagen: %3</translation>
    </message>
    <message>
        <source>refused by the helper (%1)</source>
        <translation>vom Helper abgelehnt (%1)</translation>
    </message>
    <message>
        <source>%1: %2 refused (%3)</source>
        <translation>%1: %2 abgelehnt (%3)</translation>
    </message>
    <message>
        <source>%1: the space could not be read (%2): %3</source>
        <translation>%1: Der Speicherplatz konnte nicht ermittelt werden (%2): %3</translation>
    </message>
    <message>
        <source>The session could not record %1: %2</source>
        <translation>Die Sitzung konnte %1 nicht aufzeichnen: %2</translation>
    </message>
    <message>
        <source>The power-cut drill needs the virtual lab&apos;s target (stacklab-cli lab run --target vm).</source>
        <translation>Die Stromausfall-Übung braucht das Ziel des virtuellen Labors (stacklab-cli lab run --target vm).</translation>
    </message>
    <message>
        <source>The power went while this step ran: the command and the helper are gone with the guest.</source>
        <translation>Der Strom fiel aus, während dieser Schritt lief: Befehl und Helfer sind mit dem Gast verschwunden.</translation>
    </message>
    <message>
        <source>%1: the virtual lab is switched off (power-cut drill): no step can run.</source>
        <translation>%1: Das virtuelle Labor ist ausgeschaltet (Stromausfall-Übung): kein Schritt kann laufen.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: step %2/%3 failed (exit code %4)%5%6</source>
        <translation>%1: Schritt %2/%3 fehlgeschlagen (Exit-Code %4)%5%6</translation>
    </message>
    <message>
        <source>%1: the plan&apos;s fallback for %2/%3 runs next</source>
        <translation>%1: Der Ausweichschritt des Plans für %2/%3 läuft als Nächstes</translation>
    </message>
</context>
<context>
    <name>StageEngine</name>
    <message>
        <source>The session could not record the start of %1: %2</source>
        <translation>Die Sitzung konnte den Beginn von %1 nicht festhalten: %2</translation>
    </message>
    <message>
        <source>%1: %2 skipped: %3</source>
        <translation>%1: %2 übersprungen: %3</translation>
    </message>
    <message>
        <source>Cancelled by the user.</source>
        <translation>Vom Benutzer abgebrochen.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: the stage &apos;%2&apos; failed.</source>
        <translation>%1: Die Stufe &apos;%2&apos; ist fehlgeschlagen.</translation>
    </message>
    <message>
        <source>The session could not be compacted: %1</source>
        <translation>Die Sitzung konnte nicht kompaktiert werden: %1</translation>
    </message>
    <message>
        <source>%1: %2 skipped: the data is lost.</source>
        <translation>%1: %2 übersprungen: die Daten sind verloren.</translation>
    </message>
    <message>
        <source>%1: the stage &apos;%2&apos; failed: %3</source>
        <translation>%1: Die Stufe &apos;%2&apos; ist fehlgeschlagen: %3</translation>
    </message>
</context>
<context>
    <name>StepDetailsView</name>
    <message>
        <source>It only reads. It makes sure the disks and the stack are in the state the next steps expect, so nothing is changed on a wrong assumption.</source>
        <translation>Er liest nur. Er stellt sicher, dass Laufwerke und Stack in dem Zustand sind, den die nächsten Schritte erwarten, damit nichts auf einer falschen Annahme hin geändert wird.</translation>
    </message>
    <message>
        <source>The kernel keeps copying or syncing in the background after the command returns; the next steps would otherwise measure or pull a disk while redundancy is still missing.</source>
        <translation>Der Kernel kopiert oder synchronisiert im Hintergrund weiter, nachdem der Befehl zurückkehrt; sonst würden die nächsten Schritte messen oder ein Laufwerk ziehen, solange die Redundanz noch fehlt.</translation>
    </message>
    <message>
        <source>It writes new metadata over the disks: this is the point of no return for what was on them.</source>
        <translation>Er schreibt neue Metadaten über die Laufwerke: Ab hier ist verloren, was darauf war.</translation>
    </message>
    <message>
        <source>One of the commands you would type yourself to build and run this stack by hand.</source>
        <translation>Einer der Befehle, die Sie selbst eingeben würden, um diesen Stack von Hand aufzubauen und zu betreiben.</translation>
    </message>
    <message>
        <source>A supporting command the lab runs so that the next step finds what it needs.</source>
        <translation>Ein Hilfsbefehl des Labs, damit der nächste Schritt vorfindet, was er braucht.</translation>
    </message>
    <message>
        <source>Checks that every chosen disk is blank (and clears old signatures if you allowed it).</source>
        <translation>Prüft, dass jedes gewählte Laufwerk leer ist (und löscht alte Signaturen, wenn Sie es erlaubt haben).</translation>
    </message>
    <message>
        <source>Creates the stack on the disks: array, volume group, pool or filesystem.</source>
        <translation>Legt den Stack auf den Laufwerken an: Array, Volume Group, Pool oder Dateisystem.</translation>
    </message>
    <message>
        <source>Waits for the initial sync, so the stack is redundant before anything is measured.</source>
        <translation>Wartet auf die erste Synchronisierung, damit der Stack redundant ist, bevor etwas gemessen wird.</translation>
    </message>
    <message>
        <source>Makes a filesystem and mounts it where the workload and the dataset go.</source>
        <translation>Legt ein Dateisystem an und hängt es dort ein, wohin Last und Datensatz gehen.</translation>
    </message>
    <message>
        <source>Takes a snapshot to measure what it costs in space and speed.</source>
        <translation>Erstellt einen Snapshot, um zu messen, was er an Platz und Geschwindigkeit kostet.</translation>
    </message>
    <message>
        <source>Pulls one member disk, as a dead drive would, and shows the stack degraded.</source>
        <translation>Zieht ein Mitgliedslaufwerk, wie ein ausgefallenes Laufwerk, und zeigt den Stack degradiert.</translation>
    </message>
    <message>
        <source>Replaces the pulled disk with the spare and waits for the rebuild or resilver.</source>
        <translation>Ersetzt das gezogene Laufwerk durch das Ersatzlaufwerk und wartet auf Rebuild oder Resilver.</translation>
    </message>
    <message>
        <source>Reads everything back and compares checksums or parity: silent corruption shows here.</source>
        <translation>Liest alles zurück und vergleicht Prüfsummen oder Parität: Stille Datenfehler zeigen sich hier.</translation>
    </message>
    <message>
        <source>Unmounts and takes the stack apart, leaving the disks blank again.</source>
        <translation>Hängt aus und baut den Stack ab; die Laufwerke sind danach wieder leer.</translation>
    </message>
    <message>
        <source>Why:</source>
        <translation>Warum:</translation>
    </message>
    <message>
        <source>Command:</source>
        <translation>Befehl:</translation>
    </message>
    <message>
        <source>Destroys:</source>
        <translation>Zerstört:</translation>
    </message>
    <message>
        <source>Disks:</source>
        <translation>Laufwerke:</translation>
    </message>
    <message>
        <source>Needs:</source>
        <translation>Benötigt:</translation>
    </message>
    <message>
        <source>Phase %1</source>
        <translation>Phase %1</translation>
    </message>
    <message numerus="yes">
        <source>%n step(s)</source>
        <translation>
            <numerusform>%n Schritt</numerusform>
            <numerusform>%n Schritte</numerusform>
        </translation>
    </message>
    <message>
        <source>Select a step of the plan to see why it is there, its command and what it touches.</source>
        <translation>Wählen Sie einen Schritt des Plans, um zu sehen, warum es ihn gibt, seinen Befehl und was er berührt.</translation>
    </message>
</context>
<context>
    <name>StepDriver</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <source>The step exited with code %1.</source>
        <translation>Der Schritt endete mit Code %1.</translation>
    </message>
    <message>
        <source>The check found something (its output is above): the disk is not blank.</source>
        <translation>Die Prüfung hat etwas gefunden (Ausgabe siehe oben): Der Datenträger ist nicht leer.</translation>
    </message>
</context>
<context>
    <name>StepExecutor</name>
    <message>
        <source>A step with request id &apos;%1&apos; is already running: use a new id.</source>
        <translation>Ein Schritt mit der Anfrage-ID &apos;%1&apos; läuft bereits: Verwenden Sie eine neue ID.</translation>
    </message>
    <message>
        <source>Step &apos;%1&apos; has no command.</source>
        <translation>Schritt &apos;%1&apos; hat keinen Befehl.</translation>
    </message>
    <message>
        <source>The program was killed or crashed.</source>
        <translation>Das Programm wurde per Signal beendet oder ist abgestürzt.</translation>
    </message>
    <message>
        <source>%1 could not be started.</source>
        <translation>%1 konnte nicht gestartet werden.</translation>
    </message>
    <message>
        <source>Stopped because the client went away.</source>
        <translation>Abgebrochen, weil der Client nicht mehr verbunden ist.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not on the helper&apos;s list of allowed programs.</source>
        <translation>„%1“ steht nicht auf der Liste der Programme, die der Helfer ausführen darf.</translation>
    </message>
    <message>
        <source>The device was busy (another program still held it open)</source>
        <translation>Das Gerät war belegt (ein anderes Programm hielt es noch offen)</translation>
    </message>
    <message>
        <source>%1 was not there yet (udev makes an array&apos;s link a moment after the array starts)</source>
        <translation>%1 war noch nicht da (udev legt den Link eines Arrays einen Moment nach dessen Start an)</translation>
    </message>
    <message>
        <source>%1; trying again in %2 ms (%3 of %4).</source>
        <translation>%1; neuer Versuch in %2 ms (%3 von %4).</translation>
    </message>
</context>
<context>
    <name>StepFailureHint</name>
    <message>
        <source>device is partitioned</source>
        <translation>Gerät ist partitioniert</translation>
    </message>
    <message>
        <source>The disk still carries a partition table (ZFS partitions whole disks, and zpool destroy leaves the GPT behind). Check with readlink -f that it is a data disk, never the system disk, then remove the partition table and run the step again:</source>
        <translation>Der Datenträger trägt noch eine Partitionstabelle (ZFS partitioniert ganze Datenträger, und zpool destroy lässt die GPT zurück). Prüfen Sie mit readlink -f, dass es ein Datenlaufwerk und keinesfalls das Systemlaufwerk ist, entfernen Sie dann die Partitionstabelle und führen Sie den Schritt erneut aus:</translation>
    </message>
    <message>
        <source>outdated PV</source>
        <translation>veraltetes PV</translation>
    </message>
    <message>
        <source>A disk came back with old LVM metadata. Clear it with the owning tool before reusing the disk:</source>
        <translation>Ein Datenträger ist mit alten LVM-Metadaten zurückgekehrt. Löschen Sie diese mit dem zuständigen Tool, bevor Sie den Datenträger wiederverwenden:</translation>
    </message>
    <message>
        <source>stale md superblock</source>
        <translation>veralteter md-Superblock</translation>
    </message>
    <message>
        <source>The disk still claims to be a member of an old md array. Check with readlink -f that it is a data disk, then clear the superblock and run the step again:</source>
        <translation>Der Datenträger gibt sich noch als Mitglied eines alten md-Arrays aus. Prüfen Sie mit readlink -f, dass es ein Datenlaufwerk ist, löschen Sie dann den Superblock und führen Sie den Schritt erneut aus:</translation>
    </message>
    <message>
        <source>program missing</source>
        <translation>Programm fehlt</translation>
    </message>
    <message>
        <source>The tool this step needs is not installed: install the package the message names.</source>
        <translation>Das für diesen Schritt nötige Tool ist nicht installiert: Installieren Sie das in der Meldung genannte Paket.</translation>
    </message>
    <message>
        <source>Read the tool&apos;s error above, fix its cause, then run the step again. The plan stops here so nothing runs on a half-built stack.</source>
        <translation>Lesen Sie die Fehlermeldung des Tools oben, beheben Sie die Ursache und führen Sie den Schritt erneut aus. Der Plan hält hier an, damit nichts auf einem halb aufgebauten Stack läuft.</translation>
    </message>
</context>
<context>
    <name>StepOutputPane</name>
    <message>
        <source>Output of the steps you run appears here.</source>
        <translation>Die Ausgabe der ausgeführten Schritte erscheint hier.</translation>
    </message>
    <message>
        <source>── %1 / %2</source>
        <translation>── %1 / %2</translation>
    </message>
    <message>
        <source>Looks like: %1.</source>
        <translation>Vermutlich: %1.</translation>
    </message>
</context>
<context>
    <name>StepPaths</name>
    <message>
        <source>Step &apos;%1&apos; names %2, which is not a plain path (&apos;.&apos;, &apos;..&apos; or &apos;//&apos; in it).</source>
        <translation>Schritt &apos;%1&apos; nennt %2, das kein einfacher Pfad ist (&apos;.&apos;, &apos;..&apos; oder &apos;//&apos; darin).</translation>
    </message>
    <message>
        <source>Step &apos;%1&apos; names %2, where the pulled disk was: that name may now belong to another device, so the step cannot run while the disk is missing.</source>
        <translation>Schritt &apos;%1&apos; nennt %2, wo die gezogene Platte war: Dieser Name kann jetzt zu einem anderen Gerät gehören, daher kann der Schritt nicht laufen, solange die Platte fehlt.</translation>
    </message>
    <message>
        <source>Step &apos;%1&apos; names %2, which is not a device the helper resolved for this request (nor one the stack creates): refusing it.</source>
        <translation>Schritt &apos;%1&apos; nennt %2, das kein Gerät ist, das der Helfer für diese Anfrage aufgelöst hat (auch keines, das der Stack anlegt): abgelehnt.</translation>
    </message>
    <message>
        <source>Step &apos;%1&apos; would write %2, which is not the lab session&apos;s own: refusing it.</source>
        <translation>Schritt &apos;%1&apos; würde %2 schreiben, das nicht zur Laborsitzung gehört: abgelehnt.</translation>
    </message>
    <message>
        <source>Step &apos;%1&apos;: %2 is no longer the device %3 the helper checked: refusing to run it.</source>
        <translation>Schritt &apos;%1&apos;: %2 ist nicht mehr das Gerät %3, das der Helfer geprüft hat: Der Schritt wird nicht ausgeführt.</translation>
    </message>
    <message>
        <source>Step &apos;%1&apos;: %2 is not a partition of the device %3 the helper checked: refusing to run it.</source>
        <translation>Schritt &apos;%1&apos;: %2 ist keine Partition des Geräts %3, das der Helfer geprüft hat: Der Schritt wird nicht ausgeführt.</translation>
    </message>
    <message>
        <source>Step &apos;%1&apos; would touch %2 (%3), which is not an array or volume the stack made on the request&apos;s disks.</source>
        <translation>Schritt &apos;%1&apos; würde %2 (%3) berühren, das kein Verbund und kein Volume ist, das der Stack auf den Platten der Anfrage angelegt hat.</translation>
    </message>
    <message>
        <source>Step &apos;%1&apos;: %2 no longer belongs to the device %3 the helper checked: refusing to run it.</source>
        <translation>Schritt &apos;%1&apos;: %2 gehört nicht mehr zum Gerät %3, das der Helfer geprüft hat: Der Schritt wird nicht ausgeführt.</translation>
    </message>
    <message>
        <source>Step &apos;%1&apos;: the loop lab&apos;s file %2 is not a plain file any more: refusing to run it.</source>
        <translation>Schritt &apos;%1&apos;: Die Datei %2 des Loop-Labs ist keine einfache Datei mehr: Der Schritt wird nicht ausgeführt.</translation>
    </message>
    <message>
        <source>Step &apos;%1&apos;: %2 is not the kernel&apos;s own device: refusing to run it.</source>
        <translation>Schritt &apos;%1&apos;: %2 ist nicht das eigene Gerät des Kernels: Der Schritt wird nicht ausgeführt.</translation>
    </message>
</context>
<context>
    <name>StrictJson</name>
    <message>
        <source>The request starts with a byte order mark: send plain UTF-8.</source>
        <translation>Die Anfrage beginnt mit einer Byte-Order-Mark: Senden Sie einfaches UTF-8.</translation>
    </message>
    <message>
        <source>data after the JSON value</source>
        <translation>Daten nach dem JSON-Wert</translation>
    </message>
    <message>
        <source>The request is not valid JSON (%1 at byte %2): send one JSON object per line.</source>
        <translation>Die Anfrage ist kein gültiges JSON (%1 bei Byte %2): Senden Sie ein JSON-Objekt pro Zeile.</translation>
    </message>
    <message>
        <source>nesting too deep</source>
        <translation>zu tief verschachtelt</translation>
    </message>
    <message>
        <source>a value is missing</source>
        <translation>ein Wert fehlt</translation>
    </message>
    <message>
        <source>a key must be a string</source>
        <translation>ein Schlüssel muss eine Zeichenkette sein</translation>
    </message>
    <message>
        <source>Key &apos;%1&apos; appears twice in one object (byte %2): each key may appear once, so that every reader of the request sees the same value.</source>
        <translation>Der Schlüssel &apos;%1&apos; kommt in einem Objekt zweimal vor (Byte %2): Jeder Schlüssel darf nur einmal vorkommen, damit jeder Leser der Anfrage denselben Wert sieht.</translation>
    </message>
    <message>
        <source>&apos;:&apos; expected</source>
        <translation>&apos;:&apos; erwartet</translation>
    </message>
    <message>
        <source>unterminated string</source>
        <translation>nicht abgeschlossene Zeichenkette</translation>
    </message>
    <message>
        <source>A string holds the raw control character 0x%1 (byte %2): write it escaped, or better not at all.</source>
        <translation>Eine Zeichenkette enthält das rohe Steuerzeichen 0x%1 (Byte %2): Schreiben Sie es maskiert, besser gar nicht.</translation>
    </message>
    <message>
        <source>invalid escape</source>
        <translation>ungültige Escape-Sequenz</translation>
    </message>
    <message>
        <source>invalid \u escape</source>
        <translation>ungültige \u-Escape-Sequenz</translation>
    </message>
    <message>
        <source>The escape at byte %1 is half of a UTF-16 surrogate pair: it encodes no character.</source>
        <translation>Die Escape-Sequenz bei Byte %1 ist die Hälfte eines UTF-16-Surrogatpaars: Sie kodiert kein Zeichen.</translation>
    </message>
    <message>
        <source>Byte %1 is not part of valid UTF-8: send the request as UTF-8.</source>
        <translation>Byte %1 gehört zu keinem gültigen UTF-8: Senden Sie die Anfrage als UTF-8.</translation>
    </message>
    <message>
        <source>unexpected character</source>
        <translation>unerwartetes Zeichen</translation>
    </message>
    <message>
        <source>&apos;%1&apos; (byte %2) is not a JSON number: write numbers as JSON does (0.5, not .5; 1, not 01, +1 or 1.; no NaN, Infinity or hexadecimal).</source>
        <translation>&apos;%1&apos; (Byte %2) ist keine JSON-Zahl: Schreiben Sie Zahlen wie JSON (0.5, nicht .5; 1, nicht 01, +1 oder 1.; kein NaN, Infinity oder Hexadezimal).</translation>
    </message>
    <message>
        <source>&apos;,&apos; or &apos;%1&apos; expected</source>
        <translation>&apos;,&apos; oder &apos;%1&apos; erwartet</translation>
    </message>
</context>
<context>
    <name>SweepCommand</name>
    <message>
        <source>Usage: stacklab-cli lab sweep --csv FILE [options]</source>
        <translation>Aufruf: stacklab-cli lab sweep --csv DATEI [Optionen]</translation>
    </message>
    <message>
        <source>  --layouts LIST           default %1; forms: %2</source>
        <translation>  --layouts LISTE          Standard %1; Formen: %2</translation>
    </message>
    <message>
        <source>  --fill LIST              percent of the usable space written before the pull (default %1)</source>
        <translation>  --fill LIST              Prozent des nutzbaren Platzes, die vor dem Ziehen geschrieben werden (Standard: %1)</translation>
    </message>
    <message>
        <source>  --rounds N               runs per layout and fill level (default 1)</source>
        <translation>  --rounds N               Läufe je Layout und Füllstand (Standard 1)</translation>
    </message>
    <message>
        <source>  --disk-count N           lab disks, the spare included (default 6, the virtual lab&apos;s maximum)</source>
        <translation>  --disk-count N           Lab-Datenträger einschließlich Ersatzlaufwerk (Standard 6, das Maximum des virtuellen Labs)</translation>
    </message>
    <message>
        <source>  --csv FILE               where the results go (required)</source>
        <translation>  --csv FILE               Ziel der Ergebnisse (erforderlich)</translation>
    </message>
    <message>
        <source>  --session NAME           lab session name (default sweep-YYYYMMDD-HHMMSS)</source>
        <translation>  --session NAME           Name der Lab-Sitzung (Standard sweep-YYYYMMDD-HHMMSS)</translation>
    </message>
    <message>
        <source>  --session-dir DIR        where the session is recorded (default: the app data folder)</source>
        <translation>  --session-dir DIR        wo die Sitzung aufgezeichnet wird (Standard: der Datenordner der App)</translation>
    </message>
    <message>
        <source>  --helper PATH            the stacklab-helper binary (default: installed, else next to stacklab-cli)</source>
        <translation>  --helper PFAD            das stacklab-helper-Programm (Standard: installiert, sonst neben stacklab-cli)</translation>
    </message>
    <message>
        <source>Exit codes: 0 every run measured a resilver and verified its data, 1 a run failed or the lab could not start, 2 bad arguments.</source>
        <translation>Exit-Codes: 0 jeder Lauf hat einen Resilver gemessen und seine Daten geprüft, 1 ein Lauf schlug fehl oder das Lab konnte nicht starten, 2 ungültige Argumente.</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos; (see --help).</source>
        <translation>unerwartetes Argument &apos;%1&apos; (siehe --help).</translation>
    </message>
    <message>
        <source>%1 needs a value.</source>
        <translation>%1 benötigt einen Wert.</translation>
    </message>
    <message>
        <source>%1 needs a whole number of at least 1, got &apos;%2&apos;.</source>
        <translation>%1 erwartet eine ganze Zahl ab 1, erhalten: &apos;%2&apos;.</translation>
    </message>
    <message>
        <source>%1 needs a size such as 256M or 1G, got &apos;%2&apos;.</source>
        <translation>%1 benötigt eine Größe wie 256M oder 1G, erhalten: &apos;%2&apos;.</translation>
    </message>
    <message>
        <source>unknown option %1 (see --help).</source>
        <translation>unbekannte Option %1 (siehe --help).</translation>
    </message>
    <message>
        <source>--target must be vm or loop, got &apos;%1&apos; (a sweep pulls disks: real disks are not offered).</source>
        <translation>--target muss vm oder loop sein, erhalten: &apos;%1&apos; (ein Sweep zieht Datenträger: echte Datenträger werden nicht angeboten).</translation>
    </message>
    <message>
        <source>--csv FILE is required (the chart goes next to it, with .svg).</source>
        <translation>--csv FILE ist erforderlich (das Diagramm wird daneben abgelegt, mit .svg).</translation>
    </message>
    <message numerus="yes">
        <source>Session %1 in %2: %n run(s)</source>
        <translation>
            <numerusform>Sitzung %1 in %2: %n Lauf</numerusform>
            <numerusform>Sitzung %1 in %2: %n Läufe</numerusform>
        </translation>
    </message>
    <message>
        <source>Interrupted: cancelling and tearing down</source>
        <translation>Unterbrochen: Abbruch und Abbau laufen</translation>
    </message>
    <message>
        <source>%1 at %2 %: %3</source>
        <translation>%1 bei %2 %: %3</translation>
    </message>
    <message>
        <source>  resilver %1 s, %2 MiB, %3 MiB/s, data %4</source>
        <translation>  Resilver %1 s, %2 MiB, %3 MiB/s, Daten %4</translation>
    </message>
    <message>
        <source>verified</source>
        <translation>verifiziert</translation>
    </message>
    <message>
        <source>NOT verified</source>
        <translation>NICHT geprüft</translation>
    </message>
    <message>
        <source>The CSV %1 could not be written: %2</source>
        <translation>Die CSV-Datei %1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>The chart %1 could not be written: %2</source>
        <translation>Das Diagramm %1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Results in %1, chart in %2</source>
        <translation>Ergebnisse in %1, Diagramm in %2</translation>
    </message>
    <message>
        <source>The resilver sweep, unattended: for each layout, fill level and round, builds the stack, fills it, pulls a disk, replaces it with the spare, times the rebuild or resilver, verifies the data and tears the stack down. Writes one CSV row per run, a chart (the CSV&apos;s name with .svg), the planner&apos;s forecast against each run&apos;s measurement (the CSV&apos;s name with -predictions.csv) and prints the median per layout and fill level.</source>
        <translation>Die Resilver-Reihe, unbeaufsichtigt: baut für jedes Layout, jeden Füllstand und jede Runde den Stack, füllt ihn, zieht eine Platte, ersetzt sie durch die Reserveplatte, misst die Dauer des Rebuilds oder Resilvers, prüft die Daten und baut den Stack wieder ab. Schreibt eine CSV-Zeile pro Lauf, ein Diagramm (der Name der CSV-Datei mit .svg), die Vorhersage des Planers gegen die Messung jedes Laufs (der Name der CSV-Datei mit -predictions.csv) und gibt den Median je Layout und Füllstand aus.</translation>
    </message>
    <message>
        <source>  --target KIND            vm (the virtual lab, default) or loop (loop disks on this kernel: btrfs here, ZFS only with ZFS on the host)</source>
        <translation>  --target ART             vm (das virtuelle Labor, Standard) oder loop (Loop-Platten auf diesem Kernel: hier btrfs, ZFS nur mit ZFS auf dem Host)</translation>
    </message>
    <message>
        <source>  --emit-jobs FILE         write one stacklab-cli lab run command line per cell (its seed included) and stop, unless --jobs or --hosts runs them too</source>
        <translation>  --emit-jobs DATEI        eine stacklab-cli-lab-run-Befehlszeile je Zelle (mit ihrem Startwert) schreiben und aufhören, außer --jobs oder --hosts führt sie auch aus</translation>
    </message>
    <message>
        <source>  --jobs N                 run the cells as jobs through GNU parallel, N labs at once (per host with --hosts); each cell its own lab and session</source>
        <translation>  --jobs N                 die Zellen als Aufträge über GNU parallel ausführen, N Labore gleichzeitig (je Host mit --hosts); jede Zelle mit eigenem Labor und eigener Sitzung</translation>
    </message>
    <message>
        <source>  --hosts FILE             GNU parallel&apos;s ssh login file: spread the cells over these hosts (each needs stacklab installed at the same path and its own lab)</source>
        <translation>  --hosts DATEI            die ssh-Login-Datei von GNU parallel: die Zellen auf diese Hosts verteilen (jeder braucht StackLab am selben Pfad und sein eigenes Labor)</translation>
    </message>
    <message>
        <source>  --retries N              tries per cell with --jobs/--hosts (default 1)</source>
        <translation>  --retries N              Versuche je Zelle mit --jobs/--hosts (Standard 1)</translation>
    </message>
    <message>
        <source>  --seed N                 the sweep&apos;s seed; each cell&apos;s dataset seed derives from it (default: from the clock)</source>
        <translation>  --seed N                 Startwert des Sweeps; der Datensatz-Startwert jeder Zelle leitet sich davon ab (Standard: aus der Uhr)</translation>
    </message>
    <message>
        <source>  --report FILE            with --jobs/--hosts: the merged report (.html, .md, .csv, .json; repeatable), as stacklab-cli report merge writes it</source>
        <translation>  --report DATEI           mit --jobs/--hosts: der zusammengeführte Bericht (.html, .md, .csv, .json; wiederholbar), wie ihn stacklab-cli report merge schreibt</translation>
    </message>
    <message>
        <source>  --pool-hosts             with --report: average cells from different hosts together</source>
        <translation>  --pool-hosts             mit --report: Zellen verschiedener Hosts zusammen mitteln</translation>
    </message>
    <message>
        <source>--report merges cell reports: it needs --jobs or --hosts (a serial sweep writes --csv).</source>
        <translation>--report führt Zellberichte zusammen: es braucht --jobs oder --hosts (ein serieller Sweep schreibt --csv).</translation>
    </message>
    <message>
        <source>--csv FILE is required (the chart goes next to it, with .svg; the cell reports into FILE-cells/).</source>
        <translation>--csv DATEI ist erforderlich (das Diagramm kommt daneben, mit .svg; die Zellberichte nach DATEI-cells/).</translation>
    </message>
    <message>
        <source>  --vm-cpus N              vm: each virtual lab&apos;s CPUs, 1 to 64 (default 2; --jobs checks that the labs at once fit this machine&apos;s cores)</source>
        <translation>  --vm-cpus N              vm: die CPUs jedes virtuellen Labors, 1 bis 64 (Standard 2; --jobs prüft, ob die gleichzeitigen Labore in die Kerne dieses Rechners passen)</translation>
    </message>
    <message>
        <source>--vm-cpus needs a whole number from 1 to 64, got &apos;%1&apos;.</source>
        <translation>--vm-cpus braucht eine ganze Zahl von 1 bis 64, nicht &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--vm-cpus sets the virtual lab&apos;s CPUs: it goes with --target vm only.</source>
        <translation>--vm-cpus legt die CPUs des virtuellen Labors fest: nur zusammen mit --target vm.</translation>
    </message>
    <message>
        <source>--disk-profile, --disk-speed and --disk-iops set the virtual lab&apos;s disks: they go with --target vm only.</source>
        <translation>--disk-profile, --disk-speed und --disk-iops stellen die Datenträger des virtuellen Labs ein: Sie gehören nur zu --target vm.</translation>
    </message>
    <message>
        <source>  --disk-size SIZE         size of each lab disk (default: the smallest of 256M, 512M, 1G, 2G, 4G and 8G on which every cell has the space it writes and its rebuild needs; btrfs replace needs free chunks: docs/sweeps.md)</source>
        <translation>  --disk-size GRÖSSE       Größe jeder Laborplatte (Vorgabe: die kleinste aus 256M, 512M, 1G, 2G, 4G und 8G, auf der jede Zelle den Platz hat, den sie schreibt und ihr Neuaufbau braucht; btrfs replace braucht freie Chunks: docs/sweeps.md)</translation>
    </message>
</context>
<context>
    <name>SweepDispatch</name>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>GNU parallel could not start: %1</source>
        <translation>GNU parallel konnte nicht starten: %1</translation>
    </message>
    <message>
        <source>no report (the job log says why)</source>
        <translation>kein Bericht (das Auftragsprotokoll sagt warum)</translation>
    </message>
    <message numerus="yes">
        <source>%n cell job(s) written to %1</source>
        <translation>
            <numerusform>%n Zellauftrag in %1 geschrieben</numerusform>
            <numerusform>%n Zellaufträge in %1 geschrieben</numerusform>
        </translation>
    </message>
    <message>
        <source>Run them with: %1 &lt; %2</source>
        <translation>Ausführen mit: %1 &lt; %2</translation>
    </message>
    <message>
        <source>GNU parallel not found: install the parallel package (--jobs and --hosts run the cells through it).</source>
        <translation>GNU parallel nicht gefunden: installieren Sie das Paket parallel (--jobs und --hosts führen die Zellen darüber aus).</translation>
    </message>
    <message>
        <source>The folder %1 for the cell reports could not be made.</source>
        <translation>Der Ordner %1 für die Zellberichte konnte nicht angelegt werden.</translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) through GNU parallel, %1 lab(s) at once per host; jobs, job log and cell reports in %2</source>
        <translation>
            <numerusform>%n Zelle über GNU parallel, %1 Labor(e) gleichzeitig je Host; Aufträge, Auftragsprotokoll und Zellberichte in %2</numerusform>
            <numerusform>%n Zellen über GNU parallel, %1 Labor(e) gleichzeitig je Host; Aufträge, Auftragsprotokoll und Zellberichte in %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Results in %1, chart in %2</source>
        <translation>Ergebnisse in %1, Diagramm in %2</translation>
    </message>
</context>
<context>
    <name>SweepFolder</name>
    <message>
        <source>The cell report %1 could not be read: %2</source>
        <translation>Der Zellenbericht %1 konnte nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>The jobs file %1 could not be read: %2</source>
        <translation>Die Jobdatei %1 konnte nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>The jobs file %1 lists no cell.</source>
        <translation>Die Jobdatei %1 nennt keine Zelle.</translation>
    </message>
    <message>
        <source>No cell report (cell-*.json) and no jobs file to say which cells to expect.</source>
        <translation>Kein Zellenbericht (cell-*.json) und keine Jobdatei, die sagt, welche Zellen zu erwarten sind.</translation>
    </message>
    <message>
        <source>%1 is not a folder.</source>
        <translation>%1 ist kein Ordner.</translation>
    </message>
</context>
<context>
    <name>SweepJobs</name>
    <message>
        <source>--dataset-percent needs a percentage from 1 to 90, got &apos;%1&apos;.</source>
        <translation>--dataset-percent braucht einen Prozentwert von 1 bis 90, angegeben &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--dataset-seed needs a whole number from 1 to 2147483647, got &apos;%1&apos;.</source>
        <translation>--dataset-seed braucht eine ganze Zahl von 1 bis 2147483647, angegeben &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--stages needs at least one stage name.</source>
        <translation>--stages braucht mindestens einen Stufennamen.</translation>
    </message>
    <message>
        <source>--tag needs KEY=VALUE with a lower-case key such as layout=raidz1-4, got &apos;%1&apos;.</source>
        <translation>--tag braucht SCHLÜSSEL=WERT mit kleingeschriebenem Schlüssel wie layout=raidz1-4, angegeben &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--tag %1: the lab records %2 itself.</source>
        <translation>--tag %1: das Labor hält %2 selbst fest.</translation>
    </message>
    <message>
        <source>interrupted</source>
        <translation>unterbrochen</translation>
    </message>
    <message>
        <source>%1 cores (this machine has %2)</source>
        <translation>%1 Kerne (dieser Rechner hat %2)</translation>
    </message>
    <message>
        <source>%1 MiB of memory (%2 MiB available)</source>
        <translation>%1 MiB Arbeitsspeicher (%2 MiB verfügbar)</translation>
    </message>
    <message>
        <source>%1 MiB of disk space for the lab disks (%2 MiB free)</source>
        <translation>%1 MiB Plattenplatz für die Laborplatten (%2 MiB frei)</translation>
    </message>
    <message>
        <source>each lab needs %1 core(s), %2 MiB of memory and %3 MiB for its disks</source>
        <translation>jedes Labor braucht %1 Kern(e), %2 MiB Arbeitsspeicher und %3 MiB für seine Platten</translation>
    </message>
    <message numerus="yes">
        <source>%n lab(s) at once need %1; %2. --jobs %3 fits.</source>
        <translation>
            <numerusform>%n Labor braucht %1; %2. --jobs %3 passt.</numerusform>
            <numerusform>%n Labore gleichzeitig brauchen %1; %2. --jobs %3 passt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n lab(s) at once need %1; %2. Not even one fits.</source>
        <translation>
            <numerusform>%n Labor braucht %1; %2. Nicht einmal eines passt.</numerusform>
            <numerusform>%n Labore gleichzeitig brauchen %1; %2. Nicht einmal eines passt.</numerusform>
        </translation>
    </message>
    <message>
        <source>--stages: unknown stage &apos;%1&apos; (%2).</source>
        <translation>--stages: unbekannte Stufe &apos;%1&apos; (%2).</translation>
    </message>
</context>
<context>
    <name>SweepMerge</name>
    <message>
        <source>no rebuild was measured</source>
        <translation>kein Rebuild gemessen</translation>
    </message>
    <message>
        <source>unknown host</source>
        <translation>unbekannter Host</translation>
    </message>
    <message>
        <source>%1 is not JSON: %2 at byte %3</source>
        <translation>%1 ist kein JSON: %2 bei Byte %3</translation>
    </message>
    <message>
        <source>%1 is not a lab run report: it has no &quot;stacks&quot; list (write it with stacklab-cli lab run --report FILE.json).</source>
        <translation>%1 ist kein Bericht von lab run: ihm fehlt die Liste &quot;stacks&quot; (schreiben Sie ihn mit stacklab-cli lab run --report DATEI.json).</translation>
    </message>
    <message>
        <source>the report holds no stack</source>
        <translation>der Bericht enthält keinen Stack</translation>
    </message>
    <message>
        <source>Line %1 of the jobs file is not a sweep cell: it has no --tag cell=… and --tag layout=… (write the file with stacklab-cli lab sweep --emit-jobs).</source>
        <translation>Zeile %1 der Auftragsdatei ist keine Sweep-Zelle: ihr fehlen --tag cell=… und --tag layout=… (schreiben Sie die Datei mit stacklab-cli lab sweep --emit-jobs).</translation>
    </message>
    <message>
        <source>%1 and %2 both hold cell %3 from %4: remove the stale one (a rerun overwrites its report; a copy does not).</source>
        <translation>%1 und %2 enthalten beide Zelle %3 von %4: entfernen Sie die veraltete (ein erneuter Lauf überschreibt seinen Bericht, eine Kopie nicht).</translation>
    </message>
    <message numerus="yes">
        <source>Sweep of %n cell(s) on %1</source>
        <translation>
            <numerusform>Sweep mit %n Zelle auf %1</numerusform>
            <numerusform>Sweep mit %n Zellen auf %1</numerusform>
        </translation>
    </message>
    <message>
        <source>no host</source>
        <translation>kein Host</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>host</source>
        <translation>Host</translation>
    </message>
    <message>
        <source>layout</source>
        <translation>Layout</translation>
    </message>
    <message>
        <source>fill</source>
        <translation>Füllstand</translation>
    </message>
    <message>
        <source>rounds measured</source>
        <translation>gemessene Runden</translation>
    </message>
    <message>
        <source>rebuild s</source>
        <translation>Rebuild s</translation>
    </message>
    <message>
        <source>rebuilt MiB</source>
        <translation>neu aufgebaut MiB</translation>
    </message>
    <message>
        <source>MiB/s</source>
        <translation>MiB/s</translation>
    </message>
    <message>
        <source>data verified</source>
        <translation>Daten geprüft</translation>
    </message>
    <message>
        <source>cell</source>
        <translation>Zelle</translation>
    </message>
    <message>
        <source>kernel</source>
        <translation>Kernel</translation>
    </message>
    <message>
        <source>dataset seed</source>
        <translation>Datensatz-Startwert</translation>
    </message>
    <message>
        <source>result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>measured</source>
        <translation>gemessen</translation>
    </message>
    <message>
        <source>missing: no report</source>
        <translation>fehlt: kein Bericht</translation>
    </message>
    <message>
        <source>tool</source>
        <translation>Werkzeug</translation>
    </message>
    <message>
        <source>version</source>
        <translation>Version</translation>
    </message>
    <message>
        <source>Pooled on request (--pool-hosts): the medians mix cells from %1 hosts.</source>
        <translation>Auf Wunsch zusammengefasst (--pool-hosts): die Mediane mischen Zellen von %1 Hosts.</translation>
    </message>
    <message>
        <source>One row per host: cells from different hosts are not averaged together (--pool-hosts pools them).</source>
        <translation>Eine Zeile je Host: Zellen verschiedener Hosts werden nicht zusammen gemittelt (--pool-hosts fasst sie zusammen).</translation>
    </message>
    <message>
        <source>Rebuild time per layout (median of the rounds)</source>
        <translation>Rebuild-Dauer je Layout (Median der Runden)</translation>
    </message>
    <message>
        <source>rebuild time (s)</source>
        <translation>Rebuild-Dauer (s)</translation>
    </message>
    <message>
        <source>%1 % full</source>
        <translation>%1 % voll</translation>
    </message>
    <message>
        <source>Failed and missing cells</source>
        <translation>Fehlgeschlagene und fehlende Zellen</translation>
    </message>
    <message>
        <source>Cells</source>
        <translation>Zellen</translation>
    </message>
    <message>
        <source>Hosts and versions</source>
        <translation>Hosts und Versionen</translation>
    </message>
</context>
<context>
    <name>SweepTreeModel</name>
    <message numerus="yes">
        <source>Failed cells: %n</source>
        <translation>
            <numerusform>Fehlgeschlagene Zellen: %n</numerusform>
            <numerusform>Fehlgeschlagene Zellen: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cells without a report yet: %n</source>
        <translation>
            <numerusform>Zellen noch ohne Bericht: %n</numerusform>
            <numerusform>Zellen noch ohne Bericht: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Host · layout</source>
        <translation>Host · Layout</translation>
    </message>
    <message>
        <source>Fill</source>
        <translation>Füllstand</translation>
    </message>
    <message>
        <source>Measured / runs</source>
        <translation>Gemessen / Läufe</translation>
    </message>
    <message>
        <source>Rebuild (median)</source>
        <translation>Rebuild (Median)</translation>
    </message>
    <message>
        <source>Rebuilt</source>
        <translation>Neu aufgebaut</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Geschwindigkeit</translation>
    </message>
    <message>
        <source>Data</source>
        <translation>Daten</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 auf %2</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 MiB</source>
        <translation>%1 MiB</translation>
    </message>
    <message>
        <source>%1 MiB/s</source>
        <translation>%1 MiB/s</translation>
    </message>
    <message>
        <source>verified</source>
        <translation>geprüft</translation>
    </message>
    <message>
        <source>NOT verified</source>
        <translation>NICHT geprüft</translation>
    </message>
</context>
<context>
    <name>SweepView</name>
    <message>
        <source>%v of %m cells</source>
        <translation>%v von %m Zellen</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 of %n cell(s) in, %3 failed, %4 still to come; %5</source>
        <translation>
            <numerusform>%1: %2 von %n Zelle(n) eingetroffen, %3 fehlgeschlagen, %4 ausstehend; %5</numerusform>
            <numerusform>%1: %2 von %n Zelle(n) eingetroffen, %3 fehlgeschlagen, %4 ausstehend; %5</numerusform>
        </translation>
    </message>
    <message>
        <source>hosts pooled</source>
        <translation>Hosts zusammengefasst</translation>
    </message>
    <message>
        <source>one branch per host, never averaged together</source>
        <translation>ein Zweig je Host, nie zusammen gemittelt</translation>
    </message>
</context>
<context>
    <name>SyncStage</name>
    <message>
        <source>the recipe has no initial sync: %1</source>
        <translation>das Rezept hat keine Erstsynchronisation: %1</translation>
    </message>
    <message>
        <source>%1 progress samples</source>
        <translation>%1 Fortschrittsmesswerte</translation>
    </message>
    <message>
        <source>already done</source>
        <translation>schon fertig</translation>
    </message>
    <message>
        <source>%1 % done</source>
        <translation>%1 % fertig</translation>
    </message>
    <message>
        <source>the end of the sync phase&apos;s wait step</source>
        <translation>dem Ende des Warteschritts der Sync-Phase</translation>
    </message>
    <message>
        <source>wall clock from the start of &quot;%1&quot; (the sync begins with it, while the build&apos;s later commands run) to %2</source>
        <translation>Uhrzeit vom Start von „%1“ (der Sync beginnt damit, während die späteren Befehle des Aufbaus laufen) bis zu %2</translation>
    </message>
    <message>
        <source>wall clock from the start of the sync phase to %1</source>
        <translation>Uhrzeit vom Start der Sync-Phase bis zu %1</translation>
    </message>
    <message>
        <source>the first progress sample that showed it done (the wait step returned %1 s later)</source>
        <translation>der ersten Fortschrittsprobe, die sie fertig zeigte (der Warteschritt kehrte %1 s später zurück)</translation>
    </message>
    <message>
        <source>%1: the initial sync ran mostly during the build&apos;s later commands (%2 when its phase began): neither the disks&apos; load nor a rebuild forecast at its rate is read from it</source>
        <translation>%1: die erste Synchronisierung lief größtenteils während der späteren Befehle des Aufbaus (%2, als ihre Phase begann): weder die Last der Platten noch eine Rebuild-Prognose zu ihrer Rate wird daraus gelesen</translation>
    </message>
</context>
<context>
    <name>TargetCapabilities</name>
    <message>
        <source>md (software RAID)</source>
        <translation>md (Software-RAID)</translation>
    </message>
    <message>
        <source>device-mapper</source>
        <translation>device-mapper</translation>
    </message>
    <message>
        <source>ZFS</source>
        <translation>ZFS</translation>
    </message>
    <message>
        <source>btrfs</source>
        <translation>btrfs</translation>
    </message>
    <message>
        <source>XFS</source>
        <translation>XFS</translation>
    </message>
    <message>
        <source>ext4</source>
        <translation>ext4</translation>
    </message>
    <message>
        <source>This kernel has no %1 driver (neither running nor loadable as a module), so installing packages will not help: run %2 in the virtual lab, or boot a kernel that has it.</source>
        <translation>Dieser Kernel hat keinen %1-Treiber (weder geladen noch als Modul ladbar), Pakete zu installieren hilft also nicht: Führen Sie %2 im virtuellen Lab aus oder starten Sie einen Kernel, der ihn hat.</translation>
    </message>
    <message>
        <source>The kernel can run %1, but %2 is not installed: install the %3 package.</source>
        <translation>Der Kernel kann %1 ausführen, aber %2 ist nicht installiert: Installieren Sie das Paket %3.</translation>
    </message>
    <message>
        <source>The kernel has device-mapper but not the target this volume needs (dm-raid, dm-thin-pool or dm-integrity are modules of their own): load it, or run the stack in the virtual lab.</source>
        <translation>Der Kernel hat device-mapper, aber nicht das Ziel, das dieses Volume braucht (dm-raid, dm-thin-pool und dm-integrity sind eigene Module): Laden Sie es, oder führen Sie den Stack im virtuellen Labor aus.</translation>
    </message>
    <message>
        <source>This kernel has no device-mapper driver, which every LVM volume needs: run the stack in the virtual lab, or boot a kernel that has it.</source>
        <translation>Dieser Kernel hat keinen device-mapper-Treiber, den jedes LVM-Volume braucht: Führen Sie den Stack im virtuellen Labor aus, oder starten Sie einen Kernel, der ihn hat.</translation>
    </message>
</context>
<context>
    <name>TargetInventory</name>
    <message>
        <source>%1 MiB</source>
        <translation>%1 MiB</translation>
    </message>
    <message>
        <source>holds / or lives on its disk (%1)</source>
        <translation>trägt / oder liegt auf dessen Platte (%1)</translation>
    </message>
    <message>
        <source>on a loop lab&apos;s disk (%1)</source>
        <translation>auf einer Platte eines Loop-Labs (%1)</translation>
    </message>
    <message>
        <source>on StackLab&apos;s %1</source>
        <translation>auf StackLabs %1</translation>
    </message>
    <message>
        <source>on a disk this session claimed (%1)</source>
        <translation>auf einer Platte, die diese Sitzung belegt hat (%1)</translation>
    </message>
    <message>
        <source>a name StackLab&apos;s recipes use</source>
        <translation>ein Name, den StackLabs Rezepte verwenden</translation>
    </message>
    <message>
        <source>md array</source>
        <translation>md-Array</translation>
    </message>
    <message>
        <source>volume group</source>
        <translation>Volume Group</translation>
    </message>
    <message>
        <source>logical volume</source>
        <translation>Logical Volume</translation>
    </message>
    <message>
        <source>ZFS pool</source>
        <translation>ZFS-Pool</translation>
    </message>
    <message>
        <source>btrfs filesystem</source>
        <translation>btrfs-Dateisystem</translation>
    </message>
    <message>
        <source>mount</source>
        <translation>Einhängepunkt</translation>
    </message>
    <message>
        <source>loop lab</source>
        <translation>Loop-Lab</translation>
    </message>
    <message>
        <source>loop device</source>
        <translation>Loop-Gerät</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>in use by process %1</source>
        <translation>in Gebrauch durch Prozess %1</translation>
    </message>
    <message>
        <source>left behind: the process that made it is gone</source>
        <translation>zurückgelassen: der Prozess, der es angelegt hat, läuft nicht mehr</translation>
    </message>
    <message>
        <source>StackLab&apos;s loop lab in %1</source>
        <translation>StackLabs Loop-Lab in %1</translation>
    </message>
    <message>
        <source>file %1</source>
        <translation>Datei %1</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n disk(s), %2</source>
        <translation>
            <numerusform>%1, %n Platte, %2</numerusform>
            <numerusform>%1, %n Platten, %2</numerusform>
        </translation>
    </message>
    <message>
        <source>no level</source>
        <translation>ohne Level</translation>
    </message>
    <message>
        <source>active</source>
        <translation>aktiv</translation>
    </message>
    <message>
        <source>inactive</source>
        <translation>inaktiv</translation>
    </message>
    <message>
        <source>, named %1</source>
        <translation>, Name %1</translation>
    </message>
    <message numerus="yes">
        <source>%n physical volume(s): %1</source>
        <translation>
            <numerusform>%n Physical Volume: %1</numerusform>
            <numerusform>%n Physical Volumes: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>on StackLab&apos;s array %1</source>
        <translation>auf StackLabs Array %1</translation>
    </message>
    <message>
        <source>%1, %2 of %3 used</source>
        <translation>%1, %2 von %3 belegt</translation>
    </message>
    <message>
        <source>btrfs on %1</source>
        <translation>btrfs auf %1</translation>
    </message>
    <message>
        <source>%1 from %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>the system&apos;s root filesystem</source>
        <translation>das Wurzeldateisystem des Systems</translation>
    </message>
    <message>
        <source>a dataset of StackLab&apos;s pool %1</source>
        <translation>ein Dataset von StackLabs Pool %1</translation>
    </message>
</context>
<context>
    <name>TargetInventoryView</name>
    <message>
        <source>&amp;Read again</source>
        <translation>&amp;Neu einlesen</translation>
    </message>
    <message>
        <source>&amp;Continue the walk</source>
        <translation>Durchgang &amp;fortsetzen</translation>
    </message>
    <message>
        <source>&amp;Tear down the stack…</source>
        <translation>Stack &amp;abbauen…</translation>
    </message>
    <message>
        <source>Clean &amp;up leftovers…</source>
        <translation>&amp;Reste aufräumen…</translation>
    </message>
    <message>
        <source>What exists on the target</source>
        <translation>Was es auf dem Ziel gibt</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Was</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Details</translation>
    </message>
    <message>
        <source>Whose</source>
        <translation>Wem es gehört</translation>
    </message>
    <message>
        <source>Go back to the Build page, where the walk goes on from the phase it reached.</source>
        <translation>Zurück zur Seite „Aufbauen“, wo der Durchgang in der erreichten Phase weitergeht.</translation>
    </message>
    <message>
        <source>Run the stack&apos;s teardown phase from wherever it is: each step that finds its work already done says so. Destructive steps are confirmed as on the Build page.</source>
        <translation>Die Abbau-Phase des Stacks von jedem Stand aus ausführen: jeder Schritt, dessen Arbeit schon getan ist, sagt das. Zerstörende Schritte werden wie auf der Seite „Aufbauen“ bestätigt.</translation>
    </message>
    <message>
        <source>Remove what an interrupted session left: a loop lab whose app is gone, a walk that was never torn down.</source>
        <translation>Entfernen, was eine unterbrochene Sitzung hinterlassen hat: ein Loop-Lab, dessen App nicht mehr läuft, ein Durchgang, der nie abgebaut wurde.</translation>
    </message>
    <message>
        <source>Reading what exists on the target…</source>
        <translation>Lese, was es auf dem Ziel gibt…</translation>
    </message>
    <message>
        <source>Could not start the helper: %1</source>
        <translation>Der Helfer konnte nicht gestartet werden: %1</translation>
    </message>
    <message>
        <source>The helper refused to list what exists: %1</source>
        <translation>Der Helfer hat das Auflisten verweigert: %1</translation>
    </message>
    <message>
        <source>not StackLab&apos;s</source>
        <translation>nicht von StackLab</translation>
    </message>
    <message>
        <source>the system&apos;s: %1 (never offered for teardown)</source>
        <translation>des Systems: %1 (wird nie zum Abbau angeboten)</translation>
    </message>
    <message>
        <source>StackLab&apos;s: %1</source>
        <translation>von StackLab: %1</translation>
    </message>
    <message>
        <source>Nothing of StackLab&apos;s exists on the target.</source>
        <translation>Auf dem Ziel gibt es nichts von StackLab.</translation>
    </message>
    <message numerus="yes">
        <source>%n thing(s) on the target are StackLab&apos;s.</source>
        <translation>
            <numerusform>%n Sache auf dem Ziel gehört StackLab.</numerusform>
            <numerusform>%n Sachen auf dem Ziel gehören StackLab.</numerusform>
        </translation>
    </message>
    <message>
        <source>/ lives on %1: it and everything on it are the system&apos;s.</source>
        <translation>/ liegt auf %1: diese Platte und alles darauf gehören dem System.</translation>
    </message>
    <message>
        <source>Not read: %1</source>
        <translation>Nicht gelesen: %1</translation>
    </message>
</context>
<context>
    <name>ThroughputChart</name>
    <message>
        <source>Throughput per stack (median, whiskers: min to max)</source>
        <translation>Durchsatz je Stack (Median, Whisker: Min. bis Max.)</translation>
    </message>
    <message>
        <source>MiB/s</source>
        <translation>MiB/s</translation>
    </message>
    <message>
        <source>Seq write 1M</source>
        <translation>Seq. Schreiben 1M</translation>
    </message>
    <message>
        <source>Seq read 1M</source>
        <translation>Seq. Lesen 1M</translation>
    </message>
</context>
<context>
    <name>ToolStatement</name>
    <message>
        <source>the 1-blocks column: the filesystem&apos;s size in bytes</source>
        <translation>die Spalte 1-blocks: die Größe des Dateisystems in Bytes</translation>
    </message>
    <message>
        <source>USED + AVAIL of the dataset (bytes): what it holds and can still take</source>
        <translation>USED + AVAIL des Datasets (Bytes): was es hält und noch aufnehmen kann</translation>
    </message>
    <message>
        <source>the error count of the finished scrub</source>
        <translation>die Fehlerzahl des abgeschlossenen Scrubs</translation>
    </message>
    <message>
        <source>the scrub&apos;s error summary</source>
        <translation>die Fehlerübersicht des Scrubs</translation>
    </message>
    <message>
        <source>the sum of the error summary&apos;s counts</source>
        <translation>die Summe der Zahlen der Fehlerübersicht</translation>
    </message>
    <message>
        <source>LSize × Data% of the snapshot&apos;s copy-on-write reserve</source>
        <translation>LSize × Data% der Copy-on-Write-Reserve des Snapshots</translation>
    </message>
    <message>
        <source>growth of the thin pool&apos;s LSize × Data% from the first line (snapshot taken) to the second (after the overwrite)</source>
        <translation>Zuwachs von LSize × Data% des Thin-Pools von der ersten Zeile (Snapshot angelegt) zur zweiten (nach dem Überschreiben)</translation>
    </message>
    <message>
        <source>growth of the data used from the first line (snapshot taken) to the second (after the overwrite): the old blocks the snapshot keeps</source>
        <translation>Zuwachs der belegten Daten von der ersten Zeile (Snapshot angelegt) zur zweiten (nach dem Überschreiben): die alten Blöcke, die der Snapshot behält</translation>
    </message>
    <message>
        <source>USEDSNAP of the dataset: the space its snapshots hold</source>
        <translation>USEDSNAP des Datasets: der Platz, den seine Snapshots belegen</translation>
    </message>
    <message>
        <source>bytes copied ÷ seconds: the replacement&apos;s sequential write speed</source>
        <translation>kopierte Bytes ÷ Sekunden: die sequentielle Schreibgeschwindigkeit der Ersatzplatte</translation>
    </message>
    <message>
        <source>md&apos;s mismatch_cnt after the check</source>
        <translation>mismatch_cnt von md nach der Prüfung</translation>
    </message>
    <message>
        <source>raid_mismatch_count of the LV after the check</source>
        <translation>raid_mismatch_count des LV nach der Prüfung</translation>
    </message>
    <message>
        <source>LSize of the thick snapshot: the copy-on-write reserve it took when created</source>
        <translation>LSize des dicken Snapshots: die Copy-on-Write-Reserve, die er beim Anlegen nahm</translation>
    </message>
    <message>
        <source>the replacement disk&apos;s size in bytes</source>
        <translation>die Größe der Ersatzplatte in Bytes</translation>
    </message>
    <message>
        <source>the sum of %1 over the filesystem&apos;s devices</source>
        <translation>die Summe von %1 über die Geräte des Dateisystems</translation>
    </message>
    <message>
        <source>the scrub&apos;s error summary: no errors found</source>
        <translation>die Fehlerübersicht des Scrubs: keine Fehler gefunden</translation>
    </message>
    <message>
        <source>the sum of the scrub&apos;s error summary</source>
        <translation>die Summe der Fehlerübersicht des Scrubs</translation>
    </message>
    <message>
        <source>the sum of the scrub&apos;s read, super, verify and csum errors</source>
        <translation>die Summe der read-, super-, verify- und csum-Fehler des Scrubs</translation>
    </message>
    <message>
        <source>the errors the scrub corrected</source>
        <translation>die Fehler, die der Scrub korrigierte</translation>
    </message>
    <message>
        <source>the CKSUM column summed over the pool&apos;s disks</source>
        <translation>die Spalte CKSUM, summiert über die Platten des Pools</translation>
    </message>
    <message>
        <source>growth of the disks&apos; CKSUM sum from the first table (after the read) to the second (after the scrub): the counters add up from the import</source>
        <translation>Zuwachs der CKSUM-Summe der Platten von der ersten Tabelle (nach dem Lesen) zur zweiten (nach dem Scrub): die Zähler laufen seit dem Import auf</translation>
    </message>
    <message>
        <source>the bytes the finished scrub repaired</source>
        <translation>die Bytes, die der abgeschlossene Scrub reparierte</translation>
    </message>
    <message>
        <source>growth of %1 from the first reading (after the read) to the second (after the check)</source>
        <translation>Zuwachs von %1 von der ersten Ablesung (nach dem Lesen) zur zweiten (nach dem Check)</translation>
    </message>
    <message>
        <source>dm-integrity&apos;s mismatches of the RAID LV, counted on read</source>
        <translation>die Abweichungen von dm-integrity des RAID-LV, beim Lesen gezählt</translation>
    </message>
    <message>
        <source>md&apos;s mismatch_cnt after the check (512-byte sectors)</source>
        <translation>mismatch_cnt von md nach dem Check (Sektoren zu 512 Byte)</translation>
    </message>
    <message>
        <source>dm-integrity&apos;s mismatches of the RAID LV after the check</source>
        <translation>die Abweichungen von dm-integrity des RAID-LV nach dem Check</translation>
    </message>
    <message>
        <source>raid_mismatch_count of the RAID LV after the check (sectors)</source>
        <translation>raid_mismatch_count des RAID-LV nach dem Check (Sektoren)</translation>
    </message>
    <message>
        <source>md&apos;s mismatch_cnt after the repair: the sectors it rewrote</source>
        <translation>mismatch_cnt von md nach der Reparatur: die Sektoren, die sie neu schrieb</translation>
    </message>
    <message>
        <source>ALLOC of the pool (bytes, parity included): the blocks a resilver copies</source>
        <translation>ALLOC des Pools (Bytes, Parität eingeschlossen): die Blöcke, die ein Resilver kopiert</translation>
    </message>
</context>
<context>
    <name>ToolVersions</name>
    <message>
        <source>not installed (package %1)</source>
        <translation>nicht installiert (Paket %1)</translation>
    </message>
    <message>
        <source>%1 exited with %2: %3</source>
        <translation>%1 endete mit %2: %3</translation>
    </message>
</context>
<context>
    <name>UnixSocketDevice</name>
    <message>
        <source>The socket path %1 is longer than the %2 bytes a unix socket allows: use a shorter temporary directory (TMPDIR).</source>
        <translation>Der Socket-Pfad %1 ist länger als die %2 Byte, die ein Unix-Socket erlaubt: Verwenden Sie ein kürzeres temporäres Verzeichnis (TMPDIR).</translation>
    </message>
    <message>
        <source>Cannot connect to %1: %2</source>
        <translation>Keine Verbindung zu %1 möglich: %2</translation>
    </message>
</context>
<context>
    <name>VerifyStage</name>
    <message>
        <source>Verify the dataset</source>
        <translation>Testdaten prüfen</translation>
    </message>
</context>
<context>
    <name>VirtualLab</name>
    <message>
        <source>Not enough free memory for a %1 MiB virtual lab: %2 MiB available, about %3 MiB needed. Close other programs or choose less memory for the lab.</source>
        <translation>Nicht genug freier Arbeitsspeicher für ein virtuelles Lab mit %1 MiB: %2 MiB verfügbar, etwa %3 MiB benötigt. Schließen Sie andere Programme oder wählen Sie weniger Speicher für das Lab.</translation>
    </message>
    <message>
        <source>The virtual lab is already running: stop it first.</source>
        <translation>Das virtuelle Lab läuft bereits: Beenden Sie es zuerst.</translation>
    </message>
    <message>
        <source>KVM did not boot the guest earlier on this host: using TCG (slower).</source>
        <translation>KVM hat den Gast auf diesem Host zuvor nicht gestartet: TCG wird verwendet (langsamer).</translation>
    </message>
    <message>
        <source>KVM did not boot the guest within %1 s: falling back to TCG (slower).</source>
        <translation>KVM hat den Gast nicht innerhalb von %1 s gestartet: Rückfall auf TCG (langsamer).</translation>
    </message>
    <message>
        <source>Cannot create the virtual disk %1: %2. Free some space or choose another directory.</source>
        <translation>Virtueller Datenträger %1 kann nicht angelegt werden: %2. Geben Sie Speicherplatz frei oder wählen Sie ein anderes Verzeichnis.</translation>
    </message>
    <message>
        <source>QEMU failed with KVM (exit code %1): falling back to TCG (slower).</source>
        <translation>QEMU ist mit KVM fehlgeschlagen (Exit-Code %1): Rückfall auf TCG (langsamer).</translation>
    </message>
    <message>
        <source>QEMU stopped with exit code %1: see the console output for its message.</source>
        <translation>QEMU wurde mit Exit-Code %1 beendet: Die Meldung steht in der Konsolenausgabe.</translation>
    </message>
    <message>
        <source>The guest stopped without reporting an exit code: its kernel probably crashed (see the console). Run it again; if it repeats, report the console output.</source>
        <translation>Der Gast wurde ohne Exit-Code beendet: Sein Kernel ist vermutlich abgestürzt (siehe Konsole). Starten Sie ihn erneut; tritt das wieder auf, melden Sie die Konsolenausgabe.</translation>
    </message>
    <message>
        <source>Packed the helper %1 and %2 libraries (%3 MiB) into the guest&apos;s initrd</source>
        <translation>Helfer %1 und %2 Bibliotheken (%3 MiB) in die initrd des Gasts gepackt</translation>
    </message>
    <message>
        <source>Waiting for the helper in the guest</source>
        <translation>Warten auf den Helper im Gast</translation>
    </message>
    <message>
        <source>The helper in the guest refused the connection: %1</source>
        <translation>Der Helfer im Gast hat die Verbindung abgelehnt: %1</translation>
    </message>
    <message>
        <source>uid %1, pid %2, helper %3 after %4 s</source>
        <translation>uid %1, pid %2, Helper %3 nach %4 s</translation>
    </message>
    <message>
        <source>The helper in the guest runs as uid %1, not root: the guest&apos;s /init must start it.</source>
        <translation>Der Helper im Gast läuft als uid %1, nicht als root: Das /init des Gasts muss ihn starten.</translation>
    </message>
    <message>
        <source>The helper in the guest answered (%1)</source>
        <translation>Der Helfer im Gast hat geantwortet (%1)</translation>
    </message>
    <message>
        <source>QEMU could not be started (%1): install the qemu-system-x86 package (%2).</source>
        <translation>QEMU konnte nicht gestartet werden (%1): Installieren Sie das Paket qemu-system-x86 (%2).</translation>
    </message>
    <message>
        <source>%1 not found: install the qemu-system-x86 package (%2).</source>
        <translation>%1 nicht gefunden: Installieren Sie das Paket qemu-system-x86 (%2).</translation>
    </message>
    <message>
        <source>The helper in the guest did not answer within %1 s. The console shows why (look for &apos;stacklab-vm: helper&apos;); if the guest booted, rebuild the image with %2 (as root) so that its /init serves the helper.</source>
        <translation>Der Helfer im Gast hat nicht innerhalb von %1 s geantwortet. Die Konsole zeigt warum (suchen Sie nach &apos;stacklab-vm: helper&apos;); wenn der Gast gebootet hat, bauen Sie das Abbild mit %2 (als root) neu, damit sein /init den Helfer bereitstellt.</translation>
    </message>
    <message>
        <source>The guest died while booting (%1): booting it again on blank disks, attempt %2 of %3.</source>
        <translation>Der Gast ist beim Booten abgestürzt (%1): er wird auf leeren Platten neu gebootet, Versuch %2 von %3.</translation>
    </message>
    <message>
        <source> in %1</source>
        <translation> in %1</translation>
    </message>
    <message>
        <source>no console output</source>
        <translation>keine Konsolenausgabe</translation>
    </message>
    <message>
        <source>its last words: %1</source>
        <translation>seine letzten Worte: %1</translation>
    </message>
    <message numerus="yes">
        <source>The guest died while booting, %n time(s) in a row (the last time: %1). The console shows the whole boot; if it repeats, report it with the console output.</source>
        <translation>
            <numerusform>Der Gast ist beim Booten abgestürzt, %n Mal (zuletzt: %1). Die Konsole zeigt den ganzen Bootvorgang; wenn es sich wiederholt, melden Sie es mit der Konsolenausgabe.</numerusform>
            <numerusform>Der Gast ist beim Booten abgestürzt, %n Mal hintereinander (zuletzt: %1). Die Konsole zeigt den ganzen Bootvorgang; wenn es sich wiederholt, melden Sie es mit der Konsolenausgabe.</numerusform>
        </translation>
    </message>
    <message>
        <source>The virtual lab is not running: there is no power to cut.</source>
        <translation>Das virtuelle Labor läuft nicht: es gibt keinen Strom zu trennen.</translation>
    </message>
    <message>
        <source>Power cut: the guest stopped without a shutdown; its disks are kept.</source>
        <translation>Stromausfall: der Gast hielt ohne Herunterfahren an; seine Platten bleiben erhalten.</translation>
    </message>
    <message>
        <source>The virtual lab did not lose power: only a lab after a power cut is switched on again.</source>
        <translation>Das virtuelle Labor hat keinen Strom verloren: nur ein Labor nach einem Stromausfall wird wieder eingeschaltet.</translation>
    </message>
    <message>
        <source>QEMU %1 predates 8.1&apos;s fix for TCG with a thread per vCPU: both vCPUs run in one host thread (slower). scripts/vm/install-host-deps.sh installs QEMU 10 from bookworm-backports.</source>
        <translation>QEMU %1 ist älter als die Korrektur in 8.1 für TCG mit einem Thread je vCPU: Beide vCPUs laufen in einem Host-Thread (langsamer). scripts/vm/install-host-deps.sh installiert QEMU 10 aus bookworm-backports.</translation>
    </message>
    <message>
        <source>%1, KVM</source>
        <translation>%1, KVM</translation>
    </message>
    <message>
        <source>%1, TCG with a thread per vCPU</source>
        <translation>%1, TCG mit einem Thread je vCPU</translation>
    </message>
    <message>
        <source>%1, TCG with one thread for all vCPUs</source>
        <translation>%1, TCG mit einem Thread für alle vCPUs</translation>
    </message>
    <message>
        <source>Booting the virtual lab (%1, %2 disks of %3 MiB; disk profile %4)</source>
        <translation>Das virtuelle Lab startet (%1, %2 Datenträger mit %3 MiB; Datenträgerprofil %4)</translation>
    </message>
    <message>
        <source>QEMU itself stopped while booting (%1): from now on one thread runs every vCPU</source>
        <translation>QEMU selbst hielt beim Booten an (%1): ab jetzt läuft jede vCPU in einem einzigen Thread</translation>
    </message>
    <message>
        <source>The virtual lab is not running: there is no slot to put a fresh disk in.</source>
        <translation>Das virtuelle Labor läuft nicht: es gibt keinen Schacht für eine neue Platte.</translation>
    </message>
    <message>
        <source>The virtual lab has no disk %1 (it has %2).</source>
        <translation>Das virtuelle Labor hat keine Platte %1 (es hat %2).</translation>
    </message>
    <message>
        <source>A fresh blank disk of %1 MiB is in slot %2 (%3)</source>
        <translation>Eine neue leere Platte mit %1 MiB steckt in Schacht %2 (%3)</translation>
    </message>
</context>
<context>
    <name>VmConfig</name>
    <message>
        <source>The virtual lab takes %1 to %2 disks, not %3: choose a disk count in that range.</source>
        <translation>Das virtuelle Lab unterstützt %1 bis %2 Datenträger, nicht %3: Wählen Sie eine Anzahl in diesem Bereich.</translation>
    </message>
    <message>
        <source>Virtual disks must be at least 64 MiB: choose a larger disk size (XFS needs about 300 MB).</source>
        <translation>Virtuelle Datenträger müssen mindestens 64 MiB groß sein: Wählen Sie eine größere Datenträgergröße (XFS benötigt etwa 300 MB).</translation>
    </message>
    <message>
        <source>The virtual lab needs at least %1 MiB of memory, not %2: raise the memory setting.</source>
        <translation>Das virtuelle Lab benötigt mindestens %1 MiB Arbeitsspeicher, nicht %2: Erhöhen Sie die Speichereinstellung.</translation>
    </message>
    <message>
        <source>The virtual lab needs at least one CPU.</source>
        <translation>Das virtuelle Lab benötigt mindestens eine CPU.</translation>
    </message>
    <message>
        <source>No directory for the virtual disks chosen.</source>
        <translation>Kein Verzeichnis für die virtuellen Datenträger gewählt.</translation>
    </message>
    <message>
        <source>No virtual lab image chosen: build one with %1 (as root).</source>
        <translation>Kein Abbild für das virtuelle Lab gewählt: Bauen Sie eines mit %1 (als root).</translation>
    </message>
</context>
<context>
    <name>VmImage</name>
    <message>
        <source>No virtual lab image in %1 yet: start the virtual lab from StackLab&apos;s window, which builds it, or run %2 as root (about 10 minutes the first time, then cached).</source>
        <translation>Noch kein Abbild des virtuellen Labs in %1: Starten Sie das virtuelle Lab im Fenster von StackLab, das es baut, oder führen Sie %2 als root aus (beim ersten Mal etwa 10 Minuten, danach zwischengespeichert).</translation>
    </message>
    <message>
        <source>The virtual lab image in %1 has no %2: rebuild it with %3 (as root).</source>
        <translation>Dem Abbild des virtuellen Labs in %1 fehlt %2: Bauen Sie es mit %3 (als root) neu.</translation>
    </message>
    <message>
        <source>The virtual lab image in %1 has no manifest.txt: rebuild it with %2 (as root).</source>
        <translation>Dem Abbild des virtuellen Labs in %1 fehlt manifest.txt: Bauen Sie es mit %2 (als root) neu.</translation>
    </message>
    <message>
        <source>The virtual lab image in %1 does not match its manifest: rebuild it with %2 (as root).</source>
        <translation>Das Abbild des virtuellen Labs in %1 passt nicht zu seinem Manifest: Bauen Sie es mit %2 (als root) neu.</translation>
    </message>
</context>
<context>
    <name>VmImageBuild</name>
    <message>
        <source>%1 could not be started: %2</source>
        <translation>%1 konnte nicht gestartet werden: %2</translation>
    </message>
    <message>
        <source>%1 is missing or not executable: reinstall StackLab (the package installs it with the virtual lab&apos;s scripts).</source>
        <translation>%1 fehlt oder ist nicht ausführbar: Installieren Sie StackLab neu (das Paket installiert es mit den Skripten des virtuellen Labs).</translation>
    </message>
    <message>
        <source>Building the virtual lab image needs root once, and pkexec is not installed: install the pkexec package, or run %1 as root.</source>
        <translation>Das Bauen des Abbilds des virtuellen Labs braucht einmal root, und pkexec ist nicht installiert: Installieren Sie das Paket pkexec oder führen Sie %1 als root aus.</translation>
    </message>
    <message>
        <source>The virtual lab image build was cancelled.</source>
        <translation>Das Bauen des Abbilds des virtuellen Labs wurde abgebrochen.</translation>
    </message>
    <message>
        <source>The virtual lab image build stopped unexpectedly: its output is above.</source>
        <translation>Das Bauen des Abbilds des virtuellen Labs endete unerwartet: Seine Ausgabe steht oben.</translation>
    </message>
    <message>
        <source>Building the virtual lab image was not authorized: it needs an administrator&apos;s password once (it installs QEMU and writes the image cache in /var/cache/stacklab).</source>
        <translation>Das Bauen des Abbilds des virtuellen Labs wurde nicht autorisiert: Es braucht einmal das Passwort eines Administrators (es installiert QEMU und schreibt den Abbild-Zwischenspeicher in /var/cache/stacklab).</translation>
    </message>
    <message>
        <source>pkexec could not ask for authorization (no polkit agent or no system bus): run %1 as root instead.</source>
        <translation>pkexec konnte nicht nach Autorisierung fragen (kein polkit-Agent oder kein Systembus): Führen Sie stattdessen %1 als root aus.</translation>
    </message>
    <message>
        <source>The virtual lab image build failed (exit code %1): its output is above.</source>
        <translation>Das Bauen des Abbilds des virtuellen Labs ist fehlgeschlagen (Exit-Code %1): Seine Ausgabe steht oben.</translation>
    </message>
</context>
<context>
    <name>VmWorkspace</name>
    <message>
        <source>Cannot create a temporary directory for the virtual disks in %1: free some space there.</source>
        <translation>Temporäres Verzeichnis für die virtuellen Datenträger in %1 kann nicht angelegt werden: Geben Sie dort Speicherplatz frei.</translation>
    </message>
    <message>
        <source>Cannot write the virtual lab&apos;s owner file in %1: free some space there.</source>
        <translation>Die Besitzerdatei des virtuellen Labors in %1 kann nicht geschrieben werden: schaffen Sie dort Platz.</translation>
    </message>
    <message>
        <source>Removed a virtual lab left behind by %1, which has ended: stopped its QEMU (pid %2) and deleted %3.</source>
        <translation>Ein virtuelles Labor entfernt, das %1 (inzwischen beendet) zurückgelassen hat: sein QEMU (PID %2) gestoppt und %3 gelöscht.</translation>
    </message>
    <message>
        <source>Removed a virtual lab left behind by %1, which has ended: deleted %2.</source>
        <translation>Ein virtuelles Labor entfernt, das %1 (inzwischen beendet) zurückgelassen hat: %2 gelöscht.</translation>
    </message>
</context>
<context>
    <name>WalkRunner</name>
    <message>
        <source>Steps are running: wait for them before continuing another walk.</source>
        <translation>Es laufen Schritte: Warten Sie auf sie, bevor Sie einen anderen Durchgang fortsetzen.</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>running…</source>
        <translation>läuft…</translation>
    </message>
    <message>
        <source>✓ exit %1, %2</source>
        <translation>✓ Exit %1, %2</translation>
    </message>
    <message>
        <source>✓ %1, %2</source>
        <translation>✓ %1, %2</translation>
    </message>
    <message>
        <source>✗ failed, %1</source>
        <translation>✗ fehlgeschlagen, %1</translation>
    </message>
    <message>
        <source>✗ exit %1, %2</source>
        <translation>✗ Exit %1, %2</translation>
    </message>
    <message>
        <source>✗ cancelled, %1</source>
        <translation>✗ abgebrochen, %1</translation>
    </message>
    <message>
        <source>✗ interrupted</source>
        <translation>✗ unterbrochen</translation>
    </message>
    <message>
        <source>Cannot record the walk under %1: %2</source>
        <translation>Der Durchgang kann nicht unter %1 aufgezeichnet werden: %2</translation>
    </message>
    <message>
        <source>The lab target&apos;s helper is not running any more: stop the lab and start it again (Lab target…).</source>
        <translation>Der Helper des Lab-Ziels läuft nicht mehr: Beenden Sie das Lab und starten Sie es erneut (Lab-Ziel…).</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>✓ not needed</source>
        <translation>✓ nicht nötig</translation>
    </message>
</context>
<context>
    <name>WindowScreenshot</name>
    <message>
        <source>The %1 page had no data after %2 s; no screenshot written</source>
        <translation>Die Seite %1 hatte nach %2 s keine Daten; kein Screenshot geschrieben</translation>
    </message>
    <message>
        <source>The window has no pages to show</source>
        <translation>Das Fenster hat keine anzuzeigenden Seiten</translation>
    </message>
    <message>
        <source>Unknown page &quot;%1&quot;: valid pages are %2</source>
        <translation>Unbekannte Seite &quot;%1&quot;: Gültige Seiten sind %2</translation>
    </message>
    <message>
        <source>Cannot write %1: the folder %2 does not exist</source>
        <translation>%1 kann nicht geschrieben werden: Der Ordner %2 existiert nicht</translation>
    </message>
    <message>
        <source>Could not render the window; run with QT_QPA_PLATFORM=offscreen or under xvfb-run -a</source>
        <translation>Fenster konnte nicht gerendert werden; mit QT_QPA_PLATFORM=offscreen oder unter xvfb-run -a ausführen</translation>
    </message>
    <message>
        <source>Cannot write %1: check that the folder is writable and has space</source>
        <translation>%1 kann nicht geschrieben werden: Prüfen Sie, ob der Ordner beschreibbar ist und genug Platz hat</translation>
    </message>
    <message>
        <source>Wrote %1 (%2×%3)</source>
        <translation>%1 geschrieben (%2×%3)</translation>
    </message>
</context>
<context>
    <name>WorkloadAction</name>
    <message>
        <source>Unknown job &apos;%1&apos;.</source>
        <translation>Unbekannter Job &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>The built-in job %1 is missing from this helper build.</source>
        <translation>Der integrierte Job %1 fehlt in diesem Helper-Build.</translation>
    </message>
    <message>
        <source>The built-in job %1 does not parse: line %2: %3</source>
        <translation>Der eingebaute Job %1 lässt sich nicht parsen: Zeile %2: %3</translation>
    </message>
    <message>
        <source>The job %1 would use %2, outside the stack&apos;s mount point %3.</source>
        <translation>Der Job %1 würde %2 verwenden, außerhalb des Einhängepunkts %3 des Stacks.</translation>
    </message>
    <message>
        <source>%1: %2 s</source>
        <translation>%1: %2 s</translation>
    </message>
    <message>
        <source>The workload engine is already running.</source>
        <translation>Die Workload-Engine läuft bereits.</translation>
    </message>
    <message>
        <source>btrfs returned %1 MiB of emptied block groups in %2 s</source>
        <translation>btrfs hat %1 MiB geleerter Blockgruppen in %2 s zurückgegeben</translation>
    </message>
    <message>
        <source>btrfs had not returned the emptied block groups after %1 s; going on</source>
        <translation>btrfs hatte die geleerten Blockgruppen nach %1 s nicht zurückgegeben; es geht weiter</translation>
    </message>
</context>
<context>
    <name>WorkloadCharts</name>
    <message>
        <source>Bandwidth</source>
        <translation>Bandbreite</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>Completion latency: mean (dark), p99 (light)</source>
        <translation>Abschlusslatenz: Mittelwert (dunkel), p99 (hell)</translation>
    </message>
    <message>
        <source>MiB/s</source>
        <translation>MiB/s</translation>
    </message>
    <message>
        <source>µs</source>
        <translation>µs</translation>
    </message>
    <message>
        <source>%1 p99</source>
        <translation>%1 p99</translation>
    </message>
    <message>
        <source>time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>s</source>
        <translation>s</translation>
    </message>
    <message>
        <source>h:min</source>
        <translation>h:min</translation>
    </message>
    <message>
        <source>min:s</source>
        <translation>min:s</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>WorkloadExport</name>
    <message>
        <source>fio JSON (*.json);;CSV of the live series (*.csv);;Charts as PNG (*.png)</source>
        <translation>fio-JSON (*.json);;CSV der Live-Reihen (*.csv);;Diagramme als PNG (*.png)</translation>
    </message>
    <message>
        <source>Cannot write %1: choose another place.</source>
        <translation>%1 kann nicht geschrieben werden: Wählen Sie einen anderen Ort.</translation>
    </message>
    <message>
        <source>%1: the extension names the format: .json (fio&apos;s JSON), .csv (the live series) or .png (the charts).</source>
        <translation>%1: Die Endung bestimmt das Format: .json (fios JSON), .csv (die Live-Reihen) oder .png (die Diagramme).</translation>
    </message>
    <message>
        <source>Cannot write %1: %2. Choose another place.</source>
        <translation>%1 kann nicht geschrieben werden: %2. Wählen Sie einen anderen Ort.</translation>
    </message>
</context>
<context>
    <name>WorkloadPage</name>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <source>Open job file…</source>
        <translation>Job-Datei öffnen…</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Ausführen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Directory to run in, e.g. a lab filesystem&apos;s mount point</source>
        <translation>Verzeichnis für den Lauf, z. B. der Einhängepunkt eines Lab-Dateisystems</translation>
    </message>
    <message>
        <source>%1 (built in)</source>
        <translation>%1 (integriert)</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Zusammenfassung</translation>
    </message>
    <message>
        <source>Job file</source>
        <translation>Job-Datei</translation>
    </message>
    <message>
        <source>Target:</source>
        <translation>Ziel:</translation>
    </message>
    <message>
        <source>Job:</source>
        <translation>Job:</translation>
    </message>
    <message>
        <source>Pick a target directory and a job, then Run.</source>
        <translation>Wählen Sie ein Zielverzeichnis und einen Job, dann Ausführen.</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>Workload</translation>
    </message>
    <message>
        <source>Run the workload in</source>
        <translation>Workload ausführen in</translation>
    </message>
    <message>
        <source>Open a fio job file</source>
        <translation>fio-Job-Datei öffnen</translation>
    </message>
    <message>
        <source>fio job files (*.fio *.ini *.job);;All files (*)</source>
        <translation>fio-Job-Dateien (*.fio *.ini *.job);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>No target directory: choose the directory the job runs in (Browse…).</source>
        <translation>Kein Zielverzeichnis: Wählen Sie das Verzeichnis, in dem der Job läuft (Durchsuchen…).</translation>
    </message>
    <message>
        <source>%1 is not a directory: choose an existing directory or create it first.</source>
        <translation>%1 ist kein Verzeichnis: Wählen Sie ein vorhandenes Verzeichnis oder legen Sie es zuerst an.</translation>
    </message>
    <message>
        <source>%1 is not writable: choose a directory you may write to.</source>
        <translation>%1 ist nicht beschreibbar: Wählen Sie ein Verzeichnis, in das Sie schreiben dürfen.</translation>
    </message>
    <message>
        <source>%1, line %2</source>
        <translation>%1, Zeile %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 defines no job: add a [name] section with rw= and size=.</source>
        <translation>%1 definiert keinen Job: Fügen Sie einen Abschnitt [name] mit rw= und size= hinzu.</translation>
    </message>
    <message>
        <source>A run is still going: cancel it first.</source>
        <translation>Ein Lauf ist noch aktiv: Brechen Sie ihn zuerst ab.</translation>
    </message>
    <message>
        <source>Running %1 in %2…</source>
        <translation>%1 läuft in %2…</translation>
    </message>
    <message>
        <source>Workload running: %1</source>
        <translation>Workload läuft: %1</translation>
    </message>
    <message numerus="yes">
        <source>Started %1 in %2 (%n job(s))</source>
        <translation>
            <numerusform>%1 in %2 gestartet (%n Job)</numerusform>
            <numerusform>%1 in %2 gestartet (%n Jobs)</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancelling… the jobs stop within a second.</source>
        <translation>Wird abgebrochen… Die Jobs stoppen innerhalb einer Sekunde.</translation>
    </message>
    <message>
        <source>%1 cancelled: figures cover the work done until then.</source>
        <translation>%1 abgebrochen: Die Werte umfassen die bis dahin geleistete Arbeit.</translation>
    </message>
    <message>
        <source>%1 ended with an error: see the Error column.</source>
        <translation>%1 endete mit einem Fehler: siehe Spalte „Fehler“.</translation>
    </message>
    <message>
        <source>%1 finished.</source>
        <translation>%1 abgeschlossen.</translation>
    </message>
    <message>
        <source>%1 did not run.</source>
        <translation>%1 wurde nicht ausgeführt.</translation>
    </message>
    <message>
        <source>Workload failed</source>
        <translation>Workload fehlgeschlagen</translation>
    </message>
    <message>
        <source>Removed the test file %1</source>
        <translation>Testdatei %1 entfernt</translation>
    </message>
    <message>
        <source>Could not remove the test file %1</source>
        <translation>Testdatei %1 konnte nicht entfernt werden</translation>
    </message>
    <message>
        <source>Export results…</source>
        <translation>Ergebnisse exportieren…</translation>
    </message>
    <message>
        <source>Export the workload&apos;s results</source>
        <translation>Die Ergebnisse der Last exportieren</translation>
    </message>
    <message>
        <source>Exported the results as %1</source>
        <translation>Ergebnisse als %1 exportiert</translation>
    </message>
    <message>
        <source>Nothing to export yet: run a job first.</source>
        <translation>Noch nichts zu exportieren: Führen Sie zuerst einen Job aus.</translation>
    </message>
    <message>
        <source>The job as it runs: edit it here (size=, runtime=, bs=…) and Run uses your text. The file itself is not changed.</source>
        <translation>Der Job, wie er läuft: hier bearbeiten (size=, runtime=, bs=…), und Ausführen verwendet Ihren Text. Die Datei selbst bleibt unverändert.</translation>
    </message>
    <message>
        <source>Undo my edits</source>
        <translation>Meine Änderungen verwerfen</translation>
    </message>
    <message>
        <source>Shows the job as the file says it again (sized to the target when built in).</source>
        <translation>Zeigt den Job wieder so, wie die Datei ihn beschreibt (bei eingebauten Jobs auf das Ziel bemessen).</translation>
    </message>
    <message>
        <source>Target: the lab&apos;s %1 stack, mounted at %2.</source>
        <translation>Ziel: der Stack %1 des Labors, eingehängt unter %2.</translation>
    </message>
    <message>
        <source>The Workload page runs on the lab&apos;s %1 stack at %2</source>
        <translation>Die Seite Workload läuft auf dem Stack %1 des Labors unter %2</translation>
    </message>
    <message>
        <source>The lab&apos;s stack is being taken down: the target is %1 again.</source>
        <translation>Der Stack des Labors wird abgebaut: das Ziel ist wieder %1.</translation>
    </message>
    <message numerus="yes">
        <source>size= lowered from %1 to %2 so that the job&apos;s %n file(s) fit the %3 free in %4. Edit size= in the Job file tab to choose another size.</source>
        <translation>
            <numerusform>size= von %1 auf %2 gesenkt, damit die %n Datei(en) des Jobs in die %3 freien Platz in %4 passen. Ändern Sie size= im Reiter Jobdatei, um eine andere Größe zu wählen.</numerusform>
            <numerusform>size= von %1 auf %2 gesenkt, damit die %n Datei(en) des Jobs in die %3 freien Platz in %4 passen. Ändern Sie size= im Reiter Jobdatei, um eine andere Größe zu wählen.</numerusform>
        </translation>
    </message>
    <message>
        <source>The job needs %1 for its files in %2, but only %3 are free: choose another directory or lower size= in the Job file tab.</source>
        <translation>Der Job braucht %1 für seine Dateien in %2, aber nur %3 sind frei: wählen Sie ein anderes Verzeichnis oder senken Sie size= im Reiter Jobdatei.</translation>
    </message>
</context>
<context>
    <name>WorkloadRun</name>
    <message>
        <source>%1: laying out IO file %2 (%3 bytes)</source>
        <translation>%1: IO-Datei %2 wird angelegt (%3 Bytes)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>WorkloadSampleJson</name>
    <message>
        <source>The workload sample has no &apos;%1&apos;.</source>
        <translation>Die Lastmessung hat kein „%1“.</translation>
    </message>
    <message>
        <source>latencyBuckets[%1] is not a [bucket 0-%2, count] pair.</source>
        <translation>latencyBuckets[%1] ist kein Paar [Bucket 0-%2, Anzahl].</translation>
    </message>
</context>
<context>
    <name>WorkloadSeries</name>
    <message>
        <source>read</source>
        <translation>Lesen</translation>
    </message>
    <message>
        <source>write</source>
        <translation>Schreiben</translation>
    </message>
</context>
<context>
    <name>WorkloadStage</name>
    <message>
        <source>storage-bench round %1</source>
        <translation>storage-bench Runde %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>WorkloadSummaryModel</name>
    <message>
        <source>%1 ns</source>
        <translation>%1 ns</translation>
    </message>
    <message>
        <source>%1 µs</source>
        <translation>%1 µs</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>error %1</source>
        <translation>Fehler %1</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n jobs)</source>
        <translation>
            <numerusform>%1 (%n Job)</numerusform>
            <numerusform>%1 (%n Jobs)</numerusform>
        </translation>
    </message>
    <message>
        <source>write</source>
        <translation>Schreiben</translation>
    </message>
    <message>
        <source>read</source>
        <translation>Lesen</translation>
    </message>
    <message>
        <source>%1/s</source>
        <translation>%1/s</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Job</source>
        <translation>Job</translation>
    </message>
    <message>
        <source>Dir</source>
        <translation>Verz.</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>BW</source>
        <translation>BW</translation>
    </message>
    <message>
        <source>clat mean</source>
        <translation>clat Mittel</translation>
    </message>
    <message>
        <source>p50</source>
        <translation>p50</translation>
    </message>
    <message>
        <source>p99</source>
        <translation>p99</translation>
    </message>
    <message>
        <source>p99.9</source>
        <translation>p99.9</translation>
    </message>
    <message>
        <source>max</source>
        <translation>max</translation>
    </message>
    <message>
        <source>usr CPU</source>
        <translation>usr-CPU</translation>
    </message>
    <message>
        <source>sys CPU</source>
        <translation>sys-CPU</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Fehler</translation>
    </message>
</context>
<context>
    <name>XfsSpace</name>
    <message>
        <source>mkfs.xfs refuses filesystems under 300 MB</source>
        <translation>mkfs.xfs lehnt Dateisysteme unter 300 MB ab</translation>
    </message>
</context>
<context>
    <name>ZfsLayout</name>
    <message>
        <source>ashift must be a number from 9 to 16 (12 for 4K-sector disks), got &apos;%1&apos;</source>
        <translation>ashift muss eine Zahl von 9 bis 16 sein (12 für Datenträger mit 4K-Sektoren), angegeben: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>%1=&apos;%2&apos; is not a ZFS property value</source>
        <translation>%1=&apos;%2&apos; ist kein gültiger Wert für eine ZFS-Eigenschaft</translation>
    </message>
    <message>
        <source>draid-data must be at least 1 and draid-spares at least 0</source>
        <translation>draid-data muss mindestens 1 und draid-spares mindestens 0 sein</translation>
    </message>
    <message>
        <source>%1 with %2 data and %3 distributed spares needs at least %4 disks, got %5</source>
        <translation>%1 mit %2 Datenlaufwerken und %3 verteilten Spares benötigt mindestens %4 Datenträger, angegeben: %5</translation>
    </message>
    <message>
        <source>draid-data and draid-spares apply to zfs-draid1 and zfs-draid2 only</source>
        <translation>draid-data und draid-spares gelten nur für zfs-draid1 und zfs-draid2</translation>
    </message>
    <message>
        <source>expand= attaches a disk to a raidz vdev: %1 has none</source>
        <translation>expand= hängt einen Datenträger an ein raidz-vdev an: %1 hat keines</translation>
    </message>
    <message>
        <source>%1 is named twice: members, spare, hot spares, log, cache, special and expand need separate disks</source>
        <translation>%1 ist doppelt angegeben: Mitglieder, Ersatzlaufwerk, Hot Spares, log, cache, special und expand benötigen separate Datenträger</translation>
    </message>
</context>
<context>
    <name>ZfsRecipe</name>
    <message>
        <source>ZFS raidz3, triple parity</source>
        <translation>ZFS raidz3, dreifache Parität</translation>
    </message>
    <message>
        <source>ZFS dRAID1 with distributed spares (draid1:2d:1s)</source>
        <translation>ZFS dRAID1 mit verteilten Spares (draid1:2d:1s)</translation>
    </message>
    <message>
        <source>ZFS dRAID2 with distributed spares (draid2:2d:1s)</source>
        <translation>ZFS dRAID2 mit verteilten Spares (draid2:2d:1s)</translation>
    </message>
    <message>
        <source>Create the pool %1</source>
        <translation>Pool %1 anlegen</translation>
    </message>
    <message>
        <source>all data on %1</source>
        <translation>alle Daten auf %1</translation>
    </message>
    <message>
        <source>No initial sync: raidz and mirrors write redundancy with the data, never for empty space.</source>
        <translation>Keine Erstsynchronisation: raidz und Spiegel schreiben Redundanz mit den Daten, nie für leeren Platz.</translation>
    </message>
    <message>
        <source>Create the dataset %1, mounted on %2</source>
        <translation>Dataset %1 anlegen, eingehängt unter %2</translation>
    </message>
    <message>
        <source>Take the snapshot %1@before</source>
        <translation>Snapshot %1@before erstellen</translation>
    </message>
    <message>
        <source>Show what the snapshot holds</source>
        <translation>Inhalt des Snapshots anzeigen</translation>
    </message>
    <message>
        <source>Show the pool state (expect: DEGRADED, the disk REMOVED)</source>
        <translation>Pool-Zustand anzeigen (erwartet: DEGRADED, der Datenträger REMOVED)</translation>
    </message>
    <message>
        <source>A stripe has no redundancy: the pool is lost with the disk, nothing to rebuild.</source>
        <translation>Ein Stripe hat keine Redundanz: Mit dem Datenträger ist der Pool verloren, es gibt nichts wiederherzustellen.</translation>
    </message>
    <message>
        <source>No spare disk was chosen: choose one to resilver onto.</source>
        <translation>Kein Ersatzlaufwerk gewählt: Wählen Sie eines als Ziel für den Resilver.</translation>
    </message>
    <message>
        <source>Replace %1 with %2</source>
        <translation>%1 durch %2 ersetzen</translation>
    </message>
    <message>
        <source>Wait for the resilver</source>
        <translation>Auf den Resilver warten</translation>
    </message>
    <message>
        <source>Show the pool state and what was resilvered</source>
        <translation>Pool-Zustand und Resilver-Umfang anzeigen</translation>
    </message>
    <message>
        <source>Scrub %1 and wait for it</source>
        <translation>Scrub von %1 ausführen und abwarten</translation>
    </message>
    <message>
        <source>Show the scrub result</source>
        <translation>Scrub-Ergebnis anzeigen</translation>
    </message>
    <message>
        <source>Widen %1 by one disk: %2</source>
        <translation>%1 um einen Datenträger erweitern: %2</translation>
    </message>
    <message>
        <source>raidz expansion needs OpenZFS 2.3 or later; older versions refuse the attach.</source>
        <translation>Die raidz-Erweiterung benötigt OpenZFS 2.3 oder neuer; ältere Versionen verweigern das attach.</translation>
    </message>
    <message>
        <source>Wait for the expansion</source>
        <translation>Auf die Erweiterung warten</translation>
    </message>
    <message>
        <source>Destroy the pool %1</source>
        <translation>Pool %1 zerstören</translation>
    </message>
    <message>
        <source>the pool %1 and every dataset and snapshot in it</source>
        <translation>den Pool %1 und alle Datasets und Snapshots darin</translation>
    </message>
    <message>
        <source>Clear the ZFS label on %1</source>
        <translation>ZFS-Label auf %1 löschen</translation>
    </message>
    <message>
        <source>the ZFS label on %1</source>
        <translation>das ZFS-Label auf %1</translation>
    </message>
    <message>
        <source>Remove the partition table ZFS left on %1</source>
        <translation>Von ZFS auf %1 hinterlassene Partitionstabelle entfernen</translation>
    </message>
    <message>
        <source>every signature on %1</source>
        <translation>alle Signaturen auf %1</translation>
    </message>
    <message>
        <source>dRAID rebuilds onto its distributed spare sequentially (zpool replace -s, as ZED does): every surviving disk takes part.</source>
        <translation>dRAID führt den Rebuild auf sein verteiltes Ersatzlaufwerk sequenziell aus (zpool replace -s, wie ZED): Alle verbliebenen Datenträger wirken mit.</translation>
    </message>
    <message>
        <source>Wait for the sequential rebuild</source>
        <translation>Auf den sequenziellen Rebuild warten</translation>
    </message>
    <message>
        <source>Wait for the scrub ZFS starts after a sequential rebuild</source>
        <translation>Auf den Scrub warten, den ZFS nach einem sequenziellen Rebuild startet</translation>
    </message>
    <message>
        <source>A sequential rebuild checks no checksums: ZFS scrubs right after it, and a second zpool scrub would be refused while that one runs.</source>
        <translation>Ein sequenzieller Rebuild prüft keine Prüfsummen: ZFS führt direkt danach einen Scrub aus, und ein zweiter zpool scrub würde abgelehnt, solange dieser läuft.</translation>
    </message>
    <message>
        <source>A stripe has no redundancy: a pulled disk takes the pool with it, and ZFS suspends the pool&apos;s I/O (failmode=wait), so every later command, the teardown included, hangs until a reboot. The lab does not pull a disk from a stripe.</source>
        <translation>Ein Stripe hat keine Redundanz: Eine gezogene Platte nimmt den Pool mit, und ZFS hält die E/A des Pools an (failmode=wait), sodass jeder weitere Befehl, auch der Abbau, bis zu einem Neustart hängt. Das Labor zieht bei einem Stripe keine Platte.</translation>
    </message>
    <message>
        <source>%1 holds a ZFS label only if the pool took it (a rebuild or an expansion ran); without one labelclear finds no partition and exits 1. The blank check at the end has the last word.</source>
        <translation>%1 trägt nur dann ein ZFS-Label, wenn der Pool sie aufgenommen hat (ein Wiederaufbau oder eine Erweiterung lief); ohne Label findet labelclear keine Partition und endet mit 1. Die Leerprüfung am Ende entscheidet.</translation>
    </message>
    <message>
        <source>ZFS stripe, no redundancy</source>
        <translation>ZFS-Stripe, keine Redundanz</translation>
    </message>
    <message>
        <source>ZFS mirror vdev</source>
        <translation>ZFS-Mirror-vdev</translation>
    </message>
    <message>
        <source>ZFS raidz1, single parity (in the four-stack comparison)</source>
        <translation>ZFS raidz1, einfache Parität (im Vier-Stack-Vergleich)</translation>
    </message>
    <message>
        <source>ZFS raidz2, double parity</source>
        <translation>ZFS raidz2, doppelte Parität</translation>
    </message>
    <message>
        <source>ZFS striped two-way mirrors, RAID10-like</source>
        <translation>ZFS mit gestreiften Zwei-Wege-Mirrors, wie RAID10</translation>
    </message>
    <message>
        <source>Show what the dataset %1 can hold</source>
        <translation>Zeigen, was das Dataset %1 aufnehmen kann</translation>
    </message>
    <message>
        <source>Export %1 so the next read comes from the disks, not the ARC</source>
        <translation>%1 exportieren, damit das nächste Lesen von den Platten kommt, nicht aus dem ARC</translation>
    </message>
    <message>
        <source>A read after the corruption would come from memory and see no error.</source>
        <translation>Ein Lesen nach der Korruption käme aus dem Speicher und sähe keinen Fehler.</translation>
    </message>
    <message>
        <source>Import %1 again</source>
        <translation>%1 erneut importieren</translation>
    </message>
    <message>
        <source>Show the checksum errors of the read</source>
        <translation>Die Prüfsummenfehler des Lesens zeigen</translation>
    </message>
    <message>
        <source>Import the pool %1</source>
        <translation>Den Pool %1 importieren</translation>
    </message>
    <message>
        <source>Wait for any resilver to finish</source>
        <translation>Warten, bis ein Resilver fertig ist</translation>
    </message>
    <message>
        <source>Nothing exported the pool: the import replays the intent log and mounts the dataset where its mountpoint says; a resilver that was running restarts or resumes by itself. Without udev, each vdev&apos;s partition is named with -d.</source>
        <translation>Niemand hat den Pool exportiert: Der Import spielt das Intent-Log nach und hängt das Dataset dort ein, wo sein Mountpoint es sagt; ein laufender Resilver startet neu oder setzt von selbst fort. Ohne udev wird die Partition jedes vdevs mit -d genannt.</translation>
    </message>
    <message>
        <source>Show how many bytes the pool has allocated (a resilver copies only these)</source>
        <translation>Zeigen, wie viele Bytes der Pool belegt hat (ein Resilver kopiert nur diese)</translation>
    </message>
</context>
<context>
    <name>ZpoolScanParser</name>
    <message>
        <source>unreadable size or duration</source>
        <translation>unlesbare Größe oder Dauer</translation>
    </message>
    <message>
        <source>unknown scan line</source>
        <translation>unbekannte scan-Zeile</translation>
    </message>
    <message>
        <source>unknown scan progress line</source>
        <translation>unbekannte Zeile zum scan-Fortschritt</translation>
    </message>
    <message>
        <source>unknown scrub line</source>
        <translation>unbekannte scrub-Zeile</translation>
    </message>
    <message>
        <source>unknown expand line</source>
        <translation>unbekannte expand-Zeile</translation>
    </message>
    <message>
        <source>unknown expansion progress line</source>
        <translation>unbekannte Zeile zum Erweiterungsfortschritt</translation>
    </message>
    <message>
        <source>unknown remaining-time form</source>
        <translation>unbekanntes Format der Restzeit</translation>
    </message>
</context>
<context>
    <name>ZpoolStatusJsonParser</name>
    <message>
        <source>not JSON: </source>
        <translation>kein JSON: </translation>
    </message>
    <message>
        <source>no &quot;pools&quot; object: run zpool status -j (OpenZFS 2.3 or later)</source>
        <translation>kein &quot;pools&quot;-Objekt: zpool status -j ausführen (OpenZFS 2.3 oder neuer)</translation>
    </message>
</context>
<context>
    <name>ZpoolStatusParser</name>
    <message>
        <source>expected the NAME STATE header</source>
        <translation>Kopfzeile NAME STATE erwartet</translation>
    </message>
    <message>
        <source>unreadable vdev row</source>
        <translation>unlesbare vdev-Zeile</translation>
    </message>
    <message>
        <source>not a zpool status line</source>
        <translation>keine zpool-status-Zeile</translation>
    </message>
    <message>
        <source>no pool in the input</source>
        <translation>kein Pool in der Eingabe</translation>
    </message>
</context>
</TS>

#!/usr/bin/env python3
"""Lists and fills unfinished entries of a Qt .ts file (a developer tool, not used by the build).

  scripts/ts-translate.py translations/stacklab_de.ts --list            # JSON {source: ""} of unfinished entries
  scripts/ts-translate.py translations/stacklab_de.ts --apply de.json   # fill them from a JSON {source: translation}

Entries with plural forms (numerus="yes") take a list of forms in the JSON.
"""
import json
import sys
import xml.etree.ElementTree as ET


def main():
    if len(sys.argv) < 3:
        print(__doc__)
        return 2
    path, mode = sys.argv[1], sys.argv[2]
    tree = ET.parse(path)
    unfinished = [m for m in tree.iter("message") if m.find("translation").get("type") == "unfinished"]
    if mode == "--list":
        print(json.dumps({m.find("source").text: "" for m in unfinished}, ensure_ascii=False, indent=1))
        return 0
    if mode == "--apply":
        table = json.load(open(sys.argv[3], encoding="utf-8"))
        filled = 0
        for m in unfinished:
            text = table.get(m.find("source").text)
            if not text:
                continue
            tr = m.find("translation")
            if m.get("numerus") == "yes":
                for child in list(tr):
                    tr.remove(child)
                for form in text if isinstance(text, list) else [text, text]:
                    ET.SubElement(tr, "numerusform").text = form
            else:
                tr.text = text
            del tr.attrib["type"]
            filled += 1
        tree.write(path, encoding="utf-8", xml_declaration=True)
        # Keep lupdate's exact header so a later lupdate run leaves the file unchanged.
        text = open(path, encoding="utf-8").read()
        text = text.replace("<?xml version='1.0' encoding='utf-8'?>\n", '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n', 1)
        open(path, "w", encoding="utf-8").write(text if text.endswith("\n") else text + "\n")
        print(f"filled {filled} of {len(unfinished)} unfinished entries")
        return 0
    print(__doc__)
    return 2


sys.exit(main())

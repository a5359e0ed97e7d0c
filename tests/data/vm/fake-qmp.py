#!/usr/bin/env python3
"""A QMP server that plays QEMU's side of a disk swap, for tests/unit/vm/tst_diskslotswap.

fake-qmp.py SOCKET LOG [MODE]: listens on SOCKET, greets as QEMU 10 does, answers one client's
commands and appends each command line it got to LOG. MODE: "ok" (every step works; the old drive
stays listed for two query-block calls, as QEMU deletes it a moment after device_del), "locked"
(drive_add answers with HMP's words for a held image), "gone" (device_del: DeviceNotFound).
"""
import json
import os
import socket
import sys

path, log = sys.argv[1], sys.argv[2]
mode = sys.argv[3] if len(sys.argv) > 3 else "ok"
server = socket.socket(socket.AF_UNIX)
server.bind(path)
server.listen(1)
connection, _ = server.accept()
stream = connection.makefile("rw")
stream.write(json.dumps({"QMP": {"version": {"qemu": {"micro": 2, "minor": 0, "major": 10}}, "capabilities": []}}) + "\n")
stream.flush()
queries = 0
for line in stream:
    with open(log, "a") as out:
        out.write(line)
    command = json.loads(line)
    name = command["execute"]
    answer = {"return": {}}
    if name == "device_del" and mode == "gone":
        answer = {"error": {"class": "DeviceNotFound", "desc": "Device 'disk3' not found"}}
    elif name == "device_del":
        stream.write(json.dumps({"event": "DEVICE_DELETED", "data": {"device": "disk3"}}) + "\n")
    elif name == "query-block":
        queries += 1
        held = mode == "ok" and queries <= 2
        answer = {"return": [{"device": "d3"}] if held else [{"device": "d1"}]}
    elif name == "human-monitor-command":
        answer = {"return": "Failed to get \"write\" lock\r\nIs another process using the image?\r\n"
                  if mode == "locked" else "OK\r\n"}
    stream.write(json.dumps(answer) + "\n")
    stream.flush()
os.unlink(path)

#!/usr/bin/env python3
"""ctest for ascendc_host_compare: exit codes and the mismatch report."""
import os
import struct
import subprocess
import sys
import tempfile

TOOL = sys.argv[1]
failures = []


def run(args):
    p = subprocess.run([TOOL] + args, capture_output=True, text=True)
    return p.returncode, p.stdout + p.stderr


def expect(name, cond, detail):
    if not cond:
        failures.append(f"{name}: {detail}")


with tempfile.TemporaryDirectory() as d:
    def write(name, fmt, values):
        path = os.path.join(d, name)
        with open(path, "wb") as f:
            f.write(struct.pack("<" + fmt * len(values), *values))
        return path

    a = write("a_u16.bin", "H", list(range(100)))
    b = write("b_u16.bin", "H", list(range(100)))
    rc, out = run(["--dtype", "uint16", a, b])
    expect("equal", rc == 0 and "OK: 100 uint16 elements match" in out, out)

    c = write("c_u16.bin", "H", [v if v not in (17, 42) else v + 1 for v in range(100)])
    rc, out = run(["--dtype", "uint16", c, b])
    expect("differ rc", rc == 1, out)
    expect("differ report", "17  0x0012 (18)" in out and "0x0011 (17)" in out and "2 of 100 uint16" in out, out)
    rc, out = run(["--dtype", "uint16", "--max-report", "1", c, b])
    expect("max-report", "42" not in out.split("elements differ")[0].splitlines()[-1] and rc == 1, out)

    # half: 1.0 = 0x3c00, 1.0009765625 = 0x3c01; -0.0 vs 0.0 differ bit-exactly.
    h1 = write("h1.bin", "H", [0x3C00, 0x8000, 0x7E00])
    h2 = write("h2.bin", "H", [0x3C01, 0x0000, 0x7E01])
    rc, out = run(["--dtype", "half", h1, h2])
    expect("half exact", rc == 1 and "3 of 3 half" in out and "0x3c00 (1)" in out, out)
    rc, out = run(["--dtype", "half", "--atol", "0.001", h1, h2])
    expect("half atol", rc == 0, out)

    f1 = write("f1.bin", "f", [1.0, 2.0])
    f2 = write("f2.bin", "f", [1.0, 2.5])
    rc, out = run(["--dtype", "float", "--rtol", "0.1", f1, f2])
    expect("float rtol", rc == 1 and "2.5" in out, out)
    rc, out = run(["--dtype", "float", "--rtol", "0.25", f1, f2])
    expect("float rtol pass", rc == 0, out)

    s1 = write("s1.bin", "b", [-1, 5])
    s2 = write("s2.bin", "b", [-2, 5])
    rc, out = run(["--dtype", "int8", s1, s2])
    expect("int8", rc == 1 and "0xff (-1)" in out and "0xfe (-2)" in out, out)

    bf1 = write("bf1.bin", "H", [0x3F80])
    bf2 = write("bf2.bin", "H", [0x4000])
    rc, out = run(["--dtype", "bfloat16", bf1, bf2])
    expect("bfloat16", rc == 1 and "0x3f80 (1)" in out and "0x4000 (2)" in out, out)

    l1 = write("l1.bin", "Q", [1, 2, 3])
    l2 = write("l2.bin", "Q", [1, 2])
    rc, out = run(["--dtype", "uint64", l1, l2])
    expect("size", rc == 1 and "size differs" in out, out)

    rc, out = run(["--dtype", "int32", "--atol", "1", a, b])
    expect("atol on ints", rc == 2, out)
    rc, out = run(["--dtype", "nope", a, b])
    expect("bad dtype", rc == 2, out)
    rc, out = run(["--dtype", "uint16", a, os.path.join(d, "missing.bin")])
    expect("missing file", rc == 2, out)

if failures:
    print("\n".join(failures))
    sys.exit(1)
print("compare tool: all checks passed")

#!/usr/bin/env python3
"""test-summary.py: the closing line of a test run, from meson's testlog.json.

    tools/test-summary.py BUILD_DIR LABEL

Counts GLib subtests from each TAP test's output ("ok", "not ok",
"ok ... # SKIP reason"); a test that is not TAP counts as one. A test
program that failed without a "not ok" line (a crash, a time-out) counts
as one failure. Every skip is listed with its reason. Under CI (CI set
and not "false"), a skip counts as a failure too, unless its reason
begins with "cannot run here:", the form a test uses to state why it
cannot run on that machine.

Prints "LABEL: N passed, N failed, N skipped" last; exits 1 when
anything failed.
"""
import json
import os
import re
import sys

TAP_PLAN_SKIP = re.compile(r"^1\.\.0\s*#\s*SKIP\b\s*(.*)$", re.IGNORECASE)
TAP_LINE = re.compile(r"^(not ok|ok)\b[^#]*(?:#\s*(SKIP|TODO)\b\s*(.*))?$", re.IGNORECASE)
ALLOWED_SKIP = "cannot run here:"


def main():
    build_dir, label = sys.argv[1], sys.argv[2]
    in_ci = os.environ.get("CI", "") not in ("", "0", "false")
    passed = failed = skipped = 0
    skips = []
    with open(os.path.join(build_dir, "meson-logs", "testlog.json"), encoding="utf-8") as log:
        for line in log:
            test = json.loads(line)
            name, result = test["name"], test["result"]
            subtests = 0
            test_failed = 0
            plan_skip = None
            for out in (test.get("stdout") or "").splitlines():
                whole = TAP_PLAN_SKIP.match(out.strip())
                if whole:
                    plan_skip = whole.group(1)
                match = TAP_LINE.match(out.strip())
                if not match:
                    continue
                subtests += 1
                status, directive, reason = match.groups()
                if directive and directive.upper() == "SKIP":
                    skipped += 1
                    skips.append((name, out.strip(), reason or ""))
                elif status == "ok":
                    passed += 1
                else:
                    test_failed += 1
            ok_result = result in ("OK", "EXPECTEDFAIL")
            if (result == "SKIP" or plan_skip is not None) and subtests == 0:
                skipped += 1
                skips.append((name, "the whole program", plan_skip or "exit status 77"))
            elif subtests == 0:
                if ok_result:
                    passed += 1
                else:
                    test_failed += 1
            elif not ok_result and test_failed == 0:
                test_failed = 1   # crashed or timed out after its last ok
            failed += test_failed

    blocking = 0
    for name, what, reason in skips:
        allowed = reason.startswith(ALLOWED_SKIP)
        if in_ci and not allowed:
            blocking += 1
        print(f"SKIPPED {name}: {what}" + ("" if allowed or not in_ci else "  <- a failure under CI"))
    print(f"{label}: {passed} passed, {failed + blocking} failed, {skipped} skipped")
    return 1 if failed + blocking else 0


if __name__ == "__main__":
    sys.exit(main())

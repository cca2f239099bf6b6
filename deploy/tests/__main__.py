"""Runs every deploy test and ends with one 'N passed, N failed' line."""
import sys
import unittest

from tests import support  # noqa: F401  (fails early when run from the wrong folder)


def main():
    suite = unittest.defaultTestLoader.discover("tests", top_level_dir=".")
    result = unittest.TextTestRunner(verbosity=2).run(suite)
    failed = len(result.failures) + len(result.errors)
    passed = result.testsRun - failed - len(result.skipped)
    line = f"deploy: {passed} passed, {failed} failed"
    print(line + (f", {len(result.skipped)} skipped" if result.skipped else ""))
    return 0 if failed == 0 and result.testsRun > 0 else 1


if __name__ == "__main__":
    sys.exit(main())

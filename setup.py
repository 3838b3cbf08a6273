"""The package list, computed: every folder of rules and locales is a data package of its own.

pyproject.toml holds everything else. Listing the folders here (rather than by hand) keeps a
new ruleset's folders in the package without an edit, and keeps the build quiet: setuptools
warns about every data folder that is not a listed package.
"""
from setuptools import find_namespace_packages, setup

MAPPED = {"compiler", "runtime", "rules", "locales"}   # the `package-dir` mapping of pyproject.toml

packages = ["rulewright", "rulewright.cli", "rulewright.editing",
            "rulewright.editing.static"] + [     # the page of `rulewright edit` (a data package)
    f"rulewright.{name}" for name in find_namespace_packages(include=[f"{m}*" for m in sorted(MAPPED)])
    if "__pycache__" not in name
]
setup(packages=packages)

"""The `rulewright` command line (click): thin wiring of the compiler and the runtime."""

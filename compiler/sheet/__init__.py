"""Reference sheets: rule sentences generated from the IR, laid out as Markdown, HTML or PDF.

`sentences` walks IR statements and expressions and produces text only through the Fluent
templates of `locales/<lang>/sheet.ftl`; `document` assembles a sheet (round, card groups, end
of the game, assumptions); `render` writes it; `check` validates the templates (RW501-RW507).
Import the submodules directly: `compiler.build` imports `check` without the rest.
"""

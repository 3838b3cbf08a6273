"""The Compare report of the edit page in the page's language (locales/<lang>/edit.ftl).

The page shows three parts of what `rulewright compare` measures: a first line (which rules,
how many games), a sentence for every measure the house rule changes significantly, and the
table of the measures (label, base, house, difference, verdict). Their words come from
edit.ftl, like the rest of the page; the numbers are the command's, written with the
language's decimal separator. The command's own full text report stays as the command prints it.
"""
from __future__ import annotations

from typing import Callable

from rulewright.cli import compare_command as cli
from rulewright.runtime.compare import Comparison

# the words of the report, in every edit.ftl beside the page's LABELS
WORDS = ("edit-compare-headline", "edit-compare-decimal", "edit-compare-col-base", "edit-compare-col-house",
         "edit-compare-col-difference", "edit-compare-row-win-rate", "edit-compare-row-seat",
         "edit-compare-row-no-winner", "edit-compare-row-eliminated", "edit-compare-row-scores",
         "edit-compare-row-total", "edit-compare-row-length", "edit-compare-row-rounds",
         "edit-compare-row-decisions", "edit-compare-only-in", "edit-compare-no-interval",
         "edit-compare-significant", "edit-compare-same", "edit-compare-not-significant",
         "edit-compare-pp", "edit-compare-points", "edit-compare-sentence", "edit-compare-measure-win",
         "edit-compare-measure-no-winner", "edit-compare-measure-eliminated",
         "edit-compare-measure-eliminated-seat", "edit-compare-measure-score", "edit-compare-measure-total",
         "edit-compare-measure-total-seat", "edit-compare-measure-rounds", "edit-compare-measure-decisions",
         "edit-compare-measure-steps")

Words = Callable[..., str]


def report_words(lang: str) -> Words:
    """format(key, **args) for the report in `lang`, English where rulewright lacks it."""
    from rulewright.i18n import I18nError, Localizer, package_locale_dir
    for chosen in (lang, "en"):
        try:
            loc = Localizer(chosen, [package_locale_dir() / chosen / "edit.ftl"])
            loc.format(WORDS[0], house="", base="", games=0, players=0, seed=0)
            return loc.format
        except I18nError:
            continue
    raise I18nError("locales/en/edit.ftl has no words for the comparison")


def page_report(c: Comparison, lang: str, category: Callable[[str], str] = str) -> dict:
    """headline, changes (sentences) and table (rows of cells) of `c`, in `lang`; `category`
    names a scoring category (the game's own word)."""
    t = report_words(lang)
    point = t("edit-compare-decimal")
    digits = cli.decimals(c)

    def number(text: str) -> str:
        return text.replace(".", point) if point != "." else text

    def value(row, side):
        return number(cli._value(row, side, digits[row["key"]]))

    def difference(row) -> tuple[str, str, str]:
        """The difference (with its unit for a rate) and the ends of its interval."""
        d = row["difference"]
        scale = 100 if row["kind"] == "rate" else 1
        n = digits[row["key"]]
        mean = number(cli._num(scale * d["mean"], n, sign=True))
        if d["low"] is None:
            return mean, "", ""
        return (mean, number(cli._num(scale * d["low"], n, True)), number(cli._num(scale * d["high"], n, True)))

    def short(row) -> str:
        d = row["difference"]
        if d is None:
            return t("edit-compare-only-in", side=row["only_in"])
        if d["low"] is None:
            return t("edit-compare-no-interval")
        if d["significant"]:
            return t("edit-compare-significant", direction=d["direction"])
        return t("edit-compare-same") if d["identical"] else t("edit-compare-not-significant")

    def measure(row) -> str:
        key, seat = row["key"], row.get("seat")
        if key.startswith("win/"):
            return t("edit-compare-measure-win", seat=seat)
        if key.startswith("eliminated/"):
            return t("edit-compare-measure-eliminated-seat", seat=seat)
        if key.startswith("score/"):
            return t("edit-compare-measure-score", category=category(row["category"]))
        if key.startswith("total/"):
            return t("edit-compare-measure-total-seat", seat=seat)
        return t({"no_winner": "edit-compare-measure-no-winner", "eliminated": "edit-compare-measure-eliminated",
                  "total": "edit-compare-measure-total", "rounds": "edit-compare-measure-rounds",
                  "decisions": "edit-compare-measure-decisions"}.get(key, "edit-compare-measure-steps"))

    rows: list[tuple[str, dict | None]] = [(t("edit-compare-row-win-rate"), None)]
    rows += [(t("edit-compare-row-seat", seat=r["seat"], agent=r["agent"]), r) for r in c.win_rate]
    rows += [(t("edit-compare-row-no-winner"), c.no_winner), (t("edit-compare-row-eliminated"), c.eliminated["all"]),
             (t("edit-compare-row-scores"), None)]
    rows += [(category(name), r) for name, r in c.scores.items()]
    rows += [(t("edit-compare-row-total"), c.total_score["all"]), (t("edit-compare-row-length"), None),
             (t("edit-compare-row-rounds"), c.length["rounds"]), (t("edit-compare-row-decisions"), c.length["decisions"])]

    table = [["", t("edit-compare-col-base"), t("edit-compare-col-house"), t("edit-compare-col-difference"), ""]]
    for name, row in rows:
        if row is None:
            table.append([name])
            continue
        diff = ""
        if row["difference"] is not None:
            diff = difference(row)[0] + (" " + t("edit-compare-pp") if row["kind"] == "rate" else "")
        table.append([name, value(row, "base"), value(row, "house"), diff, short(row)])

    changes = []
    for _, row in rows:
        if row is None or row["difference"] is None or not row["difference"]["significant"]:
            continue
        mean, low, high = difference(row)
        if row["kind"] == "rate":
            mean = t("edit-compare-points", value=mean)
        changes.append(t("edit-compare-sentence", direction=row["difference"]["direction"], measure=measure(row),
                         base=value(row, "base"), house=value(row, "house"), difference=mean, low=low, high=high))
    headline = t("edit-compare-headline", house=cli._name(c.house), base=cli._name(c.base), games=c.paired,
                 players=c.players, seed=str(c.seed))
    return {"headline": headline, "changes": changes, "table": table}

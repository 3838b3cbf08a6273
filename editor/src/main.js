// The page of `rulewright edit FILE`: the file in CodeMirror 6, its problems marked in place as
// you type, and beside it the rules text of what the file changes (and the `diff` sentences
// against the base game) in the chosen language. Everything comes from the local server that
// served this page (same origin): /state once, /analyze on each pause in typing, /save.
// Built once by `npm run build` into rulewright/editing/static/editor.js (see docs/editing.md).
import {basicSetup} from "codemirror";
import {EditorView, keymap} from "@codemirror/view";
import {EditorState} from "@codemirror/state";
import {yaml} from "@codemirror/lang-yaml";
import {lintGutter, setDiagnostics, lintKeymap} from "@codemirror/lint";

const DELAY = 300;             // ms of quiet after the last keystroke before the buffer is analysed
let state = null;              // what /state said: name, text, lang, languages, labels, token
let view = null;
let timer = null;
let asked = 0;                 // number of the last /analyze request sent ...
let savedText = "";            // ... and the text last written to disk
let comparing = false;         // a comparison is being played
let lastGood = null;           // the last analysis without errors: {result, lang}

const $ = (id) => document.getElementById(id);

function el(tag, cls, text) {
  const node = document.createElement(tag);
  if (cls) node.className = cls;
  if (text !== undefined && text !== null) node.textContent = text;
  return node;
}

function label(key) {
  return (state.labels && state.labels[key]) || key;
}

async function call(url, body) {
  const response = await fetch(url, {
    method: "POST",
    headers: {"Content-Type": "application/json", "X-Rulewright-Token": state.token},
    body: JSON.stringify(body),
  });
  const data = await response.json().catch(() => ({}));
  if (!response.ok) throw new Error(data.error || response.statusText);
  return data;
}

// 0-based line and UTF-16 column (the editor protocols' positions) to a document offset;
// CodeMirror counts in UTF-16 code units too, so a column is an offset within its line.
function offset(doc, pos) {
  const number = Math.min(Math.max(pos.line + 1, 1), doc.lines);
  const line = doc.line(number);
  if (pos.line + 1 > doc.lines) return doc.length;
  return line.from + Math.min(Math.max(pos.character, 0), line.length);
}

function toEditor(doc, d) {
  let from = offset(doc, d.range.start);
  let to = offset(doc, d.range.end);
  if (to < from) to = from;
  return {
    from, to,
    severity: d.severity === "information" ? "info" : d.severity,
    source: d.code,
    message: d.message + (d.hint ? "\n" + label("edit-hint") + ": " + d.hint : ""),
    renderMessage: () => problemNode(d, false),
  };
}

function problemNode(d, withPlace) {
  const box = el("div", "problem problem-" + d.severity);
  const head = el("div", "problem-head");
  head.append(el("span", "problem-code", d.code));
  if (withPlace && d.here) head.append(el("span", "problem-place", label("edit-line") + " " + (d.range.start.line + 1)));
  else if (withPlace && d.file && !d.message.includes(d.file)) {
    head.append(el("span", "problem-place", label("edit-elsewhere") + " " + d.file));
  }
  box.append(head, el("div", "problem-message", d.message));
  if (d.hint) {
    const hint = el("div", "problem-hint");
    hint.append(el("span", "problem-hint-label", label("edit-hint") + ": "), document.createTextNode(d.hint));
    box.append(hint);
  }
  return box;
}

function setStatus(key, extra) {
  const status = $("status");
  status.textContent = label(key) + (extra ? " " + extra : "");
  status.dataset.state = key;
}

function showDirty() {
  const dirty = view.state.sliceDoc() !== savedText;
  $("save").disabled = !dirty;
  // a comparison plays the file as saved
  $("compare").disabled = dirty || comparing;
  $("compare").title = dirty ? label("edit-compare-save-first") : "";
  $("dirty").textContent = dirty ? label("edit-unsaved") : label("edit-saved");
  $("dirty").dataset.dirty = dirty ? "yes" : "no";
  document.title = (dirty ? "• " : "") + state.name + " — rulewright edit";
}

function render(result) {
  const doc = view.state.doc;
  // marked in place: what is about this file; listed only: what is about another (the base's),
  // and the base ruleset's assumptions in force (RW602 warnings) folded into one line, as the
  // command line does
  const here = result.diagnostics.filter((d) => d.here);
  const assumption = (d) => !d.here && d.code === "RW602" && d.severity === "warning";
  const listed = result.diagnostics.filter((d) => !assumption(d));
  const assumptions = result.diagnostics.filter(assumption);
  view.dispatch(setDiagnostics(view.state, here.map((d) => toEditor(doc, d))));

  const problems = $("problems");
  problems.replaceChildren();
  const errors = listed.filter((d) => d.severity === "error").length;
  $("problems-count").textContent = String(listed.length);
  $("problems-count").dataset.level = errors ? "error" : listed.length ? "warning" : "none";
  if (!listed.length) problems.append(el("p", "empty ok", label("edit-no-problems")));
  for (const d of listed) {
    const node = problemNode(d, true);
    if (d.here) {
      node.tabIndex = 0;
      node.classList.add("problem-here");
      const jump = () => {
        const at = offset(view.state.doc, d.range.start);
        view.dispatch({selection: {anchor: at}, scrollIntoView: true});
        view.focus();
      };
      node.addEventListener("click", jump);
      node.addEventListener("keydown", (e) => { if (e.key === "Enter") jump(); });
    }
    problems.append(node);
  }
  const folded = $("assumptions");
  folded.hidden = !assumptions.length;
  $("assumptions-count").textContent = String(assumptions.length);
  $("assumptions-list").replaceChildren(...assumptions.map((d) => problemNode(d, false)));

  // while the file has errors its rules text cannot be written: the last one written stays,
  // greyed, under a line that says so (rather than an empty panel)
  const broken = result.diagnostics.some((d) => d.severity === "error");
  let shown = result;
  if (broken && !result.rules_text.length && !result.diff.length && lastGood && lastGood.lang === state.lang) {
    shown = lastGood.result;
  } else if (!broken) {
    lastGood = {result, lang: state.lang};
  }
  const stale = shown !== result;
  $("side").classList.toggle("stale", stale);
  $("stale").hidden = !stale;
  const rules = $("rules");
  rules.replaceChildren();
  if (!shown.rules_text.length) rules.append(el("p", "empty", label(broken ? "edit-no-text-yet" : "edit-no-rules")));
  for (const part of shown.rules_text) {
    const section = el("section", "rule");
    section.append(el("h3", null, part.title));
    for (const sentence of part.sentences) section.append(el("p", null, sentence));
    rules.append(section);
  }

  const diff = $("diff");
  diff.replaceChildren();
  $("diff-box").hidden = !shown.diff.length;
  for (const sentence of shown.diff) diff.append(el("li", null, sentence));

  setStatus("edit-checked", "(" + Math.round(result.seconds * 1000) + " ms)");
}

async function analyze() {
  clearTimeout(timer);
  const number = ++asked;
  setStatus("edit-checking");
  try {
    const text = view.state.sliceDoc();
    const result = await call("/analyze", {text, lang: state.lang});
    if (number !== asked) return;          // a newer buffer is being analysed
    render(result);
    // what is shown is about the text in the editor (the tests wait for this)
    document.body.dataset.fresh = text === view.state.sliceDoc() ? "yes" : "no";
  } catch (err) {
    if (number === asked) setStatus("edit-failed", err.message);
  }
}

function later() {
  clearTimeout(timer);
  timer = setTimeout(analyze, DELAY);
}

async function save() {
  const text = view.state.sliceDoc();
  try {
    await call("/save", {path: state.name, text});
    savedText = text;
    showDirty();
    setStatus("edit-written");
  } catch (err) {
    setStatus("edit-not-written", err.message);
  }
  return false;
}

async function compare() {
  comparing = true;
  showDirty();
  $("compare-status").textContent = label("edit-comparing");
  try {
    const result = await call("/compare", {lang: state.lang});
    $("compare-headline").textContent = result.headline;
    $("compare-changes").replaceChildren(...result.changes.map((sentence) => el("li", null, sentence)));
    const table = $("compare-table");
    table.replaceChildren();
    result.table.forEach((cells, index) => {
      const row = el("tr", cells.length === 1 ? "group" : null);
      cells.forEach((cell, column) => row.append(el(index === 0 || column === 0 ? "th" : "td", null, cell)));
      table.append(row);
    });
    $("compare-report").textContent = result.report;
    $("compare-result").hidden = false;
    $("compare-status").textContent = label("edit-compared");
  } catch (err) {
    $("compare-status").textContent = label("edit-compare-failed") + " " + err.message;
  }
  comparing = false;
  showDirty();
}

async function switchLanguage(lang) {
  state.lang = lang;
  const fresh = await fetch("/state?lang=" + encodeURIComponent(lang)).then((r) => r.json());
  state.labels = fresh.labels;
  document.documentElement.lang = lang;
  applyLabels();
  showDirty();
  await analyze();
}

function applyLabels() {
  for (const node of document.querySelectorAll("[data-label]")) node.textContent = label(node.dataset.label);
  $("save").title = label("edit-save-keys");
}

async function start() {
  state = await fetch("/state").then((r) => r.json());
  savedText = state.text;
  document.documentElement.lang = state.lang;
  $("file").textContent = state.name;
  $("file").title = state.path;
  const choose = $("lang");
  for (const lang of state.languages) {
    const option = el("option", null, lang);
    option.value = lang;
    choose.append(option);
  }
  choose.value = state.lang;
  choose.addEventListener("change", () => switchLanguage(choose.value));
  applyLabels();

  view = new EditorView({
    parent: $("editor"),
    state: EditorState.create({
      doc: state.text,
      extensions: [
        basicSetup,
        // a file written with Windows line ends is saved with them (CodeMirror would join with \n)
        ...(state.text.includes("\r\n") ? [EditorState.lineSeparator.of("\r\n")] : []),
        // the style sheets CodeMirror writes carry the nonce the page's Content-Security-Policy allows
        EditorView.cspNonce.of(document.querySelector('meta[name="rulewright-nonce"]').content),
        yaml(),
        EditorView.lineWrapping,          // a house rule's intent and translations are long lines
        lintGutter(),
        keymap.of([{key: "Mod-s", preventDefault: true, run: () => { save(); return true; }}, ...lintKeymap]),
        EditorView.updateListener.of((update) => {
          if (update.docChanged) { document.body.dataset.fresh = "no"; showDirty(); later(); }
        }),
      ],
    }),
  });
  $("save").addEventListener("click", save);
  $("compare-box").hidden = !state.house_rule;
  $("compare").addEventListener("click", compare);
  window.addEventListener("beforeunload", (e) => {
    if (view.state.sliceDoc() !== savedText) { e.preventDefault(); e.returnValue = ""; }
  });
  window.rulewrightEditor = view;        // for the page's tests: the editor's content
  showDirty();
  view.focus();
  await analyze();
}

start();

// Bundles src/main.js (CodeMirror 6 and the page's code) and src/editor.css into
// ../rulewright/editing/static/, minified. Run with `npm ci && npm run build` (docs/editing.md);
// the output is committed, so neither CI nor a user ever runs Node.
import {build} from "esbuild";

const out = new URL("../rulewright/editing/static/", import.meta.url).pathname;
const common = {bundle: true, minify: true, legalComments: "eof", target: ["es2020"], logLevel: "info"};
await build({...common, entryPoints: ["src/main.js"], outfile: out + "editor.js", format: "iife"});
await build({...common, entryPoints: ["src/editor.css"], outfile: out + "editor.css"});

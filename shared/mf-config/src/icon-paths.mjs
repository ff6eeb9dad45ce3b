// @ts-check
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/** One element of an icon module: `jsx("path", { d: "…" })` or `jsx("circle", { cx: "…", cy: "…", r: "…" })`. */
const ELEMENT = /\(0, _jsxRuntime\.jsxs?\)\("(\w+)", \{([^}]*)\}/g;
const ATTRIBUTE = /(\w+): "([^"]*)"/g;

/** A circle as path data: two half arcs. @param {number} cx @param {number} cy @param {number} r */
function circlePath(cx, cy, r) {
  return `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;
}

/**
 * The SVG path data (24 × 24 view box) of a Material icon, read from `@mui/icons-material/<name>` as the
 * package ships it, so a nav entry can carry its icon as data in the remote's surface and the host draws it
 * without bundling one icon module per page (issue 21: the shell does not grow with the number of pages).
 * @param {string} name the icon's name, as nav entries give it (`Gavel`)
 * @param {string} fromDir a directory whose node_modules resolve `@mui/icons-material`
 * @returns {string[]} one path per element, in drawing order
 * @throws when there is no such icon, or it draws with anything but filled paths and circles
 */
export function iconPaths(name, fromDir) {
  if (!/^[A-Z]\w*$/.test(name)) throw new Error(`"${name}" is not a Material icon name`);
  const require = createRequire(join(fromDir, 'package.json'));
  let file;
  try {
    file = require.resolve(`@mui/icons-material/${name}`);
  } catch {
    throw new Error(`@mui/icons-material has no icon named ${name}`);
  }
  const paths = [];
  for (const [, element, body] of readFileSync(file, 'utf8').matchAll(ELEMENT)) {
    const attributes = Object.fromEntries([...(body ?? '').matchAll(ATTRIBUTE)].map(([, key, value]) => [key, value]));
    const keys = Object.keys(attributes).sort().join(',');
    if (element === 'path' && keys === 'd') paths.push(/** @type {string} */ (attributes['d']));
    else if (element === 'circle' && keys === 'cx,cy,r')
      paths.push(circlePath(Number(attributes['cx']), Number(attributes['cy']), Number(attributes['r'])));
    else
      throw new Error(
        `the ${name} icon draws a ${element} with ${keys || 'no attributes'}, which a nav icon cannot carry`,
      );
  }
  if (paths.length === 0) throw new Error(`no path found in the ${name} icon (${file})`);
  return paths;
}

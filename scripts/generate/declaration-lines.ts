/** The longest line of a generated module. */
export const LINE_WIDTH = 140;

/**
 * A declaration `head<type>tail` on one line where it fits; else the type's union members wrapped on lines of their
 * own between `head` and `tail` (a long enum of names).
 */
export function declarationLines(head: string, type: string, tail: string): string {
  if (head.length + type.length + tail.length <= LINE_WIDTH) {
    return `${head}${type}${tail}`;
  }
  const indent = `${/^ */.exec(head)![0]}  `;
  const lines: string[] = [];
  let line = "";
  for (const member of type.split(" | ")) {
    const next = line === "" ? `${indent}${member}` : `${line} | ${member}`;
    if (line !== "" && next.length + " |".length > LINE_WIDTH) {
      lines.push(`${line} |`);
      line = `${indent}${member}`;
    } else {
      line = next;
    }
  }
  return [head.trimEnd(), ...lines, line, `${indent.slice(2)}${tail.trimStart()}`].join("\n");
}

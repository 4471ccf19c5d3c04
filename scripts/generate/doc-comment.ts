/** The longest line of a doc comment on one line, and of a wrapped one. */
const ONE_LINE_WIDTH = 120;
const WRAPPED_WIDTH = 116;

/** `text` wrapped into lines of at most `width` characters. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(" ")) {
    if (line !== "" && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line === "" ? word : `${line} ${word}`;
    }
  }
  return [...lines, line];
}

/** A doc comment at `indent`: on one line where it fits, else one paragraph wrapped, then `lines` as they are. */
export function docComment(indent: string, paragraph: string, lines: string[] = []): string {
  const oneLine = `${indent}/** ${paragraph} */`;
  if (lines.length === 0 && oneLine.length <= ONE_LINE_WIDTH) {
    return oneLine;
  }
  const body = [...wrap(paragraph, WRAPPED_WIDTH - indent.length - 3), ...lines];
  return [`${indent}/**`, ...body.map((line) => (line === "" ? `${indent} *` : `${indent} * ${line}`)), `${indent} */`].join("\n");
}

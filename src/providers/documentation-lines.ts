/** The width of a line of generated documentation, as a doc comment shows it. */
const DOCUMENTATION_WIDTH = 113;

/** `text` in lines of the documentation's width, each after `first` (the first line) or `next` (the others). */
function wrapped(text: string, first: string, next: string): string[] {
  const lines: string[] = [];
  let line = first;
  for (const word of text.split(" ")) {
    if (line.length + 1 + word.length > DOCUMENTATION_WIDTH && line.trim() !== first.trim()) {
      lines.push(line);
      line = next;
    }
    line = line === "" ? word : `${line} ${word}`;
  }
  return [...lines, line];
}

/** A paragraph of the documentation, wrapped. */
export function paragraph(text: string): string[] {
  return wrapped(text, "", "");
}

/** A Markdown list item of the documentation, wrapped: its next lines indented under its text. */
export function listItem(text: string): string[] {
  return wrapped(text, "-", " ");
}

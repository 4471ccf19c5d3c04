// The relative links of a Markdown file and the anchors its headings make, by GitHub's rules, for the link check.

/** A link of a Markdown file to a path of the repository, an anchor, or both. */
export interface RelativeLink {
  /** The line it is on, from 1. */
  line: number;
  /** The link's target as written, e.g. `../reference/README.md#resources`. */
  target: string;
  /** The path part, empty for a link to an anchor of the same file. */
  path: string;
  /** The anchor part without `#`, or undefined. */
  anchor: string | undefined;
}

/** Fenced code blocks: their lines hold no links and no headings. */
const FENCE = /^\s*(```|~~~)/;
/** Inline code spans, whose brackets and parentheses are text. */
const CODE_SPAN = /(`+)[^`]*?\1/g;
/** `[text](target)` and `![alt](target)`, the target up to the first space or closing parenthesis. */
const LINK = /\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g;
/** Targets with a scheme (`https:`, `mailto:`) leave the repository. */
const EXTERNAL = /^[a-z][a-z0-9+.-]*:/i;

/** The lines of `markdown` outside fenced code blocks, each with its number from 1. */
function proseLines(markdown: string): { line: number; text: string }[] {
  const lines: { line: number; text: string }[] = [];
  let inFence = false;
  markdown.split("\n").forEach((text, index) => {
    if (FENCE.test(text)) {
      inFence = !inFence;
    } else if (!inFence) {
      lines.push({ line: index + 1, text });
    }
  });
  return lines;
}

/** Every link of `markdown` to a path or an anchor (none to another site), outside code. */
export function relativeLinks(markdown: string): RelativeLink[] {
  const links: RelativeLink[] = [];
  for (const { line, text } of proseLines(markdown)) {
    for (const match of text.replace(CODE_SPAN, "").matchAll(LINK)) {
      const target = match[1];
      if (EXTERNAL.test(target)) continue;
      const hash = target.indexOf("#");
      links.push({
        line,
        target,
        path: hash === -1 ? target : target.slice(0, hash),
        anchor: hash === -1 ? undefined : target.slice(hash + 1),
      });
    }
  }
  return links;
}

/**
 * The anchor GitHub gives a heading: its text as shown (code marks and link targets dropped), lower-case, every
 * character but letters, digits, spaces, `-` and `_` dropped, and spaces turned into `-`.
 */
export function headingAnchor(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/`/g, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/ /g, "-");
}

/** The anchors of every heading of `markdown`; a repeated heading gets `-1`, `-2`, ... as on GitHub. */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const { text } of proseLines(markdown)) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(text);
    if (heading === null) continue;
    const base = headingAnchor(heading[1]);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

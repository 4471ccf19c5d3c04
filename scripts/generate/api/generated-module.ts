import { generatedHeader } from "../generated-header";

/** A generated module of `imports` and `text`; lines longer than the lint's limit are let be. */
export function generatedModule(imports: string[], text: string): string {
  const long = text.split("\n").some((line) => line.length > 140);
  const lines = [
    generatedHeader("spec/ and spec/corrections.json"),
    ...(long ? ["/* eslint-disable @stylistic/max-len -- one declaration per line */"] : []),
    ...imports,
    "",
    text,
    ...(long ? ["/* eslint-enable @stylistic/max-len -- the generated lines end here */"] : []),
  ];
  return `${lines.join("\n")}\n`;
}

import { dnsRecordRow, dnsZoneRow } from "../../../src/providers/metadata/dns";

// The descriptions of the DNS rows say more than their properties' names: a description made of the name's words and
// filler alone ("Whether DNS sec is enabled.") tells a user nothing the name does not.

/** Words that carry no meaning of their own in a description. */
const FILLER = new Set(["a", "an", "the", "of", "its", "it", "is", "as", "whether", "this", "that", "for", "to", "and", "or"]);

/** The lower-case words of a lowerCamel name (`dnsSecEnabled`: dns, sec, enabled). */
function nameWords(name: string): string[] {
  return name.split(/(?=[A-Z])/).map((word) => word.toLowerCase());
}

/** The words of `description` that neither its property's name nor filler gives. */
function ownWords(property: string, description: string): string[] {
  const named = new Set(nameWords(property));
  return (description.toLowerCase().match(/[a-z]+/g) ?? []).filter((word) => !named.has(word) && !FILLER.has(word));
}

describe.each([dnsZoneRow, dnsRecordRow])("$name", (row) => {
  it.each(Object.entries(row.descriptions))("%s: described in more words than its name", (property, description) => {
    expect(ownWords(property, description).length).toBeGreaterThanOrEqual(2);
  });
});

it("a description that only restates its name is found", () => {
  expect(ownWords("dnsSecEnabled", "Whether DNS sec is enabled.")).toEqual([]);
  expect(ownWords("keyTag", "The key tag.")).toEqual([]);
});

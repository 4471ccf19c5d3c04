import { shieldAccessListRow } from "../../src/providers/metadata/shield-access-list";
import { shieldAccessListConfigurationRow } from "../../src/providers/metadata/shield-element-settings";
import { shieldBotDetectionRow } from "../../src/providers/metadata/shield-settings";
import { rowDefinition } from "../../src/providers/row-definition";
import { parentPartsOf, settingsLines, settingsParentId } from "../../src/providers/row-settings";

// The shape of a settings row (settingsOf): the id is the parent's (or the parent's and that of the element of its list
// whose settings these are), and a row has a create or is settings with an update.

test("a settings row's id is wholly its parent's: its one part is a replacing input", () => {
  expect(parentPartsOf(shieldBotDetectionRow, ["shieldZoneId"])).toEqual(["shieldZoneId"]);
  expect(parentPartsOf(shieldAccessListRow, ["shieldZoneId", "accessListId"])).toEqual(["shieldZoneId"]);
  const definition = rowDefinition(shieldBotDetectionRow);
  const rules = definition.diffRules;
  expect(typeof rules === "function" ? rules({ shieldZoneId: "2" }, { shieldZoneId: "1" }).replaceOn : []).toContain("shieldZoneId");
  expect(definition.settingsOf?.resource).toBe("ShieldZone");
  expect(definition.settingsOf?.parentId("12345")).toBe("12345");
  expect(definition.delete).toBeUndefined();
});

test("an element's settings (readFrom): both parts of the id are replacing inputs, the parent's id its first", () => {
  const row = shieldAccessListConfigurationRow;
  expect(parentPartsOf(row, ["shieldZoneId", "configurationId"])).toEqual(["shieldZoneId", "configurationId"]);
  expect(settingsParentId(row, ["12345", "9001"])).toBe("12345");
  const definition = rowDefinition(row);
  expect(definition.settingsOf?.parentId("12345/9001")).toBe("12345");
  const rules = definition.diffRules;
  const replaced = typeof rules === "function" ? rules({ shieldZoneId: "1", configurationId: "2" }, { shieldZoneId: "1", configurationId: "3" }) : undefined;
  expect(replaced?.replaceOn).toEqual(expect.arrayContaining(["shieldZoneId", "configurationId"]));
  expect(definition.inputs.shape).toHaveProperty("configurationId");
  expect(definition.delete).toBeUndefined();
});

test("a row with neither a create nor settingsOf, or settings without an update, or both, is refused naming it", () => {
  const { create: _create, ...noCreate } = shieldAccessListRow;
  expect(() => parentPartsOf(noCreate, ["a", "b"])).toThrow("ShieldAccessList: a row has a create, or is settings");
  const { update: _update, ...noUpdate } = shieldBotDetectionRow;
  expect(() => parentPartsOf(noUpdate, ["shieldZoneId"])).toThrow("ShieldBotDetection: a row has a create");
  expect(() => parentPartsOf({ ...shieldAccessListRow, settingsOf: "ShieldZone" }, ["a", "b"])).toThrow("ShieldAccessList");
});

test("the docs of a settings row say it is adopted, never created, and that delete forgets it; another row has none", () => {
  const lines = settingsLines(shieldBotDetectionRow, (operation) => operation)!;
  expect(lines.create.join(" ")).toContain("adopted, never created: every ShieldZone has its ShieldBotDetection");
  expect(lines.delete.join(" ")).toContain("settings stay as they are in the ShieldZone");
  expect(settingsLines(shieldAccessListRow, (operation) => operation)).toBeUndefined();
  const element = settingsLines(shieldAccessListConfigurationRow, (operation) => operation)!;
  const said = element.create.join(" ").replace(/\s+/g, " ");
  expect(said).toContain("for each element it lists in `managedLists` or `customLists` of shieldZones.getAccessLists");
  expect(said).toContain("or an element it does not list, fails it before any write");
});

import { shieldAccessListRow } from "../../src/providers/metadata/shield-access-list";
import { shieldBotDetectionRow } from "../../src/providers/metadata/shield-settings";
import { rowDefinition } from "../../src/providers/row-definition";
import { parentPartsOf, settingsLines } from "../../src/providers/row-settings";

// The shape of a settings row (settingsOf): the id is the parent's, and a row has a create or is settings with an update.

test("a settings row's id is wholly its parent's: its one part is a replacing input", () => {
  expect(parentPartsOf(shieldBotDetectionRow, ["shieldZoneId"])).toEqual(["shieldZoneId"]);
  expect(parentPartsOf(shieldAccessListRow, ["shieldZoneId", "accessListId"])).toEqual(["shieldZoneId"]);
  const definition = rowDefinition(shieldBotDetectionRow);
  const rules = definition.diffRules;
  expect(typeof rules === "function" ? rules({ shieldZoneId: "2" }, { shieldZoneId: "1" }).replaceOn : []).toContain("shieldZoneId");
  expect(definition.settingsOf).toBe("ShieldZone");
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
});

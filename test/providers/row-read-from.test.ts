import { declarationOf } from "../../src/client/declaration-of";
import { contentModel } from "../../src/providers/answer-envelope";
import { modelName } from "../../src/providers/row-fields";
import { elementModel, listedElements, readFromText } from "../../src/providers/row-read-from";

// Where a row's object is an element of its parent's answer: one list, any of several, or lists inside another's elements.

const answer = {
  managedLists: [{ configurationId: 1 }],
  customLists: [{ configurationId: 2 }, { configurationId: 3 }],
  categories: [{ category: 1, bots: [{ botId: 10 }] }, { category: 2, bots: null }, { category: 3, bots: [{ botId: 30 }] }],
};

test("the elements of one list, of several in order, and of the lists inside each element of another", () => {
  expect(listedElements(answer, "customLists")).toEqual([{ configurationId: 2 }, { configurationId: 3 }]);
  expect(listedElements(answer, ["managedLists", "customLists"]).map((item) => item.configurationId)).toEqual([1, 2, 3]);
  expect(listedElements(answer, "categories.bots")).toEqual([{ botId: 10 }, { botId: 30 }]);
  expect(listedElements({}, ["managedLists", "categories.bots"])).toEqual([]);
});

test("the element's model is the lists' one model; lists of different models are refused, naming them", () => {
  const accessLists = contentModel("shieldZones.getAccessLists");
  expect(modelName(elementModel(accessLists, ["managedLists", "customLists"], "Row"))).toBe("AccessListDetails");
  const categorization = declarationOf("shieldZones.getBotCategorization").answer;
  expect(modelName(elementModel(categorization, "categories.bots", "Row"))).toBe("BotCategorizationDetails");
  expect(() => elementModel(categorization, ["categories", "categories.bots"], "Row")).toThrow(
    "Row: the lists `categories` or `bots` of each of `categories` hold different models",
  );
  expect(() => elementModel(accessLists, "customEntryCount", "Row")).toThrow("Row: customEntryCount is not a list");
});

test("the documentation names the lists", () => {
  expect(readFromText("Records")).toBe("`Records`");
  expect(readFromText(["managedLists", "customLists"])).toBe("`managedLists` or `customLists`");
  expect(readFromText("categories.bots")).toBe("`bots` of each of `categories`");
});

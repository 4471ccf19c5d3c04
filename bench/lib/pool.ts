/** Calls `task` for every item with at most `width` calls in flight, as the engine runs resource steps. */
export async function inPool<Item, Result>(
  items: readonly Item[],
  width: number,
  task: (item: Item, index: number) => Promise<Result>,
): Promise<Result[]> {
  const results: Result[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker));
  return results;
}

import { columnAt } from './columnAt';

describe('columnAt', () => {
  it("copies a column's values at the given positions, in their order, into an array of the column's type", () => {
    const closing = Float64Array.from([10.5, 20, 30, 40]);
    const copied = columnAt(closing, Int32Array.from([3, 0, 2]));
    expect(copied).toBeInstanceOf(Float64Array);
    expect([...copied]).toEqual([40, 10.5, 30]);
    const quota = Uint16Array.from([7, 65_000, 9]);
    const ids = columnAt(quota, [1, 1, 2]);
    expect(ids).toBeInstanceOf(Uint16Array);
    expect([...ids]).toEqual([65_000, 65_000, 9]);
    expect(columnAt(Uint8Array.from([1, 2]), []).length).toBe(0);
  });
});

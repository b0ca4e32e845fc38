// A sorted list's own copy of the columns its search reads row by row (JoSAA's groups, MHT-CET's lists): read
// at each row's position in the year's columns, every row's value sat in a cache line of its own; copied in
// the list's order they lie side by side.

/** The typed arrays a column is kept in. */
type Column = Float64Array | Uint8Array | Uint16Array | Uint32Array;

/** `column`'s values at `positions`, in that order, in an array of the same type. */
export function columnAt<C extends Column>(column: C, positions: ArrayLike<number>): C {
  const out = new (column.constructor as new (length: number) => C)(positions.length);
  for (let i = 0; i < positions.length; i += 1) out[i] = column[positions[i]];
  return out;
}

// The star of an MHT-CET finder row: the MHT-CET and state-wise finders render the same rows.
import { mhtcetSeatKey } from '../model/shortlistItems';
import type { MhtcetRowView } from '../model/rows';
import { StarButton } from './StarButton';

export function MhtcetRowStar({ row }: { row: MhtcetRowView }) {
  const item = mhtcetSeatKey({ clg_code: row.clgCode, branch_code: row.branchCode, seat_type: row.seatType, institute: row.institute, branch: row.branch });
  return <StarButton item={item} name={`${row.institute}, ${row.branch}`} />;
}

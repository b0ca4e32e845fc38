// The stored shortlists (table shortlists: one JSON list per user).
import type { ShortlistItem } from 'shared-contracts';
import type { Db } from '../db/createDb';

export async function storedShortlist(db: Db, userId: number): Promise<ShortlistItem[]> {
  const row = await db.selectFrom('shortlists').select('items').where('user_id', '=', userId).executeTakeFirst();
  // Written only by saveShortlist, from checked items.
  return row ? (JSON.parse(row.items) as ShortlistItem[]) : [];
}

export async function saveShortlist(db: Db, userId: number, items: readonly ShortlistItem[], now: Date = new Date()): Promise<void> {
  const values = { user_id: userId, items: JSON.stringify(items), updated_at: now.toISOString() };
  await db
    .insertInto('shortlists')
    .values(values)
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ items: values.items, updated_at: values.updated_at }))
    .execute();
}

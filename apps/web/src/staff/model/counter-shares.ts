import type { LocalizedText } from '@lahap/contract/locale';
import type { StaffTable, StaffTablesData } from '@lahap/contract/ordering/schemas';

/** A share a guest chose to pay at the counter, with the table it belongs to. */
export interface WaitingShare {
  shareId: string;
  amount: number;
  displayName: string;
  tableId: string;
  tableName: LocalizedText;
}

/** A table's shares waiting at the counter. */
export function waitingSharesOf(table: StaffTable): WaitingShare[] {
  return table.counterShares.map((share) => ({
    ...share,
    tableId: table.tableId,
    tableName: table.tableName,
  }));
}

/** Every share waiting at the counter, table by table in the map's order. */
export function allWaitingShares(tables: readonly StaffTable[]): WaitingShare[] {
  return tables.flatMap(waitingSharesOf);
}

/** Who pays a share; `fallback` for one without a name (a share the staff took at the counter). */
export function guestName(share: Pick<WaitingShare, 'displayName'>, fallback: string): string {
  return share.displayName.trim() || fallback;
}

/** The rupiah a table's waiting shares add up to. */
export function waitingTotal(table: StaffTable): number {
  return table.counterShares.reduce((sum, share) => sum + share.amount, 0);
}

/**
 * The map without a share the staff just settled, so its buttons go at once instead of staying
 * tappable until the next poll (a second PAID would only be refused with 1004010).
 */
export function withoutShare(
  data: StaffTablesData | undefined,
  shareId: string,
): StaffTablesData | undefined {
  if (!data) return data;
  return {
    tableList: data.tableList.map((table) =>
      table.counterShares.some((share) => share.shareId === shareId)
        ? { ...table, counterShares: table.counterShares.filter((share) => share.shareId !== shareId) }
        : table,
    ),
  };
}

import type { TableJoinData } from '@lahap/contract/ordering/schemas';
import { ORDERING_ROUTES } from '@lahap/contract/ordering/routes';
import { callEndpoint } from '@/shared/api-client/call-endpoint';

export interface JoinRequest {
  qrCodeId: string;
  /** Only for the store's own dine-in QR, which names no table. */
  tableId?: string;
  displayName?: string;
  /** The token this phone already holds for the table: the same participant comes back. */
  participantToken?: string;
}

/**
 * Sits this phone at the table. No login needed; when the customer is logged in the shared client
 * sends their `Authorize` and the participant is them.
 */
export function joinTable(request: JoinRequest): Promise<TableJoinData> {
  const { qrCodeId, tableId, displayName, participantToken } = request;
  return callEndpoint(
    ORDERING_ROUTES.tableJoin,
    {
      qrCodeId,
      ...(tableId ? { tableId } : {}),
      ...(displayName ? { displayName } : {}),
      ...(participantToken ? { participantToken } : {}),
    },
    { silent: true },
  );
}

/** GET admin/customers/{id}: the record, its wallet and its purchase summary. */
export interface CustomerRecord {
  id: number;
  first_name: string | null;
  last_name: string | null;
  full_name: string | null;
  mobile: string;
  email: string | null;
  balance: number;
  gift_balance: number;
  created_at: string;
  role: { id: number; name: string } | null;
  order_summary?: {
    online: { count: number; paid_count: number; paid_amount: number };
    physical: { count: number; amount: number };
  };
}

export interface OrderRow {
  id: number;
  status: string;
  status_label: string;
  total_amount: number;
  created_at: string;
}

export interface LedgerRow {
  id: number;
  type: 'deposit' | 'withdraw';
  amount: number;
  description: string | null;
  order_id: number | null;
  meta: Record<string, unknown>;
  created_at: string;
}

export interface WithdrawRow {
  id: number;
  amount: number;
  status: string;
  status_label: string;
  created_at: string;
}

export interface AddressRow {
  id: number;
  first_name: string | null;
  last_name: string | null;
  mobile: string | null;
  address: string | null;
  postal_code: string | null;
  city?: { name: string | null; province: { name: string | null } | null };
}

export interface AuditRow {
  id: number;
  /** The entry as a Persian sentence (who, what changed from what to what). */
  summary: string;
  admin_name: string | null;
  entity: string;
  entity_id: string;
  action: string;
  created_at: string;
}

/** A Laravel page or a plain list (`all`), as rows. */
export function rowsOf<T>(list: { data: T[] } | T[] | undefined): T[] {
  if (!list) return [];
  return Array.isArray(list) ? list : list.data;
}

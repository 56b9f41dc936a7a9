/** A withdraw request as GET admin/withdraws answers it. */
export interface WithdrawRow {
  id: number;
  customer_id: number;
  customer_name: string | null;
  customer_mobile: string | null;
  amount: number;
  card_number: string | null;
  bank_account_number: string | null;
  shaba_code: string | null;
  tracking_code: string | null;
  status: string;
  status_label: string;
  reject_reason: string | null;
  created_at: string;
  updated_at: string;
}

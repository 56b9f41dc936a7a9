/** A contact message as GET admin/contacts answers it. */
export interface ContactRow {
  id: number;
  name: string;
  email: string | null;
  phone_number: string | null;
  subject: string;
  body: string;
  /** 0 unread, 1 read. */
  status: number;
  answer: string | null;
  answered_at: string | null;
  created_at: string;
}

/** One staff answer in the thread. */
export interface ContactAnswer {
  id: number;
  body: string;
  admin_id: number | null;
  admin_name: string | null;
  sent_to: string | null;
  created_at: string;
}

/** GET admin/contacts/{id}: the message with its thread. */
export interface ContactThread extends ContactRow {
  answers: ContactAnswer[];
}

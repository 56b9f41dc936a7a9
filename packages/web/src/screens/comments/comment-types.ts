/** A product comment as GET admin/product-comment answers it (top-level comments only). */
export interface CommentRow {
  id: number;
  product_id: number;
  product_title: string | null;
  customer_id: number | null;
  author_name: string | null;
  title: string | null;
  body: string;
  rate: number | null;
  status: 'pending' | 'approved' | 'reject';
  answers_count?: number;
  created_at: string;
}

/** One staff answer (GET admin/product-comment/{id}). */
export interface CommentAnswer {
  id: number;
  body: string;
  admin_name: string | null;
  created_at: string;
}

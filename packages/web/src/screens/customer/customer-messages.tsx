import { PRODUCT_COMMENT_STATUSES, toPersianDigits } from '@shop-admin/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { toRouterPath } from '../../app/paths.ts';
import { useServices } from '../../app/services-context.tsx';
import type { CommentRow } from '../comments/comment-types.ts';
import type { ContactRow } from '../contact/contact-types.ts';
import { Section, useMayRead, when } from './customer-sections.tsx';
import { rowsOf } from './customer-types.ts';

/** Contact messages sent from the customer's mobile (contacts carry a phone, not a customer id). */
export function CustomerContacts({ customerId, mobile }: { customerId: number; mobile: string }) {
  const { api } = useServices();
  const allowed = useMayRead('contacts');
  const query = useQuery({
    queryKey: ['customer-story', customerId, 'contacts'],
    enabled: allowed && mobile !== '',
    queryFn: ({ signal }) =>
      api.get<{ contacts: { data: ContactRow[] } }>('admin/contacts', { query: { search: mobile }, signal }),
  });
  const rows = rowsOf(query.data?.contacts);
  return (
    <Section id="contacts" title="پیام‌های تماس" query={query} empty={!rows.length} allowed={allowed}>
      <table className="story-table">
        <tbody>
          {rows.map((c) => (
            <tr key={c.id}>
              <td>{when(c.created_at)}</td>
              <td>
                <Link to={`${toRouterPath('/admin/contact')}?show=${c.id}`}>{c.subject}</Link>
              </td>
              <td>{c.answer ? 'پاسخ داده شده' : c.status === 0 ? 'خوانده‌نشده' : 'خوانده شده'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}

/** The customer's product comments with their status (moderated at /admin/comments). */
export function CustomerComments({ customerId }: { customerId: number }) {
  const { api } = useServices();
  const allowed = useMayRead('product_comments');
  const query = useQuery({
    queryKey: ['customer-story', customerId, 'comments'],
    enabled: allowed,
    queryFn: ({ signal }) =>
      api.get<{ comments: { data: CommentRow[] } }>('admin/product-comment', {
        query: { customer_id: customerId },
        signal,
      }),
  });
  const rows = rowsOf(query.data?.comments);
  return (
    <Section id="comments" title="دیدگاه‌ها" query={query} empty={!rows.length} allowed={allowed}>
      <table className="story-table">
        <tbody>
          {rows.map((c) => (
            <tr key={c.id}>
              <td>{when(c.created_at)}</td>
              <td>
                <Link to={toRouterPath(`/admin/products/edit/${c.product_id}`)}>{c.product_title}</Link>
                <div className="muted">{c.body.length > 80 ? `${c.body.slice(0, 80)}…` : c.body}</div>
              </td>
              <td>
                {c.rate ? `${toPersianDigits(c.rate)} از ۵ · ` : ''}
                {PRODUCT_COMMENT_STATUSES.find((s) => s.value === c.status)?.label ?? c.status}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}

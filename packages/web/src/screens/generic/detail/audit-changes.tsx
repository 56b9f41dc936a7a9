import { auditFieldChanges, auditSortMoves } from '@shop-admin/core';

/**
 * An audit row's change for people: a reorder as the list of what moved where; any other write as
 * its changed fields only, each by its Persian label with before → after in words (core's
 * auditFieldChanges: select labels, Jalali times, prices; lists counted, long text cut). Nothing is
 * shown as JSON, so no entry widens the page.
 */
export function AuditChanges({
  entity,
  action,
  before,
  after,
}: {
  entity: string;
  action: string;
  before: unknown;
  after: unknown;
}) {
  if (action === 'sort') {
    const moves = auditSortMoves(before, after);
    if (!moves.length) return <p className="detail__text">جایی جابه‌جا نشد.</p>;
    return (
      <ul className="audit-changes audit-changes__moves">
        {moves.map((move) => (
          <li key={move}>{move}</li>
        ))}
      </ul>
    );
  }
  const changes = auditFieldChanges(entity, before, after);
  if (changes.length === 0) return <p className="detail__text">این رویداد مقداری را تغییر نداده است.</p>;
  return (
    <div className="list-table__scroll audit-changes">
      <table className="list-table">
        <caption className="visually-hidden">فیلدهای تغییرکرده</caption>
        <thead>
          <tr>
            <th scope="col">فیلد</th>
            <th scope="col">پیش از تغییر</th>
            <th scope="col">پس از تغییر</th>
          </tr>
        </thead>
        <tbody>
          {changes.map((change) => (
            <tr key={change.name}>
              <th scope="row">{change.label}</th>
              <td>{change.before || <span className="value-empty">—</span>}</td>
              <td>
                <span aria-hidden="true">← </span>
                {change.after || <span className="value-empty">—</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

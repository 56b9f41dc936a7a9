export { auditEntityName } from './entity-names.ts';
export { type AuditFieldChange, auditFieldChanges, auditValueText } from './field-changes.ts';
export { auditRecordTitle } from './record-title.ts';
export { type AuditRowLike, auditSentence } from './sentence.ts';
export { auditSortMoves } from './sort-moves.ts';
